import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { newOperatorBody, type NewOperatorBody } from '@yaocai/domain/contracts/admin';
import { isApiError } from '../../../lib/api-client';
import { schemaRule, showFieldErrors } from '../../../lib/form-rules';
import { useCreateOperator } from '../api/create-operator';
import { RoleSelect } from './role-select';

type NewOperatorForm = Omit<NewOperatorBody, 'role_id'> & { role_id?: number };

const FORM_FIELDS = ['username', 'name', 'password', 'role_id'];
const fieldOf = (field: string) => (FORM_FIELDS.includes(field) ? [field] : null);

export function NewOperatorModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<NewOperatorForm>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const create = useCreateOperator({ onSaved: onClose });

  const submit = (values: NewOperatorForm) => {
    setRefusal(null);
    create.mutate(
      {
        username: values.username.trim(),
        name: values.name.trim(),
        password: values.password,
        role_id: values.role_id!,
      },
      {
        onError: (error) => {
          if (!isApiError(error)) return setRefusal('保存失败，请稍后重试');
          if (!showFieldErrors(form, error, fieldOf)) setRefusal(error.msg || '保存失败，请稍后重试');
        },
      },
    );
  };

  return (
    <Modal
      title="新增操作员"
      open={open}
      okText="创建"
      onOk={() => form.submit()}
      confirmLoading={create.isPending}
      onCancel={onClose}
      afterClose={() => setRefusal(null)}
      destroyOnHidden
    >
      {refusal && <Alert type="error" title={refusal} showIcon style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" preserve={false} onFinish={submit} autoComplete="off">
        <Form.Item name="username" label="用户名" rules={[schemaRule(newOperatorBody.shape.username)]}>
          <Input maxLength={50} placeholder="登录用，字母、数字、点、横线或下划线" />
        </Form.Item>
        <Form.Item name="name" label="姓名" rules={[schemaRule(newOperatorBody.shape.name)]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="password" label="初始密码" rules={[schemaRule(newOperatorBody.shape.password)]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="role_id" label="角色" rules={[{ required: true, message: '请选择角色' }]}>
          <RoleSelect />
        </Form.Item>
      </Form>
    </Modal>
  );
}
