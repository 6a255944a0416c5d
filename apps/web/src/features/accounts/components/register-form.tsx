import { Button, Form, Input, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { registerBody } from '@yaocai/domain/contracts/user';
import { MOBILE_PATTERN } from '@yaocai/domain/validation/patterns';
import type { FormRule } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { ApiError } from '../../../lib/api-client';
import { samePasswordAs, schemaRule, showServerFieldErrors } from '../../../lib/form-rules';
import { getCheckPhoneQueryOptions } from '../api/check-phone';
import { useCreateCode } from '../api/create-code';
import { useRegister, type RegisterInput } from '../api/register';
import { useCountdown } from '../hooks/use-countdown';

const DEFAULT_RESEND_SECONDS = 60;
const FIELDS = ['company', 'name', 'phone', 'email', 'code', 'password'] as const;
const PHONE_TAKEN_TEXT = '该手机号已注册';

interface RegisterValues extends RegisterInput {
  confirm: string;
}

const { shape } = registerBody;

export function RegisterForm({
  onSuccess,
  referralCode = null,
}: {
  onSuccess: () => void;
  /** The referrer's code the page was opened with (/register?ref=), sent with the registration. */
  referralCode?: string | null;
}) {
  const [form] = Form.useForm<RegisterValues>();
  const queryClient = useQueryClient();
  const [secondsLeft, startCountdown] = useCountdown();
  const showErrors = (error: ApiError) => showServerFieldErrors(form, error, FIELDS);
  const register = useRegister({ onSuccess, onError: showErrors });
  const createCode = useCreateCode({
    onSuccess: (result) => startCountdown(result.resend_in || DEFAULT_RESEND_SECONDS),
    onError: showErrors,
  });

  // Runs on blur only: a failed check is ignored, the server still refuses a taken phone on submit.
  const phoneFreeRule: FormRule = {
    validateTrigger: 'onBlur',
    validator: async (_rule, value: string | undefined) => {
      const phone = value?.trim() ?? '';
      if (!MOBILE_PATTERN.test(phone)) return;
      const result = await queryClient.fetchQuery(getCheckPhoneQueryOptions(phone)).catch(() => null);
      if (result?.exists) throw new Error(PHONE_TAKEN_TEXT);
    },
  };

  const confirmRule = samePasswordAs('password', '请再次输入密码');

  const sendCode = async () => {
    const { phone } = await form.validateFields(['phone']).catch(() => ({ phone: undefined }));
    if (phone) createCode.mutate({ phone: phone.trim() });
  };

  const submit = ({ confirm: _confirm, email, ...values }: RegisterValues) => {
    const trimmedEmail = email?.trim();
    register.mutate({
      ...values,
      ...(trimmedEmail ? { email: trimmedEmail } : {}),
      ...(referralCode ? { ref: referralCode } : {}),
    });
  };

  return (
    <Form
      form={form}
      name="register"
      layout="horizontal"
      labelCol={{ flex: '96px' }}
      wrapperCol={{ flex: 'auto' }}
      size="large"
      onFinish={submit}
      className="yc-register-form"
    >
      <Form.Item label="企业名称" name="company" required rules={[schemaRule(shape.company)]}>
        <Input placeholder="请填写营业执照上的企业名称" autoComplete="organization" />
      </Form.Item>
      <Form.Item label="联系人" name="name" required rules={[schemaRule(shape.name)]}>
        <Input placeholder="请填写联系人姓名" autoComplete="name" />
      </Form.Item>
      <Form.Item
        label="手机号"
        name="phone"
        required
        validateFirst
        validateTrigger={['onChange', 'onBlur']}
        rules={[schemaRule(shape.phone), phoneFreeRule]}
      >
        <Input placeholder="请填写手机号，用于登录" maxLength={11} autoComplete="tel" inputMode="numeric" />
      </Form.Item>
      <Form.Item label="邮箱" name="email" rules={[schemaRule(shape.email)]}>
        <Input placeholder="选填，用于接收电子发票" autoComplete="email" />
      </Form.Item>
      <Form.Item label="短信验证码" htmlFor="register_code" required>
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
      <Form.Item label="密码" name="password" required rules={[schemaRule(shape.password)]}>
        <Input.Password placeholder="6-20位，须同时包含字母和数字" autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="确认密码" name="confirm" required dependencies={['password']} rules={[confirmRule]}>
        <Input.Password placeholder="请再次输入密码" autoComplete="new-password" />
      </Form.Item>
      <Form.Item className="yc-register-actions">
        <Button type="primary" htmlType="submit" block loading={register.isPending}>
          注册
        </Button>
        <div className="yc-auth-links">
          <span>已有账号？</span>
          <Link to={paths.login.getHref()}>立即登录</Link>
        </div>
      </Form.Item>
    </Form>
  );
}
