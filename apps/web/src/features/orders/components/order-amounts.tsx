import type { OrderDetail } from '@yaocai/domain/contracts/order-responses';
import { minusYuan, yuan } from '../order-display';

/** The server's amounts as sent: goods − full reduction − coupon + freight = payable. */
export function OrderAmounts({ order }: { order: OrderDetail }) {
  const rows = [
    { label: '商品金额', value: yuan(order.goods_amount) },
    { label: '满减', value: minusYuan(order.manjian_amount) },
    { label: '优惠券', value: minusYuan(order.coupon_amount) },
    { label: '运费', value: `+${yuan(order.freight)}` },
  ];
  return (
    <section className="yc-orders-panel yc-orders-amounts" aria-label="订单金额">
      <dl>
        {rows.map((row) => (
          <div key={row.label} className="yc-orders-amount-row">
            <dt>{row.label}：</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
        <div className="yc-orders-amount-row yc-orders-amount-total">
          <dt>{order.paid_at ? '实付' : '应付'}：</dt>
          <dd className="yc-orders-price">{yuan(order.payable)}</dd>
        </div>
      </dl>
    </section>
  );
}
