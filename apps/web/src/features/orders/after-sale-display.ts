import type { AfterSaleState } from '@yaocai/domain/contracts/after-sales';
import { ORDER_STATUS } from '@yaocai/domain/contracts/order';
import type { OrderSummary } from '@yaocai/domain/contracts/order-responses';

export const AFTER_SALE_STATE_COLOR: Record<AfterSaleState, string> = {
  pending: 'orange',
  returning: 'blue',
  refunding: 'cyan',
  refunded: 'green',
  rejected: 'default',
};

/** Only shipped goods can be claimed on: shipped, completed and part-shipped orders have after-sales. */
export const hasAfterSales = (order: Pick<OrderSummary, 'status' | 'part_shipped'>) =>
  order.status === ORDER_STATUS.shipped || order.status === ORDER_STATUS.completed || order.part_shipped;
