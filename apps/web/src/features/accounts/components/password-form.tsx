import { Button, Form, Input } from 'antd';
import { password } from '@yaocai/domain/validation/fields';
import type { ApiError } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { samePasswordAs, schemaRule, showServerFieldErrors } from '../../../lib/form-rules';
import { useChangePassword } from '../api/account-settings';

const FIELDS = ['old_password', 'password'] as const;
const newPassword = password('新密码');

interface Values {
  old_password: string;
  password: string;
  confirm: string;
}

const confirmRule = samePasswordAs('password', '请再次输入新密码');

/** A new password, proven by the current one; other browsers signed in with the old one are signed out. */
export function PasswordForm() {
  const [form] = Form.useForm<Values>();
  const change = useChangePassword({
    onSuccess: ({ msg }) => {
      void message.success(msg || '密码已修改');
      form.resetFields();
    },
    onError: (error: ApiError) => showServerFieldErrors(form, error, FIELDS),
  });
  return (
    <Form<Values>
      form={form}
      name="password"
      layout="horizontal"
      labelCol={{ flex: '96px' }}
      wrapperCol={{ flex: '360px' }}
      onFinish={({ old_password, password }) => change.mutate({ old_password, password })}
    >
      <Form.Item label="当前密码" name="old_password" rules={[{ required: true, message: '请填写当前密码' }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item label="新密码" name="password" required rules={[schemaRule(newPassword)]}>
        <Input.Password placeholder="6-20位，须同时包含字母和数字" autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="确认新密码" name="confirm" required dependencies={['password']} rules={[confirmRule]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          修改密码
        </Button>
      </Form.Item>
    </Form>
  );
}
