import { dayjs } from '../../lib/dayjs';
import type { InvoiceListParams } from './api/order-keys';

export const INVOICE_PAGE_SIZE = 10;
export const INVOICE_DATE_FORMAT = 'YYYY-MM-DD';
export const ORDER_NO_MAX = 32;

export interface InvoiceFilters {
  page: number;
  orderNo: string;
  /** Dates as YYYY-MM-DD, or '' when not chosen. */
  start: string;
  end: string;
}

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
};

const dateOf = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).isValid() ? value : '';

export const cleanOrderNo = (value: string) => value.trim().slice(0, ORDER_NO_MAX);

export function parseInvoiceFilters(search: URLSearchParams): InvoiceFilters {
  const start = dateOf(search.get('start_time'));
  const end = dateOf(search.get('end_time'));
  // A range needs both ends.
  const range = start && end ? { start, end } : { start: '', end: '' };
  return { page: pageOf(search.get('page')), orderNo: cleanOrderNo(search.get('order_no') ?? ''), ...range };
}

/** Identifies the applied filters, paging aside. */
export const filtersKey = ({ orderNo, start, end }: InvoiceFilters) => [orderNo, start, end].join('|');

export function toInvoiceSearch({ page, orderNo, start, end }: InvoiceFilters): Record<string, string> {
  return {
    ...(page !== 1 && { page: String(page) }),
    ...(orderNo && { order_no: orderNo }),
    ...(start && { start_time: start, end_time: end }),
  };
}

/** Dates are left out when not chosen: the server refuses an empty date. */
export const toInvoiceParams = ({ page, orderNo, start, end }: InvoiceFilters): InvoiceListParams => ({
  page,
  page_size: INVOICE_PAGE_SIZE,
  order_no: orderNo,
  ...(start && { start_time: start, end_time: end }),
});
