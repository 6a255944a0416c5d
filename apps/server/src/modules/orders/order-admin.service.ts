import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AdminOrderListQuery } from '@yaocai/domain/contracts/admin';
import type { AdminOrder, AdminOrderDetail } from '@yaocai/domain/contracts/admin-responses';
import { INVOICE_TYPE } from '@yaocai/domain/contracts/invoice';
import { notFound } from '@yaocai/domain/errors';
import { fenToYuan } from '@yaocai/domain/money';
import type { Executor } from '../../db/client.ts';
import { isPartShipped, type OrderLineRow, type OrderRow } from './order-wire.ts';
import {
  orderCancellations,
  orderLineCancellations,
  orderLines,
  orders,
  shipmentLines,
  shipments,
} from './orders.tables.ts';
import { goodsLotsOf } from '../catalog/goods-lots.service.ts';
import { namesASpan, orderConditions } from './order-filters.ts';
import { orderSearch, ordersByState } from './orders-by-state.ts';

/** Who bought, as the console shows it; the accounts module knows. */
export type BuyerLabel = { company: string; phone: string };
type WithoutBuyer<T> = Omit<T, 'company' | 'phone'>;

const adminOrder = (order: OrderRow, owedPieces: number | null): WithoutBuyer<AdminOrder> => ({
  id: order.id,
  order_no: order.orderNo,
  status: order.status,
  buyer_id: order.userId,
  payable: fenToYuan(order.payableFen),
  pay_method: order.payMethod,
  created_at: order.createdAt.toISOString(),
  paid_at: order.paidAt?.toISOString() ?? null,
  shipped_at: order.shippedAt?.toISOString() ?? null,
  part_shipped: isPartShipped(order),
  owed_pieces: isPartShipped(order) ? owedPieces : null,
});

export interface AdminOrderPage {
  list: WithoutBuyer<AdminOrder>[];
  total: number;
  page: number;
  page_size: number;
  counts: Record<string, number>;
}

/**
 * Every buyer's orders for the console, newest first unless sorted otherwise, with the count in each
 * state. The keywords match an order number, a goods name on a line, or one of `buyerIds` (the buyers
 * whose company or phone matched them); `managed` is the subquery of an account manager's buyers.
 */
export async function listAdminOrders(
  db: Executor,
  query: AdminOrderListQuery,
  buyerIds: readonly number[],
  managed?: SQL,
): Promise<AdminOrderPage> {
  const { rows, counts } = await ordersByState(
    db,
    {
      where: orderConditions(query, managed),
      spans: namesASpan(query),
      ...(query.keywords ? orderSearch(query.keywords, buyerIds) : {}),
    },
    query,
    query,
  );
  return {
    list: rows.map((order) => adminOrder(order, order.owedPieces)),
    total: counts[String(query.state)] ?? 0,
    page: query.page,
    page_size: query.page_size,
    counts,
  };
}

const day = (value: string) => value.slice(0, 10);

type ProposedLot = AdminOrderDetail['lines'][number]['proposed_lot'];

/**
 * The lot the shipping form proposes for each goods: the goods record's 批号 and dates when it has
 * them all, else the lot that goods last shipped from.
 */
async function proposedLots(db: Executor, lines: OrderLineRow[]): Promise<Map<number, ProposedLot>> {
  const ids = [...new Set(lines.flatMap((line) => (line.goodsId === null ? [] : [line.goodsId])))];
  if (ids.length === 0) return new Map();
  const [records, lastShipped] = await Promise.all([
    goodsLotsOf(db, ids),
    db
      .selectDistinctOn([orderLines.goodsId], {
        goodsId: orderLines.goodsId,
        batchNo: shipmentLines.batchNo,
        producedOn: shipmentLines.producedOn,
        expiresOn: shipmentLines.expiresOn,
      })
      .from(shipmentLines)
      .innerJoin(orderLines, eq(orderLines.id, shipmentLines.orderLineId))
      .where(inArray(orderLines.goodsId, ids))
      .orderBy(orderLines.goodsId, desc(shipmentLines.id)),
  ]);
  const lot = (row: { batchNo: string | null; producedOn: string | null; expiresOn: string | null }) =>
    row.batchNo && row.producedOn && row.expiresOn
      ? { batch_no: row.batchNo, produced_on: day(row.producedOn), expires_on: day(row.expiresOn) }
      : null;
  return new Map(
    ids.map((id) => {
      const record = records.find((row) => row.goodsId === id);
      const shipped = lastShipped.find((row) => row.goodsId === id);
      return [id, (record && lot(record)) ?? (shipped ? lot(shipped) : null)];
    }),
  );
}

/** What operators cancelled of the order, newest last, with the pieces of each line. */
async function cancellationsOf(db: Executor, orderId: number): Promise<AdminOrderDetail['cancellations']> {
  const rows = await db
    .select()
    .from(orderLineCancellations)
    .innerJoin(orderCancellations, eq(orderCancellations.id, orderLineCancellations.cancellationId))
    .where(eq(orderCancellations.orderId, orderId))
    .orderBy(asc(orderLineCancellations.id));
  const byId = new Map<number, AdminOrderDetail['cancellations'][number]>();
  for (const { order_cancellations: act, order_line_cancellations: line } of rows) {
    const entry = byId.get(act.id) ?? {
      id: act.id,
      amount: fenToYuan(act.amountFen),
      reason: act.reason,
      refunded: act.refundStatus === 'refunded',
      created_at: act.createdAt.toISOString(),
      lines: [],
    };
    entry.lines.push({ line_id: line.orderLineId, number: line.number });
    byId.set(act.id, entry);
  }
  return [...byId.values()];
}

/** One order with its lines, what each has shipped, and its shipments with their batches. */
export async function adminOrderDetail(
  db: Executor,
  orderId: number,
): Promise<WithoutBuyer<AdminOrderDetail>> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('订单不存在');
  const [lines, sent, sentLines] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),
    db.select().from(shipments).where(eq(shipments.orderId, orderId)).orderBy(asc(shipments.id)),
    db
      .select()
      .from(shipmentLines)
      .innerJoin(shipments, eq(shipments.id, shipmentLines.shipmentId))
      .where(eq(shipments.orderId, orderId))
      .orderBy(asc(shipmentLines.id)),
  ]);
  const [lots, cancellations] = await Promise.all([proposedLots(db, lines), cancellationsOf(db, orderId)]);
  const shippedOf = (lineId: number) =>
    sentLines
      .filter((row) => row.shipment_lines.orderLineId === lineId)
      .reduce((sum, row) => sum + row.shipment_lines.number, 0);
  const cancelledOf = (lineId: number) =>
    cancellations
      .flatMap((act) => act.lines)
      .filter((line) => line.line_id === lineId)
      .reduce((sum, line) => sum + line.number, 0);
  const owed = lines.reduce(
    (sum, line) => sum + Math.max(0, line.number - shippedOf(line.id) - cancelledOf(line.id)),
    0,
  );
  const { address } = order;
  return {
    ...adminOrder(order, owed),
    address: {
      name: address.name,
      phone: address.phone,
      full: `${address.province}${address.city}${address.district}${address.detail}`,
    },
    remark: order.remark,
    goods_amount: fenToYuan(order.goodsFen),
    discount: fenToYuan(order.fullReductionFen + order.couponFen),
    freight: fenToYuan(order.freightFen),
    invoice_title: order.invoice.type === INVOICE_TYPE.none ? null : order.invoice.title,
    lines: lines.map((line) => ({
      id: line.id,
      name: line.name,
      sccj: line.manufacturer,
      ypgg: line.spec,
      bzdw: line.packUnit,
      warehouse: line.warehouseName,
      number: line.number,
      shipped: shippedOf(line.id),
      cancelled: cancelledOf(line.id),
      price: fenToYuan(line.unitPriceFen),
      amount: fenToYuan(line.amountFen),
      proposed_lot: line.goodsId === null ? null : (lots.get(line.goodsId) ?? null),
    })),
    shipments: sent.map((shipment) => ({
      id: shipment.id,
      carrier: shipment.carrier,
      tracking_no: shipment.trackingNo,
      shipped_at: shipment.shippedAt.toISOString(),
      lines: sentLines
        .filter((row) => row.shipment_lines.shipmentId === shipment.id)
        .map(({ shipment_lines: line }) => ({
          line_id: line.orderLineId,
          number: line.number,
          batch_no: line.batchNo,
          produced_on: day(line.producedOn),
          expires_on: day(line.expiresOn),
        })),
    })),
    cancellations,
  };
}
