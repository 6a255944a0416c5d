import { dayjs } from '../../lib/dayjs';
import { ORDER_STATUS, type OrderStatus } from '@yaocai/domain/contracts/order';
import type { OrderSummary } from '@yaocai/domain/contracts/order-responses';

export const STATUS_COLOR: Record<OrderStatus, string> = {
  [ORDER_STATUS.unpaid]: 'orange',
  [ORDER_STATUS.toShip]: 'blue',
  [ORDER_STATUS.shipped]: 'cyan',
  [ORDER_STATUS.completed]: 'green',
  [ORDER_STATUS.cancelled]: 'default',
};

export const formatTime = (value: string | null | undefined) =>
  value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '—';

export const yuan = (amount: string) => `¥${amount}`;

/** A deduction as the server sent it, shown with a minus sign. */
export const minusYuan = (amount: string) => `-¥${amount}`;

/** The server sets the pay method when the order is paid, never before. */
export const isPaid = (order: Pick<OrderSummary, 'pay_method'>) => order.pay_method !== null;
