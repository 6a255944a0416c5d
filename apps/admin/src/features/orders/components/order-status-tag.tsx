import { Tag } from 'antd';
import { ORDER_STATUS_LABEL, PART_SHIPPED_LABEL, type OrderStatus } from '@yaocai/domain/contracts/order';

const COLOR: Record<OrderStatus, string> = { 1: 'orange', 2: 'blue', 3: 'cyan', 4: 'green', 5: 'default' };

/** The order's state; a part-shipped order (still 待发货) says so. */
export function OrderStatusTag({ status, partShipped = false }: { status: number; partShipped?: boolean }) {
  const known = status as OrderStatus;
  if (partShipped && status === 2) return <Tag color="gold">{PART_SHIPPED_LABEL}</Tag>;
  return <Tag color={COLOR[known]}>{ORDER_STATUS_LABEL[known] ?? status}</Tag>;
}
