import { Tag } from 'antd';
import type { OrderSummary } from '@yaocai/domain/contracts/order-responses';
import { STATUS_COLOR } from '../order-display';

/** The order's state as the server names it (a part-shipped order: 部分发货). */
export function OrderStatusTag({
  order,
}: {
  order: Pick<OrderSummary, 'status' | 'status_label' | 'part_shipped'>;
}) {
  return (
    <Tag className="yc-orders-status" color={order.part_shipped ? 'gold' : STATUS_COLOR[order.status]}>
      {order.status_label}
    </Tag>
  );
}
