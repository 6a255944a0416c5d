import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { loginBody } from '@yaocai/domain/contracts/user';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { schemaRule, showServerFieldErrors } from '../../../lib/form-rules';
import { useLogin, type LoginInput } from '../api/login';

const FIELDS = ['username', 'password'] as const;

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const [form] = Form.useForm<LoginInput>();
  const login = useLogin({
    onSuccess,
    onError: (error) => showServerFieldErrors(form, error, FIELDS),
  });

  return (
    <Form
      form={form}
      name="login"
      layout="vertical"
      requiredMark={false}
      size="large"
      onFinish={(values) => login.mutate({ username: values.username.trim(), password: values.password })}
    >
      <Form.Item label="手机号/用户名" name="username" rules={[schemaRule(loginBody.shape.username)]}>
        <Input prefix={<UserOutlined />} placeholder="请输入手机号或用户名" autoComplete="username" />
      </Form.Item>
      <Form.Item label="密码" name="password" rules={[schemaRule(loginBody.shape.password)]}>
        <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        登录
      </Button>
      <div className="yc-auth-links">
        <Link to={paths.forgotPassword.getHref()}>忘记密码？</Link>
        <span>还没有账号？</span>
        <Link to={paths.register.getHref()}>免费注册</Link>
      </div>
    </Form>
  );
}
