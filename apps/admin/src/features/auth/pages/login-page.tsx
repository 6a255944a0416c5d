import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import type { AdminLoginBody } from '@yaocai/domain/contracts/admin';
import { isApiError } from '../../../lib/api-client';
import { useConsoleName, usePageTitle } from '../../../lib/page-title';
import { useSignIn } from '../api/sign-in';
import { redirectTarget } from '../redirect-target';
import './login-page.css';

export function LoginPage() {
  usePageTitle('登录');
  const consoleName = useConsoleName();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signIn = useSignIn({
    onSignedIn: () => void navigate(redirectTarget(searchParams.get('redirect')), { replace: true }),
  });
  const refusal = isApiError(signIn.error) ? signIn.error.msg : signIn.error ? '登录失败，请稍后重试' : null;
  return (
    <main className="login">
      <Card className="login-card">
        <Typography.Title level={3} className="login-title">
          {consoleName}
        </Typography.Title>
        {refusal && <Alert type="error" title={refusal} showIcon className="login-alert" />}
        <Form<AdminLoginBody> size="large" onFinish={(body) => signIn.mutate(body)} autoComplete="off">
          <Form.Item name="username" rules={[{ required: true, whitespace: true, message: '请填写用户名' }]}>
            <Input
              prefix={<UserOutlined />}
              placeholder="用户名"
              aria-label="用户名"
              autoComplete="username"
            />
          </Form.Item>
          <Form.Item name="password" rules={[{ required: true, message: '请填写密码' }]}>
            <Input.Password
              prefix={<LockOutlined />}
              placeholder="密码"
              aria-label="密码"
              autoComplete="current-password"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
            登录
          </Button>
        </Form>
      </Card>
    </main>
  );
}
