import { Alert } from 'antd';
import { useEffect } from 'react';

interface PaymentResultProps {
  /** What was paid, e.g. 充值 ¥1000.00. */
  subject: string | undefined;
  query: { isPending: boolean; isError: boolean; data?: { status: 'pending' | 'paid' } | undefined };
  paidText: string;
  onPaid: () => void;
}

/**
 * Back from the gateway's cashier: the payment's state as the shop knows it, which follows the
 * gateway's notify by a moment, so it is asked again until it is paid.
 */
export function PaymentResult({ subject, query, paidText, onPaid }: PaymentResultProps) {
  const paid = query.data?.status === 'paid';
  useEffect(() => {
    if (paid) onPaid();
  }, [paid, onPaid]);
  if (query.isError) return <Alert type="warning" showIcon title="未找到该笔支付，请刷新后查看" />;
  if (query.isPending) return null;
  return paid ? (
    <Alert type="success" showIcon title={`${subject ?? ''} ${paidText}`} role="status" />
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
