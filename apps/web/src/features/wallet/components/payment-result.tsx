import { Alert } from 'antd';
import { useEffect } from 'react';

/** A payment as the shop tells it; one neither pending nor paid (a repayment refunded or rejected) says why. */
interface PaymentState {
  status: string;
  status_label?: string;
  reason?: string | null;
}

interface PaymentResultProps {
  /** What was paid, e.g. 充值 ¥1000.00. */
  subject: string | undefined;
  query: { isPending: boolean; isError: boolean; data?: PaymentState | undefined };
  paidText: string;
  /** Once it is no longer pending: the balance and bills may have changed. */
  onPaid: () => void;
}

/**
 * Back from the gateway's cashier: the payment's state as the shop knows it, which follows the
 * gateway's notify by a moment, so it is asked again until it is no longer pending.
 */
export function PaymentResult({ subject, query, paidText, onPaid }: PaymentResultProps) {
  const status = query.data?.status;
  const settled = status !== undefined && status !== 'pending';
  useEffect(() => {
    if (settled) onPaid();
  }, [settled, onPaid]);
  if (query.isError) return <Alert type="warning" showIcon title="未找到该笔支付，请刷新后查看" />;
  if (query.isPending) return null;
  if (status === 'paid')
    return <Alert type="success" showIcon title={`${subject ?? ''} ${paidText}`} role="status" />;
  return settled ? (
    <Alert
      type="warning"
      showIcon
      role="status"
      title={`${subject ?? ''} ${query.data?.status_label ?? ''}`}
      description={query.data?.reason}
    />
  ) : (
    <Alert
      type="info"
      showIcon
      role="status"
      title={`${subject ?? ''} 支付结果确认中…`}
      description="如已在收银台付款，到账通常只需几秒；未付款可重新发起。"
    />
  );
}
