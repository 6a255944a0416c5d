import { z } from 'zod';
import { cartLine, cartLineType, cartTotals, shippingData } from './cart-responses.ts';
import { instant, pagedOf, wholeNumber, yuan, zeroOrOne } from './wire.ts';

/** Order states (docs/orders.md): 1 待付款, 2 待发货, 3 已发货, 4 已完成, 5 已取消. */
const orderStatus = z.literal([1, 2, 3, 4, 5]);
const payMethod = z.enum(['balance', 'credit', 'online']);
/** 0 no invoice, 1 普通发票, 2 增值税专用发票. */
const invoiceType = z.literal([0, 1, 2]);

export const address = z
  .object({
    id: z.number().int(),
    name: z.string(),
    phone: z.string(),
    province: z.string(),
    city: z.string(),
    district: z.string(),
    detail: z.string(),
    is_default: zeroOrOne,
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof address>;

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

export const orderLine = z.object({
  id: z.number().int(),
  type: cartLineType,
  goods_id: z.number().int().nullable(),
  combination_id: z.number().int().nullable(),
  name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  bzdw: z.string(),
  image: z.string().nullable(),
  warehouse: z.string(),
  number: wholeNumber,
  price: yuan,
  goods_manjian_amount: yuan,
  coupon_amount: yuan,
  amount: yuan,
  gift: z.string().nullable(),
});
export type OrderLine = z.infer<typeof orderLine>;

export const orderSummary = z
  .object({
    id: z.number().int(),
    order_no: z.string(),
    status: orderStatus,
    status_label: z.string(),
    created_at: instant,
    pay_deadline: instant.nullable().meta({ description: 'Unpaid orders are cancelled at this time' }),
    line_count: wholeNumber,
    preview: z
      .array(orderLine.pick({ name: true, image: true, number: true }))
      .meta({ description: "The first lines, for the list's thumbnails" }),
    payable: yuan,
    pay_method: payMethod.nullable(),
    can_pay: z.boolean(),
    can_cancel: z.boolean(),
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof orderSummary>;

export const shipment = z.object({ carrier: z.string(), tracking_no: z.string(), shipped_at: instant });
export type Shipment = z.infer<typeof shipment>;

export const orderDetail = orderSummary
  .extend({
    lines: z.array(orderLine),
    address: address.omit({ id: true, is_default: true }),
    invoice: z.object({ type: invoiceType, title: z.string(), tax_no: z.string() }),
    remark: z.string(),
    goods_amount: yuan,
    manjian_amount: yuan,
    coupon_amount: yuan,
    freight: yuan,
    paid_at: instant.nullable(),
    cancelled_at: instant.nullable(),
    cancel_reason: z.string().nullable(),
    shipments: z.array(shipment),
  })
  .meta({ id: 'OrderDetail' });
export type OrderDetail = z.infer<typeof orderDetail>;

/** By state tab: '0' every order, '1' 待付款 … */
export const orderCounts = z.record(z.string(), wholeNumber);
export type OrderCounts = z.infer<typeof orderCounts>;

export const orderPage = pagedOf(orderSummary).extend({ counts: orderCounts });
export type OrderPage = z.infer<typeof orderPage>;

/** The answer to a payment: paid now (balance, credit), or where to pay online. */
export const paymentAnswer = z.object({
  order: orderSummary,
  pay_url: z.string().nullable().meta({ description: "Online only: the gateway's cashier page to open" }),
});
export type PaymentAnswer = z.infer<typeof paymentAnswer>;

/** After a rebuy: the cart's line count, and how many of the order's lines were added or skipped. */
export const rebuyAnswer = z.object({ cart: wholeNumber, added: wholeNumber, skipped: wholeNumber });

export const contractState = z.object({
  signed: z.boolean(),
  signed_at: instant.nullable(),
  content: z
    .string()
    .meta({ description: "The contract as sanitised HTML, with the buyer's company filled in" }),
  title: z.string(),
});
export type ContractState = z.infer<typeof contractState>;

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

export const moneyLogEntry = z.object({
  id: z.number().int(),
  change: yuan.meta({ description: 'Positive in, negative out' }),
  balance_after: yuan,
  kind: z.string(),
  memo: z.string(),
  created_at: instant,
});
export type MoneyLogEntry = z.infer<typeof moneyLogEntry>;

export const balance = z.object({ balance: yuan });

export const creditState = z.object({ limit: yuan, used: yuan, available: yuan });
export type CreditState = z.infer<typeof creditState>;

export const creditBill = z.object({
  id: z.number().int(),
  order_no: z.string(),
  amount: yuan,
  status: z
    .enum(['unpaid', 'repaid', 'refunded'])
    .meta({ description: 'unpaid: to repay by due_at; repaid; refunded: the order was cancelled' }),
  created_at: instant,
  due_at: instant,
  settled_at: instant.nullable(),
});
export type CreditBill = z.infer<typeof creditBill>;

export const fastBuyEntry = z.object({
  goods_id: z.number().int(),
  name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  bzdw: z.string(),
  image: z.string().nullable(),
  times: wholeNumber,
  pieces: wholeNumber,
  last_bought_at: instant,
});
export type FastBuyEntry = z.infer<typeof fastBuyEntry>;
