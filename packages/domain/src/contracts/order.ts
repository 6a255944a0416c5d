import { z } from 'zod';
import { id, oneOf, page, pageSize } from '../validation/numbers.ts';
import { optionalText } from '../validation/text.ts';
import { LIST_PAGE_SIZE_MAX } from './list-query.ts';

/** Order states (docs/orders.md): each order is in exactly one; see ORDER_TRANSITIONS. */
export const ORDER_STATUS = {
  unpaid: 1,
  toShip: 2,
  shipped: 3,
  completed: 4,
  cancelled: 5,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  1: '待付款',
  2: '待发货',
  3: '已发货',
  4: '已完成',
  5: '已取消',
};

/**
 * A paid order that has shipped part of what it owes: still 待发货 (its status stays toShip until
 * nothing is owed), labelled so the buyer sees that the rest is still coming.
 */
export const PART_SHIPPED_LABEL = '部分发货';

/** The label of an order's state as buyers and operators see it. */
export const orderStateLabel = (status: OrderStatus, partShipped: boolean): string =>
  partShipped && status === ORDER_STATUS.toShip ? PART_SHIPPED_LABEL : ORDER_STATUS_LABEL[status];

/** The tabs of /order: 0 is every order. */
export const ORDER_TABS = [0, 1, 2, 3, 4, 5] as const;

export const ORDER_KEYWORD_MAX = 50;
export const orderParams = z.object({ id: id('订单') });

export const orderListQuery = z.object({
  /** 0 every state, else an ORDER_STATUS. */
  state: oneOf([0, 1, 2, 3, 4, 5], '订单状态不正确').default(0),
  page: page(),
  page_size: pageSize(LIST_PAGE_SIZE_MAX, 10),
  /** An order number or part of a goods name. */
  keyword: optionalText('搜索词', ORDER_KEYWORD_MAX),
});

export const cancelOrderBody = z.object({
  reason: optionalText('取消原因', 100),
});

export const fastBuyQuery = z.object({
  page: page(),
  page_size: pageSize(LIST_PAGE_SIZE_MAX, 20),
  /** 1 most often bought first, 2 most recently bought first. */
  order: oneOf([1, 2], '排序方式不正确').default(1),
});
