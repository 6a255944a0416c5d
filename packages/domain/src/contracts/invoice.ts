import { z } from 'zod';
import { dateRangeInOrder } from '../validation/dates.ts';
import { id, oneOf, page, pageSize } from '../validation/numbers.ts';
import { cleanText, optionalText, text } from '../validation/text.ts';
import { invoiceKinds, invoiceStates } from './invoice-kinds.ts';
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

export const invoiceParams = z.object({ id: id('发票') });

/** 发票管理: by invoice or order number, or the buyer's company; by kind, state and issue dates. */
/** 开票时间 or 金额 (a red-letter invoice's is negative). */
export const invoiceSorts = ['issued_at', 'amount'] as const;
export type InvoiceSort = (typeof invoiceSorts)[number];

export const adminInvoiceListQuery = z
  .object({
    keywords: optionalText('搜索词', 50),
    kind: z.enum(['', ...invoiceKinds], { error: '发票种类不正确' }).default(''),
    status: z.enum(['', ...invoiceStates], { error: '发票状态不正确' }).default(''),
    ...dateRange,
    page: page(),
    page_size: oneOf([20, 50, 100], '每页条数只能是20、50或100').default(20),
    /** Newest first by default. */
    sort: z.enum(invoiceSorts, { error: '排序字段不正确' }).default('issued_at'),
    order: z.enum(['asc', 'desc'], { error: '排序方向不正确' }).default('desc'),
  })
  .refine(dateRangeInOrder, END_BEFORE_START);
export type AdminInvoiceListQuery = z.infer<typeof adminInvoiceListQuery>;
export type AdminInvoiceListParams = z.input<typeof adminInvoiceListQuery>;

/** Reissue: the invoice is voided and issued again, same goods and amount, under a new number. */
export const reissueInvoiceBody = z.object({ reason: text('重开原因', 200) });
export type ReissueInvoiceBody = z.infer<typeof reissueInvoiceBody>;

export type { InvoiceRecord, AdminInvoice, AdminInvoiceList } from './invoice-responses.ts';
