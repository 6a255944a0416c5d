import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { OrderDetail, OrderPage } from '@yaocai/domain/contracts/order-responses';
import { notFound } from '@yaocai/domain/errors';
import { concurrently, type Executor } from '../../db/client.ts';
import {
  orderDetail,
  orderSummary,
  type LineProgress,
  type OrderLineRow,
  type OrderRow,
} from './order-wire.ts';
import {
  orderCancellations,
  orderLineCancellations,
  orderLines,
  orders,
  shipmentLines,
  shipments,
} from './orders.tables.ts';
import { escapeLike } from '../../db/like.ts';
import { ordersByState } from './orders-by-state.ts';

const ORDER_NOT_FOUND = '订单不存在';

/** The buyer's own order (another buyer's id is simply not found), optionally locked for a change. */
export async function ownOrder(
  db: Executor,
  userId: number,
  orderId: number,
  lock = false,
): Promise<OrderRow> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

export async function linesOf(db: Executor, orderId: number): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
}

/** Per line of an order: the lots its shipments carried (in shipping order) and the pieces cancelled. */
export async function lineProgressOf(db: Executor, orderId: number): Promise<LineProgress> {
  const [lotRows, cancelRows] = await concurrently(
    db,
    () =>
      db
        .select({
          lineId: shipmentLines.orderLineId,
          batch_no: shipmentLines.batchNo,
          produced_on: shipmentLines.producedOn,
          expires_on: shipmentLines.expiresOn,
          number: shipmentLines.number,
        })
        .from(shipmentLines)
        .innerJoin(shipments, eq(shipments.id, shipmentLines.shipmentId))
        .where(eq(shipments.orderId, orderId))
        .orderBy(asc(shipmentLines.id)),
    () =>
      db
        .select({
          lineId: orderLineCancellations.orderLineId,
          n: sql<number>`sum(${orderLineCancellations.number})::integer`,
        })
        .from(orderLineCancellations)
        .innerJoin(orderCancellations, eq(orderCancellations.id, orderLineCancellations.cancellationId))
        .where(eq(orderCancellations.orderId, orderId))
        .groupBy(orderLineCancellations.orderLineId),
  );
  const lots: LineProgress['lots'] = new Map();
  for (const { lineId, ...lot } of lotRows) {
    const day = {
      ...lot,
      produced_on: lot.produced_on.slice(0, 10),
      expires_on: lot.expires_on.slice(0, 10),
    };
    lots.set(lineId, [...(lots.get(lineId) ?? []), day]);
  }
  return { lots, cancelled: new Map(cancelRows.map((row) => [row.lineId, Number(row.n)])) };
}

export async function detailOf(db: Executor, order: OrderRow): Promise<OrderDetail> {
  const [lines, sent, progress] = await concurrently(
    db,
    () => linesOf(db, order.id),
    () => db.select().from(shipments).where(eq(shipments.orderId, order.id)).orderBy(asc(shipments.id)),
    () => lineProgressOf(db, order.id),
  );
  return orderDetail(order, lines, sent, progress);
}

/** A just-written order's detail, from its rows as written: nothing is shipped or cancelled yet. */
export function newOrderDetail(order: OrderRow, lines: OrderLineRow[]): OrderDetail {
  return orderDetail(order, lines, [], { lots: new Map(), cancelled: new Map() });
}

export async function readOrder(db: Executor, userId: number, orderId: number): Promise<OrderDetail> {
  return detailOf(db, await ownOrder(db, userId, orderId));
}

export async function listOrders(
  db: Executor,
  userId: number,
  query: { state: number; page: number; page_size: number; keyword: string },
): Promise<OrderPage> {
  const { rows, counts } = await ordersByState(
    db,
    {
      where: eq(orders.userId, userId),
      ...(query.keyword
        ? { anyOf: [ilike(orders.orderNo, `%${escapeLike(query.keyword)}%`)], lineNamed: query.keyword }
        : {}),
    },
    query,
  );
  const lines = rows.length
    ? await db
        .select()
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(orderLines.id))
    : [];
  const byOrder = new Map<number, OrderLineRow[]>();
  for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  return {
    list: rows.map((row) => orderSummary(row, byOrder.get(row.id) ?? [])),
    total: query.state === 0 ? counts['0']! : (counts[String(query.state)] ?? 0),
    page: query.page,
    page_size: query.page_size,
    counts,
  };
}
