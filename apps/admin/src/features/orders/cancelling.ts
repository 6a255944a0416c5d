import type { AdminOrderDetail } from '@yaocai/domain/contracts/admin';
import { ORDER_STATUS } from '@yaocai/domain/contracts/order';

/**
 * An order can be cancelled whole until anything ships: unpaid, or paid and waiting to ship (as the
 * server allows); once part of it has shipped, only what it still owes (取消未发部分).
 */
export const canCancel = (order: Pick<AdminOrderDetail, 'status' | 'part_shipped'>) =>
  order.status === ORDER_STATUS.unpaid || (order.status === ORDER_STATUS.toShip && !order.part_shipped);

export const canCancelUnshipped = (order: Pick<AdminOrderDetail, 'status' | 'part_shipped'>) =>
  order.status === ORDER_STATUS.toShip && order.part_shipped;
