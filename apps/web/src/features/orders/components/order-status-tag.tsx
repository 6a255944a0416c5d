import { Tag } from 'antd';
import { ORDER_STATUS_LABEL, type OrderStatus } from '@yaocai/domain/contracts/order';
import { STATUS_COLOR } from '../order-display';

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return (
    <Tag className="yc-orders-status" color={STATUS_COLOR[status]}>
      {ORDER_STATUS_LABEL[status]}
    </Tag>
  );
}
