import { date } from '../validation/dates.ts';

/** Page size limit of the buyer's lists (orders, invoices, money, history). */
export const LIST_PAGE_SIZE_MAX = 50;

/** Dates of a list filter; the end may not come before the start. */
export const dateRange = {
  start_time: date('开始时间').optional(),
  end_time: date('结束时间').optional(),
};
export const END_BEFORE_START = { message: '结束时间不能早于开始时间', path: ['end_time'] };
