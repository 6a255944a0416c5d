import { useState } from 'react';
import { Alert, Form, Input, InputNumber, Modal, Radio, Typography } from 'antd';
import { adjustBalanceBody, type AdminBuyerDetail } from '@yaocai/domain/contracts/admin';
import { isApiError } from '../../../lib/api-client';
import { problemRule, schemaRule, showFieldErrors } from '../../../lib/form-rules';
import { useAdjustBalance } from '../api/adjust-balance';
import { balanceAmountProblem, balanceChangeOf, type BalanceForm } from '../buyer-money';

const REASON_MAX = 100;

/** The wire's fields at fault, as the form names them. */
const FORM_FIELDS: Record<string, string[]> = { change_fen: ['amount'], reason: ['reason'] };
const fieldOf = (field: string) => FORM_FIELDS[field] ?? null;

interface AdjustBalanceModalProps {
  buyer: AdminBuyerDetail;
  open: boolean;
  onClose: () => void;
}

export function AdjustBalanceModal({ buyer, open, onClose }: AdjustBalanceModalProps) {
  const [form] = Form.useForm<BalanceForm>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const adjust = useAdjustBalance({ onSaved: onClose });
  const initialValues: BalanceForm = { direction: 'add', amount: null, reason: '' };

  const submit = (values: BalanceForm) => {
    setRefusal(null);
    adjust.mutate(
      { id: buyer.id, body: balanceChangeOf(values) },
      {
        onError: (error) => {
          if (!isApiError(error)) return setRefusal('调整失败，请稍后重试');
          if (!showFieldErrors(form, error, fieldOf)) setRefusal(error.msg || '调整失败，请稍后重试');
        },
      },
    );
  };

  return (
    <Modal
      title="调整余额"
      open={open}
      okText="确认调整"
      onOk={() => form.submit()}
      confirmLoading={adjust.isPending}
      onCancel={onClose}
      afterClose={() => setRefusal(null)}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {buyer.company} 当前余额 ¥{buyer.balance}。调整后客户会收到余额变动通知。
      </Typography.Paragraph>
      {refusal && <Alert type="error" title={refusal} showIcon style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" initialValues={initialValues} preserve={false} onFinish={submit}>
        <Form.Item name="direction" label="调整方向">
          <Radio.Group
            optionType="button"
            options={[
              { value: 'add', label: '增加' },
              { value: 'take', label: '扣减' },
            ]}
          />
        </Form.Item>
        <Form.Item name="amount" label="金额（元）" rules={[problemRule(balanceAmountProblem)]}>
          <InputNumber<string> stringMode min="0.01" precision={2} prefix="¥" style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="reason" label="调整原因" rules={[schemaRule(adjustBalanceBody.shape.reason)]}>
          <Input maxLength={REASON_MAX} showCount placeholder="如：线下转账充值、退款返还" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
