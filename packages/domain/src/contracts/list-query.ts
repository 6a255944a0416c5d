import { z } from 'zod';
import { date } from '../validation/dates.ts';
import { oneOf } from '../validation/numbers.ts';

/** Page size limit of the buyer's lists (orders, invoices, money, history). */
export const LIST_PAGE_SIZE_MAX = 50;

/** Dates of a list filter; the end may not come before the start. */
export const dateRange = {
  start_time: date('开始时间').optional(),
  end_time: date('结束时间').optional(),
};
export const END_BEFORE_START = { message: '结束时间不能早于开始时间', path: ['end_time'] };

/** A console list's page size: 20 (the default), 50 or 100, the sizes its table offers. */
export const consolePageSize = () => oneOf([20, 50, 100], '每页条数只能是20、50或100').default(20);

/** A console list's direction of sort: newest (largest) first unless told otherwise. */
export const sortDirection = (fallback: 'asc' | 'desc' = 'desc') =>
  z.enum(['asc', 'desc'], { error: '排序方向不正确' }).default(fallback);
