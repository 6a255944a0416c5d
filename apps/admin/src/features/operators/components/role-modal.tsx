import { useState } from 'react';
import { Alert, Checkbox, Form, Input, Modal } from 'antd';
import { roleBody, type AdminRole, type Permission } from '@yaocai/domain/contracts/admin';
import { isApiError } from '../../../lib/api-client';
import { schemaRule, showFieldErrors } from '../../../lib/form-rules';
import { useSaveRole } from '../api/save-role';
import { permissionOptions } from '../permission-labels';
import { useWithinMine } from '../within-mine';

interface RoleForm {
  name: string;
  permissions: Permission[];
}

const FORM_FIELDS: Record<string, string[]> = { name: ['name'], permissions: ['permissions'] };
const fieldOf = (field: string) => FORM_FIELDS[field] ?? null;

interface RoleModalProps {
  /** The role to edit; without it, a new role. */
  role?: AdminRole;
  open: boolean;
  onClose: () => void;
}

export function RoleModal({ role, open, onClose }: RoleModalProps) {
  const [form] = Form.useForm<RoleForm>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSaveRole({ onSaved: onClose });
  const withinMine = useWithinMine();
  const options = permissionOptions.map((option) => ({ ...option, disabled: !withinMine([option.value]) }));
  const initialValues: RoleForm = {
    name: role?.name ?? '',
    permissions: (role?.permissions ?? []) as Permission[],
  };

  const submit = (values: RoleForm) => {
    setRefusal(null);
    save.mutate(
      { id: role?.id, body: { name: values.name.trim(), permissions: values.permissions } },
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
      title={role ? `编辑角色：${role.name}` : '新增角色'}
      open={open}
      width={640}
      okText="保存"
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      afterClose={() => setRefusal(null)}
      destroyOnHidden
    >
      {refusal && <Alert type="error" title={refusal} showIcon style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" initialValues={initialValues} preserve={false} onFinish={submit}>
        <Form.Item name="name" label="角色名称" rules={[schemaRule(roleBody.shape.name)]}>
          <Input maxLength={30} placeholder="如：仓库发货员" />
        </Form.Item>
        <Form.Item
          name="permissions"
          label="权限"
          extra={options.some((option) => option.disabled) && '不可选的权限您自己没有，不能授予'}
        >
          <Checkbox.Group
            options={options}
            style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', rowGap: 8 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
