import { z } from 'zod';
import { pagedOf, wholeNumber, zeroOrOne } from './wire.ts';

export const accountManager = z.object({ name: z.string(), phone: z.string(), is_default: zeroOrOne });
export type AccountManager = z.infer<typeof accountManager>;

/** The User state of spec §3, as GET /api/user/base returns it. */
export const userState = z
  .object({
    show: z.boolean(),
    username: z.string().nullable(),
    name: z.string(),
    phone: z.string(),
    company: z.string(),
    face: z.string().nullable(),
    rank: z.string().nullable(),
    admin: accountManager.nullable(),
    address: z.string().nullable(),
    is_passed: zeroOrOne.meta({ description: '1 once the qualification review approved the buyer' }),
    points: z.number().int(),
    cart: wholeNumber.meta({ description: 'Lines in the cart' }),
    message_count: wholeNumber,
    wechat: z.string().nullable(),
    common_config: z.object({ hot_line: z.string(), qq1: z.string(), qq2: z.string() }),
    quality_inspection: z.object({ quality_inspection_url: z.string(), msg: z.string() }).nullable(),
    login_url: z.string(),
    is_show_youx: zeroOrOne,
    is_special: zeroOrOne,
    is_can_chat: zeroOrOne,
    token: z.string().nullable(),
    is_AfterSale: zeroOrOne,
  })
  .meta({ id: 'UserState' });
export type UserState = z.infer<typeof userState>;

export const phoneTaken = z.object({ exists: z.boolean() });

/** A code was sent: when another may be asked for, and how long this one lives (seconds). */
export const codeSent = z.object({ resend_in: wholeNumber, expires_in: wholeNumber });

export const invoiceInfo = z.object({
  company: z.string().meta({ description: "The invoice title: the buyer's company" }),
  tax_no: z.string(),
  bank_name: z.string(),
  bank_account: z.string(),
  address: z.string(),
  phone: z.string(),
  complete: z.boolean().meta({ description: 'Every detail given: special VAT invoices may be asked for' }),
});
export type InvoiceInfo = z.infer<typeof invoiceInfo>;

export const wechatBinding = z.object({
  bound: z.boolean(),
  nickname: z.string().nullable(),
  bound_at: z.string().nullable(),
});
export type WechatBinding = z.infer<typeof wechatBinding>;

export const pointsEntry = z.object({
  id: z.number().int(),
  change: z.number().int().meta({ description: 'Positive earned, negative given back' }),
  balance_after: z.number().int(),
  kind: z.string(),
  memo: z.string(),
  created_at: z.string(),
});
export type PointsEntry = z.infer<typeof pointsEntry>;

/** GET /api/user/points_log: a page of the ledger, with the points a paid yuan earns now. */
export const pointsPage = pagedOf(pointsEntry).extend({
  per_yuan: wholeNumber.meta({
    description: 'Points each whole yuan of a paid order earns (the shop sets it)',
  }),
});
export type PointsPage = z.infer<typeof pointsPage>;
