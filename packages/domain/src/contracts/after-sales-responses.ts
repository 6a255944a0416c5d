import { z } from 'zod';
import { afterSaleKinds, afterSaleStates } from './after-sales.ts';
import { instant, pagedOf, wholeNumber, yuan } from './wire.ts';

export const afterSaleLineAnswer = z.object({
  line_id: z.number().int(),
  name: z.string(),
  ypgg: z.string(),
  bzdw: z.string(),
  number: wholeNumber,
  /** What goes back for this line: its share of what was paid for it. */
  amount: yuan,
});

export const afterSale = z
  .object({
    id: z.number().int(),
    order_id: z.number().int(),
    order_no: z.string(),
    kind: z.enum(afterSaleKinds),
    status: z.enum(afterSaleStates),
    reason: z.string(),
    description: z.string(),
    amount: yuan,
    lines: z.array(afterSaleLineAnswer),
    reject_reason: z.string().nullable(),
    return_carrier: z.string().nullable(),
    return_tracking_no: z.string().nullable(),
    created_at: instant,
    reviewed_at: instant.nullable(),
    refunded_at: instant.nullable(),
  })
  .meta({ id: 'AfterSale' });
export type AfterSale = z.infer<typeof afterSale>;

/** An order's requests, and what of it may still be claimed (nothing when claims are closed). */
export const orderAfterSales = z.object({
  list: z.array(afterSale),
  /** Whether a new request may be made now. */
  open: z.boolean(),
  /** Why not, when it may not (the order is not shipped, the window is over, …). */
  closed_reason: z.string().nullable(),
  /** Per order line, how many may still be claimed. */
  claimable: z.array(z.object({ line_id: z.number().int(), number: wholeNumber })),
  /** The last moment a request may be made, once the order is received. */
  until: instant.nullable(),
});
export type OrderAfterSales = z.infer<typeof orderAfterSales>;

export const adminAfterSale = afterSale.extend({
  buyer_id: z.number().int(),
  company: z.string(),
  phone: z.string(),
  pay_method: z.enum(['balance', 'credit', 'online']).nullable(),
});
export type AdminAfterSale = z.infer<typeof adminAfterSale>;

export const adminAfterSaleList = pagedOf(adminAfterSale).extend({
  /** Requests per state, for the tabs; '' all of them. */
  counts: z.record(z.string(), wholeNumber),
});
export type AdminAfterSaleList = z.infer<typeof adminAfterSaleList>;
