import { z } from 'zod';
import { invoiceKinds, invoiceStates } from './invoice-kinds.ts';
import { instant, pagedOf, yuan } from './wire.ts';

/** 0 no invoice, 1 普通发票, 2 增值税专用发票. */
export const invoiceType = z.literal([0, 1, 2]);

export const invoiceRecord = z
  .object({
    id: z.number().int(),
    order_id: z.number().int(),
    order_no: z.string(),
    invoice_no: z.string(),
    type: invoiceType,
    title: z.string(),
    /** Negative on a red-letter invoice. */
    amount: yuan,
    issued_at: instant,
    download_url: z.string(),
    kind: z.enum(invoiceKinds),
    kind_label: z.string(),
    status: z.enum(invoiceStates),
    status_label: z.string(),
    /** The blue invoices a red-letter one takes back from. */
    original_invoice_nos: z.array(z.string()),
  })
  .meta({ id: 'InvoiceRecord' });
export type InvoiceRecord = z.infer<typeof invoiceRecord>;

export const adminInvoice = invoiceRecord
  .extend({
    buyer_id: z.number().int(),
    company: z.string(),
    phone: z.string(),
    freight: yuan,
    void_reason: z.string().nullable(),
    voided_at: instant.nullable(),
    /** The voided invoice this one was issued in place of, and the one issued in place of this. */
    replaces_no: z.string().nullable(),
    replaced_by_no: z.string().nullable(),
    /** It may be issued again: not voided, and (blue) no red-letter invoice takes from it. */
    can_reissue: z.boolean(),
  })
  .meta({ id: 'AdminInvoice' });
export type AdminInvoice = z.infer<typeof adminInvoice>;

export const adminInvoiceList = pagedOf(adminInvoice);
export type AdminInvoiceList = z.infer<typeof adminInvoiceList>;
