import { Steps } from 'antd';
import type { OrderDetail } from '@yaocai/domain/contracts/order-responses';
import { formatTime } from '../order-display';
import { progressOf, statusHint } from '../order-progress';
import { OrderActions } from './order-actions';
import { OrderStatusTag } from './order-status-tag';

export function OrderStatusPanel({ order }: { order: OrderDetail }) {
  const progress = progressOf(order);
  return (
    <section className="yc-orders-panel yc-orders-status-panel" aria-label="订单状态">
      <div className="yc-orders-status-main">
        <div className="yc-orders-status-head">
          <OrderStatusTag order={order} />
          <span>订单号：{order.order_no}</span>
          <span className="yc-orders-muted">下单时间：{formatTime(order.created_at)}</span>
        </div>
        <p className="yc-orders-status-hint">{statusHint(order)}</p>
        <OrderActions order={order} />
      </div>
      <Steps
        className="yc-orders-steps"
        size="small"
        current={progress.current}
        status={progress.status}
        items={progress.steps.map((step) => ({ title: step.title, content: step.time }))}
      />
    </section>
  );
}
