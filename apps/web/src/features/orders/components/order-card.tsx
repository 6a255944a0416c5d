import type { OrderSummary } from '@yaocai/domain/contracts/order-responses';
import { GoodsImage } from '../../../components/goods-image';
import { formatTime, isPaid, yuan } from '../order-display';
import { OrderActions } from './order-actions';
import { OrderStatusTag } from './order-status-tag';

function OrderPreview({ order }: { order: OrderSummary }) {
  return (
    <ul className="yc-orders-preview" aria-label="订单商品">
      {order.preview.map((line, index) => (
        <li key={index} className="yc-orders-preview-item">
          <GoodsImage className="yc-orders-thumb" src={line.image ?? undefined} alt={line.name} />
          <span className="yc-orders-preview-name">{line.name}</span>
          <span className="yc-orders-preview-number">×{line.number}</span>
        </li>
      ))}
      {order.line_count > order.preview.length && (
        <li className="yc-orders-preview-more">等{order.line_count}种商品</li>
      )}
    </ul>
  );
}

export function OrderCard({ order }: { order: OrderSummary }) {
  return (
    <article className="yc-orders-card" aria-label={order.order_no}>
      <header className="yc-orders-card-head">
        <span>订单号：{order.order_no}</span>
        <span className="yc-orders-muted">下单时间：{formatTime(order.created_at)}</span>
        <OrderStatusTag order={order} />
      </header>
      <div className="yc-orders-card-body">
        <OrderPreview order={order} />
        <div className="yc-orders-card-amount">
          <span className="yc-orders-muted">{isPaid(order) ? '实付金额' : '应付金额'}</span>
          <strong className="yc-orders-price">{yuan(order.payable)}</strong>
        </div>
        <OrderActions order={order} withDetailLink />
      </div>
    </article>
  );
}
