import { z } from 'zod';
import { dateRangeInOrder } from '../validation/dates.ts';
import { oneOf, page, pageSize } from '../validation/numbers.ts';
import { cleanText, optionalText } from '../validation/text.ts';
import { dateRange, END_BEFORE_START, LIST_PAGE_SIZE_MAX } from './list-query.ts';

/** 0 no invoice, 1 普通发票 (plain), 2 增值税专用发票 (special: needs the buyer's tax details). */
export const INVOICE_TYPE = { none: 0, plain: 1, special: 2 } as const;
export type InvoiceType = (typeof INVOICE_TYPE)[keyof typeof INVOICE_TYPE];
export const INVOICE_TYPE_LABEL: Record<InvoiceType, string> = {
  0: '不开发票',
  1: '普通发票',
  2: '增值税专用发票',
};

export const invoiceFields = {
  invoice_type: oneOf<InvoiceType>([0, 1, 2], '发票类型不正确').default(0),
  /** The title on a plain invoice (the company by default); special invoices use the buyer's tax details. */
  invoice_title: optionalText('发票抬头', 100),
};

export const invoiceListQuery = z
  .object({
    page: page(),
    page_size: pageSize(LIST_PAGE_SIZE_MAX, 10),
    order_no: cleanText('订单号', 32).default(''),
    ...dateRange,
  })
  .refine(dateRangeInOrder, END_BEFORE_START);

export type { InvoiceRecord } from './invoice-responses.ts';
