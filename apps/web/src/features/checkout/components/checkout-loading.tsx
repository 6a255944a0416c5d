import { Skeleton } from 'antd';

export function CheckoutLoading({ label }: { label: string }) {
  return (
    <div className="yc-checkout-loading" aria-busy="true" aria-label={label}>
      <Skeleton active paragraph={{ rows: 8 }} />
    </div>
  );
}
