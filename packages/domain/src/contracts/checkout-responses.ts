import { z } from 'zod';
import { address } from './address-responses.ts';
import { cartLine, cartTotals, shippingData } from './cart-responses.ts';
import { invoiceType } from './invoice-responses.ts';
import { orderSummary } from './order-responses.ts';
import { instant, wholeNumber, yuan } from './wire.ts';

const payMethod = z.enum(['balance', 'credit', 'online']);

export const usableCoupon = z.object({
  id: z.number().int(),
  name: z.string(),
  saving: yuan.meta({ description: 'What it takes off this order' }),
  rule: z.string().meta({ description: 'e.g. 满1000减50, 满500享9.5折' }),
  ends_at: instant,
});
export type UsableCoupon = z.infer<typeof usableCoupon>;

export const payMethodOption = z.object({
  method: payMethod,
  label: z.string(),
  available: yuan
    .nullable()
    .meta({ description: 'What the buyer has for it: balance, or credit still available; null for online' }),
  problem: z.string().nullable().meta({ description: 'Why it cannot pay this order, or null' }),
});
export type PayMethodOption = z.infer<typeof payMethodOption>;

export const orderTotals = cartTotals.extend({ coupon_amount: yuan });
export type OrderTotals = z.infer<typeof orderTotals>;

/** What the confirmation step shows: the lines as one order, the choices, the final amounts. */
export const orderConfirmation = z.object({
  lines: z.array(cartLine),
  total: orderTotals,
  shipping_data: shippingData,
  addresses: z.array(address),
  coupons: z.array(usableCoupon),
  invoice_types: z
    .array(invoiceType)
    .meta({ description: 'Invoice types this buyer may ask for (special only with tax details on file)' }),
  invoice_title: z.string(),
  pay_methods: z.array(payMethodOption),
  contract_signed: z
    .boolean()
    .meta({ description: 'False: submitting answers code 459 until the contract is signed at /dzht' }),
});
export type OrderConfirmation = z.infer<typeof orderConfirmation>;

/** The answer to a payment: paid now (balance, credit), or where to pay online. */
export const paymentAnswer = z.object({
  order: orderSummary,
  pay_url: z.string().nullable().meta({ description: "Online only: the gateway's cashier page to open" }),
});
export type PaymentAnswer = z.infer<typeof paymentAnswer>;

/** GET /api/user/couponNum: coupons the buyer holds unused and not expired. */
export const couponCount = z.object({ count: wholeNumber });
