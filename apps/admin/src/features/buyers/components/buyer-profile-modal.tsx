import { useState } from 'react';
import { Alert, Form, Modal, Select } from 'antd';
import {
  buyerProfileBody,
  type AdminBuyerDetail,
  type BuyerProfileBody,
  type CustomerType,
  type Region,
} from '@yaocai/domain/contracts/admin';
import { customerTypeOptions, regionOptions } from '../buyer-segments';
import { isApiError } from '../../../lib/api-client';
import { schemaRule, showFieldErrors } from '../../../lib/form-rules';
import { useBusinessScopes } from '../api/get-business-scopes';
import { useManagers } from '../../../lib/account-managers';
import { useUpdateBuyerProfile } from '../api/update-buyer-profile';

/** The choice that sends no manager: the buyer is shown the shop's default one. */
const DEFAULT_MANAGER = 'default';

interface ProfileForm {
  manager: number | typeof DEFAULT_MANAGER;
  business_scopes: string[];
  customer_type: CustomerType | null;
  region: Region | null;
}

const FORM_FIELDS: Record<string, string[]> = {
  manager_id: ['manager'],
  business_scopes: ['business_scopes'],
  customer_type: ['customer_type'],
  region: ['region'],
};
const fieldOf = (field: string) => FORM_FIELDS[field] ?? null;

const profileOf = (form: ProfileForm): BuyerProfileBody => ({
  manager_id: form.manager === DEFAULT_MANAGER ? null : form.manager,
  business_scopes: form.business_scopes,
  customer_type: form.customer_type ?? null,
  region: form.region ?? null,
});

interface BuyerProfileModalProps {
  buyer: AdminBuyerDetail;
  open: boolean;
  onClose: () => void;
}

export function BuyerProfileModal({ buyer, open, onClose }: BuyerProfileModalProps) {
  const [form] = Form.useForm<ProfileForm>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const managers = useManagers({ enabled: open });
  const scopes = useBusinessScopes({ enabled: open });
  const save = useUpdateBuyerProfile({ onSaved: onClose });
  const initialValues: ProfileForm = {
    manager: buyer.manager?.id ?? DEFAULT_MANAGER,
    business_scopes: buyer.business_scopes,
    customer_type: (buyer.customer_type as CustomerType | null) ?? null,
    region: (buyer.region as Region | null) ?? null,
  };
  const managerOptions = [
    { value: DEFAULT_MANAGER, label: '使用默认客户经理' },
    ...(managers.data ?? []).map((manager) => ({
      value: manager.id,
      label: `${manager.name}（${manager.phone}）${manager.is_default ? ' · 默认' : ''}`,
    })),
  ];
  // The buyer's own scopes stay choosable even when no goods use them any more.
  const scopeOptions = [...new Set([...(scopes.data ?? []), ...buyer.business_scopes])].map((scope) => ({
    value: scope,
    label: scope,
  }));

  const submit = (values: ProfileForm) => {
    setRefusal(null);
    save.mutate(
      { id: buyer.id, body: profileOf(values) },
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
      title="编辑客户资料"
      open={open}
      okText="保存"
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      afterClose={() => setRefusal(null)}
      destroyOnHidden
    >
      {(managers.isError || scopes.isError) && (
        <Alert
          type="warning"
          title="客户经理或经营范围加载失败，请关闭后重试"
          showIcon
          style={{ marginBottom: 16 }}
        />
      )}
      {refusal && <Alert type="error" title={refusal} showIcon style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" initialValues={initialValues} preserve={false} onFinish={submit}>
        <Form.Item name="customer_type" label="客户类型">
          <Select allowClear placeholder="未分类" options={customerTypeOptions} />
        </Form.Item>
        <Form.Item name="region" label="所在地区">
          <Select allowClear showSearch placeholder="未设置" options={regionOptions} />
        </Form.Item>
        <Form.Item name="manager" label="客户经理">
          <Select options={managerOptions} loading={managers.isFetching} />
        </Form.Item>
        <Form.Item
          name="business_scopes"
          label="经营范围"
          rules={[schemaRule(buyerProfileBody.shape.business_scopes)]}
        >
          <Select
            mode="multiple"
            options={scopeOptions}
            loading={scopes.isFetching}
            placeholder="选择客户可经营的范围"
            allowClear
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
