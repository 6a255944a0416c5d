import { z } from 'zod';
import { id } from '../validation/numbers.ts';
import { optionalText } from '../validation/text.ts';
import { invoiceFields } from './invoice.ts';

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

export type {
  OrderConfirmation,
  OrderTotals,
  PaymentAnswer,
  PayMethodOption,
  UsableCoupon,
} from './checkout-responses.ts';
