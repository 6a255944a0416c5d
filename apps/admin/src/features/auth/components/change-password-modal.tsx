import { Alert, Form, Input, Modal } from 'antd';
import { adminPasswordBody, type AdminPasswordBody } from '@yaocai/domain/contracts/admin';
import { isApiError } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { schemaRule, showFieldErrors } from '../../../lib/form-rules';
import { useChangePassword } from '../api/change-password';

interface PasswordForm extends AdminPasswordBody {
  confirm: string;
}

const FIELDS = ['old_password', 'password'];

export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<PasswordForm>();
  const change = useChangePassword({
    onChanged: () => {
      message.success('密码已修改');
      onClose();
    },
  });
  const submit = ({ old_password, password }: PasswordForm) =>
    change.mutate(
      { old_password, password },
      {
        onError: (error) => {
          if (isApiError(error))
            showFieldErrors(form, error, (field) => (FIELDS.includes(field) ? [field] : null));
        },
      },
    );
  const refusal =
    isApiError(change.error) && Object.keys(change.error.errors).length === 0 ? change.error.msg : null;
  return (
    <Modal
      title="修改密码"
      open={open}
      okText="确定"
      onOk={() => form.submit()}
      confirmLoading={change.isPending}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        change.reset();
      }}
      destroyOnHidden
    >
      {refusal && <Alert type="error" title={refusal} showIcon style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" onFinish={submit} autoComplete="off">
        <Form.Item
          name="old_password"
          label="当前密码"
          rules={[schemaRule(adminPasswordBody.shape.old_password)]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="password"
          label="新密码"
          extra="6-20位，同时包含字母和数字"
          rules={[schemaRule(adminPasswordBody.shape.password)]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="确认新密码"
          dependencies={['password']}
          rules={[
            { required: true, message: '请再次填写新密码' },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: string) => {
                if (value && value !== getFieldValue('password')) throw new Error('两次填写的新密码不一致');
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
