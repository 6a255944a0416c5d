import { useState } from 'react';
import { Alert, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { creditLineBody, type AdminBuyerDetail } from '@yaocai/domain/contracts/admin';
import { isApiError } from '../../../lib/api-client';
import { problemRule, schemaRule, showFieldErrors } from '../../../lib/form-rules';
import { useSetCreditLine } from '../api/set-credit-line';
import { creditLimitProblem, creditLineOf, type CreditForm } from '../buyer-money';

const REASON_MAX = 100;

/** The wire's fields at fault, as the form names them. */
const FORM_FIELDS: Record<string, string[]> = {
  limit_fen: ['limit'],
  term_days: ['term_days'],
  reason: ['reason'],
};
const fieldOf = (field: string) => FORM_FIELDS[field] ?? null;

interface CreditLineModalProps {
  buyer: AdminBuyerDetail;
  open: boolean;
  onClose: () => void;
}

export function CreditLineModal({ buyer, open, onClose }: CreditLineModalProps) {
  const [form] = Form.useForm<CreditForm>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSetCreditLine({ onSaved: onClose });
  const initialValues: CreditForm = {
    limit: buyer.credit?.limit ?? null,
    term_days: buyer.credit?.term_days ?? null,
    reason: '',
  };

  const submit = (values: CreditForm) => {
    setRefusal(null);
    save.mutate(
      { id: buyer.id, body: creditLineOf(values) },
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
      title="设置授信"
      open={open}
      okText="保存"
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      afterClose={() => setRefusal(null)}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {buyer.credit
          ? `${buyer.company} 已用额度 ¥${buyer.credit.used}，授信额度不能低于已用额度。`
          : `${buyer.company} 尚未开通授信。`}
      </Typography.Paragraph>
      {refusal && <Alert type="error" title={refusal} showIcon style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" initialValues={initialValues} preserve={false} onFinish={submit}>
        <Form.Item name="limit" label="授信额度（元）" rules={[problemRule(creditLimitProblem)]}>
          <InputNumber<string> stringMode min="0" precision={2} prefix="¥" style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="term_days" label="账期（天）" rules={[schemaRule(creditLineBody.shape.term_days)]}>
          <InputNumber min={1} max={365} precision={0} suffix="天" style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="reason" label="调整原因" rules={[schemaRule(creditLineBody.shape.reason)]}>
          <Input maxLength={REASON_MAX} showCount placeholder="如：年度授信评审" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
