import type { AdminOrderDetail } from '@yaocai/domain/contracts/admin';
import { ORDER_STATUS } from '@yaocai/domain/contracts/order';

/** An order can be cancelled until it ships: unpaid, or paid and waiting to ship (as the server allows). */
export const canCancel = (order: Pick<AdminOrderDetail, 'status'>) =>
  order.status === ORDER_STATUS.unpaid || order.status === ORDER_STATUS.toShip;
