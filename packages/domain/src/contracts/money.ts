import { z } from 'zod';
import { dateRangeInOrder } from '../validation/dates.ts';
import { oneOf, page, pageSize } from '../validation/numbers.ts';
import { dateRange, END_BEFORE_START, LIST_PAGE_SIZE_MAX } from './list-query.ts';

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

export type { CreditBill, CreditState, MoneyLogEntry } from './money-responses.ts';
