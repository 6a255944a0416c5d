import { useState } from 'react';
import { Alert, App, Form, Input, Modal, Switch, Typography } from 'antd';
import {
  operatorUpdateBody,
  type AdminOperator,
  type OperatorUpdateBody,
} from '@yaocai/domain/contracts/admin';
import { isApiError } from '../../../lib/api-client';
import { schemaRule, showFieldErrors } from '../../../lib/form-rules';
import { useOperator } from '../../../lib/operator';
import { useUpdateOperator } from '../api/update-operator';
import { RoleSelect } from './role-select';

const FORM_FIELDS = ['name', 'role_id', 'active'];
const fieldOf = (field: string) => (FORM_FIELDS.includes(field) ? [field] : null);

interface EditOperatorModalProps {
  operator: AdminOperator;
  open: boolean;
  onClose: () => void;
}

export function EditOperatorModal({ operator, open, onClose }: EditOperatorModalProps) {
  const { modal } = App.useApp();
  const self = useOperator().id === operator.id;
  const [form] = Form.useForm<OperatorUpdateBody>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const update = useUpdateOperator({ onSaved: onClose });
  const initialValues: OperatorUpdateBody = {
    name: operator.name,
    role_id: operator.role_id,
    active: operator.active,
  };

  const send = (values: OperatorUpdateBody) => {
    setRefusal(null);
    update.mutate(
      { id: operator.id, body: { ...values, name: values.name.trim() } },
      {
        onError: (error) => {
          if (!isApiError(error)) return setRefusal('保存失败，请稍后重试');
          if (!showFieldErrors(form, error, fieldOf)) setRefusal(error.msg || '保存失败，请稍后重试');
        },
      },
    );
  };

  // Disabling signs the operator out everywhere: it is confirmed first.
  const submit = (values: OperatorUpdateBody) => {
    if (!(operator.active && !values.active)) return send(values);
    modal.confirm({
      title: `停用操作员「${operator.name}」`,
      content: '停用后该操作员将无法登录，其已登录的会话会立即结束。确定停用吗？',
      okText: '确定停用',
      okButtonProps: { danger: true },
      cancelText: '不停用',
      onOk: () => send(values),
    });
  };

  return (
    <Modal
      title={`编辑操作员：${operator.username}`}
      open={open}
      okText="保存"
      onOk={() => form.submit()}
      confirmLoading={update.isPending}
      onCancel={onClose}
      afterClose={() => setRefusal(null)}
      destroyOnHidden
    >
      {refusal && <Alert type="error" title={refusal} showIcon style={{ marginBottom: 16 }} />}
      {self && (
        <Typography.Paragraph type="secondary">
          这是您自己的账号：不能修改自己的角色，也不能停用。
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" initialValues={initialValues} preserve={false} onFinish={submit}>
        <Form.Item name="name" label="姓名" rules={[schemaRule(operatorUpdateBody.shape.name)]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="role_id" label="角色" rules={[{ required: true, message: '请选择角色' }]}>
          <RoleSelect disabled={self} />
        </Form.Item>
        <Form.Item name="active" label="启用" valuePropName="checked">
          <Switch checkedChildren="启用" unCheckedChildren="停用" disabled={self} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
