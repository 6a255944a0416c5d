import { Tag } from 'antd';
import { ORDER_STATUS_LABEL, type OrderStatus } from '@yaocai/domain/contracts/order';

const COLOR: Record<OrderStatus, string> = { 1: 'orange', 2: 'blue', 3: 'cyan', 4: 'green', 5: 'default' };

export function OrderStatusTag({ status }: { status: number }) {
  const known = status as OrderStatus;
  return <Tag color={COLOR[known]}>{ORDER_STATUS_LABEL[known] ?? status}</Tag>;
}
