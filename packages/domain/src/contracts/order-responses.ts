import { z } from 'zod';
import { postalAddress } from './address-responses.ts';
import { goodsCard } from './catalog-responses.ts';
import { cartLineType } from './cart-responses.ts';
import { invoiceType } from './invoice-responses.ts';
import { day, instant, pagedOf, wholeNumber, yuan } from './wire.ts';

/** Order states (docs/orders.md): 1 待付款, 2 待发货, 3 已发货, 4 已完成, 5 已取消. */
const orderStatus = z.literal([1, 2, 3, 4, 5]);
const payMethod = z.enum(['balance', 'credit', 'online']);

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

/** A lot (批号) a line shipped from, with its dates. */
export const shippedLot = z.object({
  batch_no: z.string(),
  produced_on: day,
  expires_on: day,
  number: wholeNumber,
});

/** A line of an order's detail: what has shipped (by lot), what was cancelled and what is still owed. */
export const orderDetailLine = orderLine.extend({
  shipped: wholeNumber,
  cancelled: wholeNumber.meta({ description: 'Pieces the shop cancelled (取消未发部分), refunded' }),
  owed: wholeNumber.meta({ description: 'Pieces still to ship' }),
  lots: z.array(shippedLot),
});
export type OrderDetailLine = z.infer<typeof orderDetailLine>;

export const orderSummary = z
  .object({
    id: z.number().int(),
    order_no: z.string(),
    status: orderStatus,
    status_label: z.string(),
    part_shipped: z.boolean().meta({ description: 'Paid, part shipped, part still owed (部分发货)' }),
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
    /** Shipped: the buyer may confirm receipt (确认收货). */
    can_receive: z.boolean(),
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof orderSummary>;

export const shipment = z.object({ carrier: z.string(), tracking_no: z.string(), shipped_at: instant });
export type Shipment = z.infer<typeof shipment>;

export const orderDetail = orderSummary
  .extend({
    lines: z.array(orderDetailLine),
    address: postalAddress,
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
    contains_ephedrine: z
      .boolean()
      .meta({ description: 'It has goods containing ephedrine: the balance cannot pay it' }),
  })
  .meta({ id: 'OrderDetail' });
export type OrderDetail = z.infer<typeof orderDetail>;

/** By state tab: '0' every order, '1' 待付款 … */
export const orderCounts = z.record(z.string(), wholeNumber);
export type OrderCounts = z.infer<typeof orderCounts>;

export const orderPage = pagedOf(orderSummary).extend({ counts: orderCounts });
export type OrderPage = z.infer<typeof orderPage>;

/** After a rebuy: the cart's line count, and how many of the order's lines were added or skipped. */
export const rebuyAnswer = z.object({ cart: wholeNumber, added: wholeNumber, skipped: wholeNumber });

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
  goods: goodsCard
    .nullable()
    .meta({ description: 'The goods as the buyer can buy it now (price, stock); null once deleted' }),
});
export type FastBuyEntry = z.infer<typeof fastBuyEntry>;
