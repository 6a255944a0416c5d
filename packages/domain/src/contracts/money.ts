import { z } from 'zod';
import { dateRangeInOrder } from '../validation/dates.ts';
import { oneOf, page, pageSize } from '../validation/numbers.ts';
import { dateRange, END_BEFORE_START, LIST_PAGE_SIZE_MAX } from './list-query.ts';
import { instant, yuan } from './wire.ts';

export const moneyLogQuery = z
  .object({
    page: page(),
    page_size: pageSize(LIST_PAGE_SIZE_MAX, 10),
    /** 0 every movement, 1 money in (top-up, refund), 2 money out (payment). */
    use_type: oneOf([0, 1, 2], '类型不正确').default(0),
    ...dateRange,
  })
  .refine(dateRangeInOrder, END_BEFORE_START);

export const creditListQuery = z.object({
  page: page(),
  page_size: pageSize(LIST_PAGE_SIZE_MAX, 10),
  /** 0 every bill, 1 still to repay, 2 settled (repaid or refunded). */
  type: oneOf([0, 1, 2], '类型不正确').default(0),
});

export const moneyLogEntry = z.object({
  id: z.number().int(),
  change: yuan.meta({ description: 'Positive in, negative out' }),
  balance_after: yuan,
  kind: z.string(),
  memo: z.string(),
  created_at: instant,
});
export type MoneyLogEntry = z.infer<typeof moneyLogEntry>;

export const balance = z.object({ balance: yuan });

export const creditState = z.object({ limit: yuan, used: yuan, available: yuan });
export type CreditState = z.infer<typeof creditState>;

export const creditBill = z.object({
  id: z.number().int(),
  order_no: z.string(),
  amount: yuan,
  status: z
    .enum(['unpaid', 'repaid', 'refunded'])
    .meta({ description: 'unpaid: to repay by due_at; repaid; refunded: the order was cancelled' }),
  created_at: instant,
  due_at: instant,
  settled_at: instant.nullable(),
});
export type CreditBill = z.infer<typeof creditBill>;
