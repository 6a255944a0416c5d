import { z } from 'zod';
import { id } from '../validation/numbers.ts';
import { optionalText } from '../validation/text.ts';
import { address } from './address.ts';
import { cartLine, cartTotals, shippingData } from './cart-responses.ts';
import { invoiceFields, invoiceType } from './invoice.ts';
import { orderSummary } from './order-responses.ts';
import { instant, yuan } from './wire.ts';

export const PAY_METHOD = { balance: 'balance', credit: 'credit', online: 'online' } as const;
export type PayMethod = (typeof PAY_METHOD)[keyof typeof PAY_METHOD];
export const PAY_METHOD_LABEL: Record<PayMethod, string> = {
  balance: '余额支付',
  credit: '授信支付',
  online: '在线支付',
};

export const ORDER_REMARK_MAX = 200;
/** A client-chosen key that makes a repeated submit return the first order (header Idempotency-Key). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** Step 2 → 3. Amounts are never taken from the client: the server prices the lines itself. */
export const submitOrderBody = z.object({
  ids: z
    .array(id('商品'), { error: '请选择要结算的商品' })
    .min(1, '请选择要结算的商品')
    .max(500, '一次最多结算500种商品'),
  /** The buyer's default address when absent. */
  address_id: id('收货地址').optional(),
  ...invoiceFields,
  coupon_ids: z
    .array(id('优惠券'), { error: '优惠券格式不正确' })
    .max(1, '每笔订单限用一张优惠券')
    .default([]),
  remark: optionalText('订单备注', ORDER_REMARK_MAX, { multiline: true }),
});
export type SubmitOrderBody = z.infer<typeof submitOrderBody>;

/** The confirmation step's pricing call: the selected lines with a coupon, before submitting. */
export const confirmOrderBody = z.object({
  ids: submitOrderBody.shape.ids,
  coupon_ids: submitOrderBody.shape.coupon_ids,
});

export const payOrderBody = z.object({
  method: z.enum(['balance', 'credit', 'online'], { error: '请选择支付方式' }),
});

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
