import { Button, Form, Input, Space } from 'antd';
import { updateUserInfoBody, type UserState } from '@yaocai/domain/contracts/user';
import type { ApiError } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { schemaRule, showServerFieldErrors } from '../../../lib/form-rules';
import { useUpdateUserInfo } from '../api/account-settings';
import { useCreateCode } from '../api/create-code';
import { useCountdown } from '../hooks/use-countdown';

const FIELDS = ['name', 'phone', 'code'] as const;
const { shape } = updateUserInfoBody;

interface Values {
  name: string;
  phone: string;
  code?: string;
}

/** The contact's name and phone; a new phone (also the login name) is confirmed by a code sent to it. */
export function ProfileForm({ user }: { user: UserState }) {
  const [form] = Form.useForm<Values>();
  const phone = Form.useWatch('phone', form) ?? user.phone;
  const phoneChanged = phone.trim() !== user.phone;
  const [secondsLeft, startCountdown] = useCountdown();
  const showErrors = (error: ApiError) => showServerFieldErrors(form, error, FIELDS);
  const createCode = useCreateCode({
    onSuccess: (sent) => startCountdown(sent.resend_in || 60),
    onError: showErrors,
  });
  const update = useUpdateUserInfo({
    onSuccess: ({ msg }) => {
      void message.success(msg || '修改成功');
      form.setFieldValue('code', undefined);
    },
    onError: showErrors,
  });

  const sendCode = async () => {
    const values = await form.validateFields(['phone']).catch(() => null);
    if (values) createCode.mutate({ phone: values.phone.trim() });
  };

  return (
    <Form<Values>
      form={form}
      name="profile"
      layout="horizontal"
      labelCol={{ flex: '96px' }}
      wrapperCol={{ flex: '360px' }}
      initialValues={{ name: user.name, phone: user.phone }}
      onFinish={(values) =>
        update.mutate({
          name: values.name.trim(),
          phone: values.phone.trim(),
          ...(phoneChanged && values.code ? { code: values.code } : {}),
        })
      }
    >
      <Form.Item label="企业名称">
        <span>{user.company}</span>
      </Form.Item>
      <Form.Item label="联系人" name="name" required rules={[schemaRule(shape.name)]}>
        <Input maxLength={30} autoComplete="name" />
      </Form.Item>
      <Form.Item
        label="手机号"
        name="phone"
        required
        rules={[schemaRule(shape.phone)]}
        extra="手机号也是登录账号"
      >
        <Input maxLength={11} inputMode="numeric" autoComplete="tel" />
      </Form.Item>
      {phoneChanged && (
        <Form.Item label="短信验证码" htmlFor="profile_code" required>
          <Space.Compact block>
            <Form.Item
              name="code"
              noStyle
              rules={[{ required: true, message: '请填写新手机号收到的验证码' }]}
            >
              <Input maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
            </Form.Item>
            <Button disabled={secondsLeft > 0} loading={createCode.isPending} onClick={() => void sendCode()}>
              {secondsLeft > 0 ? `${secondsLeft}秒后重新获取` : '获取验证码'}
            </Button>
          </Space.Compact>
        </Form.Item>
      )}
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          保存
        </Button>
      </Form.Item>
    </Form>
  );
}
