import { z } from 'zod';
import { date } from '../validation/dates.ts';
import { INT_MAX, integer } from '../validation/numbers.ts';
import { endNotBefore, listPage, ORDER_AMOUNT_FILTER_MAX_FEN, sortOrders } from './admin.ts';

/** 到期时间, 金额 or 逾期天数 (到期时间 the other way round). */
export const overdueBillSorts = ['due_at', 'amount', 'days_overdue'] as const;
export type OverdueBillSort = (typeof overdueBillSorts)[number];

const amountFen = (label: string) =>
  integer({
    min: 0,
    max: ORDER_AMOUNT_FILTER_MAX_FEN,
    message: `${label}须为0至1亿元之间的整数分`,
  }).optional();

/**
 * GET /api/admin/credit-bills/overdue: a page of the unpaid bills past their due date, across buyers:
 * their amount in fen, the China days they fell due (both ends included), the buyer's account manager
 * (0: buyers shown the default one); the longest overdue first by default.
 */
export const overdueBillQuery = z
  .object({
    amount_min: amountFen('最低金额'),
    amount_max: amountFen('最高金额'),
    due_from: date('到期开始日期').optional(),
    due_to: date('到期结束日期').optional(),
    manager_id: integer({ min: 0, max: INT_MAX, message: '客户经理格式不正确' }).optional(),
    sort: z.enum(overdueBillSorts, { error: '排序字段不正确' }).default('days_overdue'),
    order: z.enum(sortOrders, { error: '排序方向不正确' }).default('desc'),
    ...listPage,
  })
  .refine((query) => endNotBefore(query.amount_min, query.amount_max), {
    error: '最高金额不能低于最低金额',
    path: ['amount_max'],
  })
  .refine((query) => endNotBefore(query.due_from, query.due_to), {
    error: '到期结束日期不能早于开始日期',
    path: ['due_to'],
  });
export type OverdueBillQuery = z.infer<typeof overdueBillQuery>;
export type OverdueBillParams = z.input<typeof overdueBillQuery>;
