import { Button, Form, Input, Space } from 'antd';
import { forgotPasswordBody } from '@yaocai/domain/contracts/user';
import type { ApiError } from '../../../lib/api-client';
import { samePasswordAs, schemaRule, showServerFieldErrors } from '../../../lib/form-rules';
import { useCreateCode } from '../api/create-code';
import { useForgotPassword } from '../api/forgot-password';
import { useCountdown } from '../hooks/use-countdown';

const DEFAULT_RESEND_SECONDS = 60;
const FIELDS = ['phone', 'code', 'password'] as const;
const { shape } = forgotPasswordBody;

interface Values {
  phone: string;
  code: string;
  password: string;
  confirm: string;
}

/** 忘记密码: the account's phone proves itself with a code, then takes a new password. */
export function ForgotPasswordForm({ onDone }: { onDone: (message: string) => void }) {
  const [form] = Form.useForm<Values>();
  const [secondsLeft, startCountdown] = useCountdown();
  const showErrors = (error: ApiError) => showServerFieldErrors(form, error, FIELDS);
  const createCode = useCreateCode({
    onSuccess: (result) => startCountdown(result.resend_in || DEFAULT_RESEND_SECONDS),
    onError: showErrors,
  });
  const reset = useForgotPassword({ onSuccess: ({ msg }) => onDone(msg), onError: showErrors });

  const confirmRule = samePasswordAs('password', '请再次输入新密码');

  const sendCode = async () => {
    const { phone } = await form.validateFields(['phone']).catch(() => ({ phone: undefined }));
    if (phone) createCode.mutate({ phone: phone.trim(), scene: 'forgot_password' });
  };

  return (
    <Form<Values>
      form={form}
      name="forgot"
      layout="horizontal"
      labelCol={{ flex: '96px' }}
      wrapperCol={{ flex: 'auto' }}
      size="large"
      className="yc-register-form"
      onFinish={({ phone, code, password }) => reset.mutate({ phone: phone.trim(), code, password })}
    >
      <Form.Item label="手机号" name="phone" required rules={[schemaRule(shape.phone)]}>
        <Input placeholder="请输入注册时的手机号" maxLength={11} autoComplete="tel" inputMode="numeric" />
      </Form.Item>
      <Form.Item label="短信验证码" htmlFor="forgot_code" required>
        <Space.Compact block>
          <Form.Item name="code" noStyle rules={[schemaRule(shape.code)]}>
            <Input
              placeholder="请输入6位验证码"
              maxLength={6}
              inputMode="numeric"
              autoComplete="one-time-code"
            />
          </Form.Item>
          <Button
            className="yc-code-button"
            disabled={secondsLeft > 0}
            loading={createCode.isPending}
            onClick={() => void sendCode()}
          >
            {secondsLeft > 0 ? `${secondsLeft}秒后重新获取` : '获取验证码'}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item label="新密码" name="password" required rules={[schemaRule(shape.password)]}>
        <Input.Password placeholder="6-20位，须同时包含字母和数字" autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="确认新密码" name="confirm" required dependencies={['password']} rules={[confirmRule]}>
        <Input.Password placeholder="请再次输入新密码" autoComplete="new-password" />
      </Form.Item>
      <Form.Item className="yc-register-actions">
        <Button type="primary" htmlType="submit" block loading={reset.isPending}>
          重置密码
        </Button>
      </Form.Item>
    </Form>
  );
}
