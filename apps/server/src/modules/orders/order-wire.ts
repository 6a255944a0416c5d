import { ORDER_STATUS, orderStateLabel, type OrderStatus } from '@yaocai/domain/contracts/order';
import type {
  OrderDetail,
  OrderDetailLine,
  OrderLine,
  OrderSummary,
} from '@yaocai/domain/contracts/order-responses';
import type { CartLineType } from '@yaocai/domain/contracts/cart';
import { fenToYuan } from '@yaocai/domain/money';
import type { orderLines, orders, shipments } from './orders.tables.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type ShipmentRow = typeof shipments.$inferSelect;

/** Lines shown on a list card before "等N种商品". */
const PREVIEW_LINES = 4;

const canPay = (order: OrderRow, now = new Date()) =>
  order.status === ORDER_STATUS.unpaid && order.payDeadline > now;
/** Paid, and part of it has shipped while the rest is still owed (部分发货). */
export const isPartShipped = (order: Pick<OrderRow, 'status' | 'shippedAt'>) =>
  order.status === ORDER_STATUS.toShip && order.shippedAt !== null;

/** The buyer cancels the whole order only while nothing has shipped. */
const canCancel = (order: OrderRow) =>
  order.status === ORDER_STATUS.unpaid || (order.status === ORDER_STATUS.toShip && order.shippedAt === null);

export function orderSummary(order: OrderRow, lines: OrderLineRow[], lineCount = lines.length): OrderSummary {
  const status = order.status as OrderStatus;
  return {
    id: order.id,
    order_no: order.orderNo,
    status,
    status_label: orderStateLabel(status, isPartShipped(order)),
    part_shipped: isPartShipped(order),
    created_at: order.createdAt.toISOString(),
    pay_deadline: status === ORDER_STATUS.unpaid ? order.payDeadline.toISOString() : null,
    line_count: lineCount,
    preview: lines
      .slice(0, PREVIEW_LINES)
      .map((line) => ({ name: line.name, image: line.image, number: line.number })),
    payable: fenToYuan(order.payableFen),
    pay_method: order.payMethod,
    can_pay: canPay(order),
    can_cancel: canCancel(order),
    can_receive: status === ORDER_STATUS.shipped,
  };
}

const orderLine = (line: OrderLineRow): OrderLine => ({
  id: line.id,
  type: line.type as CartLineType,
  goods_id: line.goodsId,
  combination_id: line.combinationId,
  name: line.name,
  sccj: line.manufacturer,
  ypgg: line.spec,
  bzdw: line.packUnit,
  image: line.image,
  warehouse: line.warehouseName,
  number: line.number,
  price: fenToYuan(line.unitPriceFen),
  goods_manjian_amount: fenToYuan(line.fullReductionShareFen),
  coupon_amount: fenToYuan(line.couponShareFen),
  amount: fenToYuan(line.amountFen),
  gift: line.gift,
});

/** Per line: the lots its shipments carried and the pieces cancelled. */
export interface LineProgress {
  lots: Map<number, OrderDetailLine['lots']>;
  cancelled: Map<number, number>;
}

const detailLine = (line: OrderLineRow, progress: LineProgress): OrderDetailLine => {
  const lots = progress.lots.get(line.id) ?? [];
  const shipped = lots.reduce((sum, lot) => sum + lot.number, 0);
  const cancelled = progress.cancelled.get(line.id) ?? 0;
  return {
    ...orderLine(line),
    shipped,
    cancelled,
    owed: Math.max(0, line.number - shipped - cancelled),
    lots,
  };
};

export function orderDetail(
  order: OrderRow,
  lines: OrderLineRow[],
  sent: ShipmentRow[],
  progress: LineProgress,
): OrderDetail {
  return {
    ...orderSummary(order, lines),
    lines: lines.map((line) => detailLine(line, progress)),
    address: order.address,
    invoice: { type: order.invoice.type, title: order.invoice.title, tax_no: order.invoice.taxNo },
    remark: order.remark,
    goods_amount: fenToYuan(order.goodsFen),
    manjian_amount: fenToYuan(order.fullReductionFen),
    coupon_amount: fenToYuan(order.couponFen),
    freight: fenToYuan(order.freightFen),
    paid_at: order.paidAt?.toISOString() ?? null,
    cancelled_at: order.cancelledAt?.toISOString() ?? null,
    cancel_reason: order.cancelReason,
    shipments: sent.map((s) => ({
      carrier: s.carrier,
      tracking_no: s.trackingNo,
      shipped_at: s.shippedAt.toISOString(),
    })),
    contains_ephedrine: order.containsEphedrine,
  };
}
