import { z } from 'zod';
import { instant, yuan } from './wire.ts';

/** 0 no invoice, 1 普通发票, 2 增值税专用发票. */
export const invoiceType = z.literal([0, 1, 2]);

export const invoiceRecord = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_no: z.string(),
  invoice_no: z.string(),
  type: invoiceType,
  title: z.string(),
  amount: yuan,
  issued_at: instant,
  download_url: z.string(),
});
export type InvoiceRecord = z.infer<typeof invoiceRecord>;
