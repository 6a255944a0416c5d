import { useState } from 'react';
import { Button, Space, Tag, Typography } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { OperatorMe } from '@yaocai/domain/contracts/admin';
import { paths } from '../../config/paths';
import { ChangePasswordModal } from '../../features/auth/components/change-password-modal';
import { useSignOut } from '../../features/auth/api/sign-out';

/** The header's right side: who is signed in, with which role, and their account's two actions. */
export function OperatorBar({ operator }: { operator: OperatorMe }) {
  const navigate = useNavigate();
  const [changingPassword, setChangingPassword] = useState(false);
  const signOut = useSignOut({ onSignedOut: () => navigate(paths.login.getHref(), { replace: true }) });
  return (
    <Space size="middle">
      <Space size="small">
        <UserOutlined />
        <Typography.Text strong>{operator.name}</Typography.Text>
        <Tag color="blue">{operator.role}</Tag>
      </Space>
      <Button type="link" onClick={() => setChangingPassword(true)}>
        修改密码
      </Button>
      <Button icon={<LogoutOutlined />} loading={signOut.isPending} onClick={() => signOut.mutate()}>
        退出登录
      </Button>
      <ChangePasswordModal open={changingPassword} onClose={() => setChangingPassword(false)} />
    </Space>
  );
}
