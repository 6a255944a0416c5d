import { and, count, eq, inArray, lt, sql } from 'drizzle-orm';
import type { PayMethod } from '@yaocai/domain/contracts/checkout';
import { ORDER_STATUS } from '@yaocai/domain/contracts/order';
import { DomainError, invalid, notFound } from '@yaocai/domain/errors';
import { Code } from '@yaocai/domain/codes';
import type { Executor, Transaction } from '../../db/client.ts';
import { insertRows } from '../../db/insert-rows.ts';
import type { OrderLineRow, OrderRow } from './order-wire.ts';
import { orderLines, orders, orderStockTakes, shipmentLines, shipments } from './orders.tables.ts';

export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'orderNo' | 'goodsNames'>;
export type NewOrderLine = Omit<OrderLineRow, 'id' | 'orderId'>;
export interface OrderStockTake {
  goodsId: number;
  warehouseId: number;
  number: number;
}

/** Beijing date and the order id: 20261121 00000123. */
const orderNumber = (id: number, now: Date) => {
  const day = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
  return `${day}${String(id).padStart(8, '0')}`;
};

/** The order a buyer already submitted with this key, if any. */
export async function orderByIdempotencyKey(
  tx: Transaction,
  userId: number,
  key: string,
): Promise<OrderRow | undefined> {
  const [existing] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return existing;
}

/** Writes an order with its lines and what it takes from each warehouse. */
export async function insertOrder(
  tx: Transaction,
  order: NewOrder,
  lines: NewOrderLine[],
  takes: OrderStockTake[],
  now = new Date(),
): Promise<OrderRow> {
  const { rows } = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence('orders', 'id'))::integer as id`,
  )) as unknown as { rows: { id: number }[] };
  const id = rows[0]!.id;
  const [inserted] = await tx
    .insert(orders)
    .values({
      ...order,
      id,
      orderNo: orderNumber(id, now),
    })
    .returning();
  await insertRows(
    tx,
    orderLines,
    lines.map((line) => ({ ...line, orderId: id })),
  );
  if (takes.length > 0)
    await tx.insert(orderStockTakes).values(takes.map((take) => ({ orderId: id, ...take })));
  return inserted!;
}

/** What an order took from each warehouse when it was submitted. */
export async function stockTakesOf(tx: Transaction, orderId: number): Promise<OrderStockTake[]> {
  return tx
    .select({
      goodsId: orderStockTakes.goodsId,
      warehouseId: orderStockTakes.warehouseId,
      number: orderStockTakes.number,
    })
    .from(orderStockTakes)
    .where(eq(orderStockTakes.orderId, orderId));
}

export async function markCancelled(tx: Transaction, orderId: number, reason: string): Promise<void> {
  await tx
    .update(orders)
    .set({ status: ORDER_STATUS.cancelled, cancelledAt: sql`now()`, cancelReason: reason })
    .where(eq(orders.id, orderId));
}

/** Marks an unpaid order paid; undefined when it is no longer unpaid. */
export async function markPaid(
  tx: Transaction,
  orderId: number,
  method: PayMethod,
): Promise<OrderRow | undefined> {
  const [paid] = await tx
    .update(orders)
    .set({ status: ORDER_STATUS.toShip, payMethod: method, paidAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, ORDER_STATUS.unpaid)))
    .returning();
  return paid;
}

/** Unpaid orders past their deadline, the longest overdue first. */
export async function overdueOrders(db: Executor, batch: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, ORDER_STATUS.unpaid), lt(orders.payDeadline, sql`now()`)))
    .orderBy(orders.payDeadline)
    .limit(batch);
  return rows.map((row) => row.id);
}

/** Unpaid orders past their deadline, waiting to be cancelled. */
export async function countExpiredOrders(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.status, ORDER_STATUS.unpaid), lt(orders.payDeadline, sql`now()`)));
  return row?.n ?? 0;
}

/** The order locked if it is still unpaid and overdue; undefined if not, or if another instance holds it. */
export async function lockOverdueOrder(tx: Transaction, orderId: number): Promise<OrderRow | undefined> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(
      and(eq(orders.id, orderId), eq(orders.status, ORDER_STATUS.unpaid), lt(orders.payDeadline, sql`now()`)),
    )
    .for('update', { skipLocked: true });
  return order;
}

/** The buyer of an order, read without a lock (to take the buyer's locks first). */
export async function buyerOfOrder(db: Executor, orderId: number): Promise<number | undefined> {
  const [known] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  return known?.userId;
}

export interface ShipmentInput {
  carrier: string;
  trackingNo: string;
  lines: { lineId: number; number: number; batchNo: string; producedOn: string; expiresOn: string }[];
}

/** A shipment recorded: the order as it is now, and what the shipment carried of each line. */
export interface RecordedShipment {
  order: OrderRow;
  shipmentId: number;
  shipped: { line: OrderLineRow; number: number }[];
}

/**
 * Records a shipment of a paid order, each line with its batch: the order becomes 已发货. The order
 * row is locked (until the commit, so the shipment's invoice is issued under it), so shipments of one
 * order are checked against what was shipped before, one at a time: no line is ever shipped beyond
 * what was bought.
 */
export async function recordShipment(
  tx: Transaction,
  orderId: number,
  shipment: ShipmentInput,
): Promise<RecordedShipment> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound('订单不存在');
  if (!([ORDER_STATUS.toShip, ORDER_STATUS.shipped] as number[]).includes(order.status)) {
    throw new DomainError(Code.badRequest, '只有已付款的订单可以发货', 400);
  }
  const remaining = await unshippedByLine(tx, orderId);
  shipment.lines.forEach((line, index) => {
    const left = remaining.get(line.lineId);
    if (left === undefined) throw invalid(`lines.${index}.line_id`, '发货明细不属于该订单');
    if (line.number > left) throw invalid(`lines.${index}.number`, `发货数量超过未发数量（剩余${left}）`);
  });
  const [sent] = await tx
    .insert(shipments)
    .values({ orderId, carrier: shipment.carrier, trackingNo: shipment.trackingNo })
    .returning({ id: shipments.id });
  await tx.insert(shipmentLines).values(
    shipment.lines.map((line) => ({
      shipmentId: sent!.id,
      orderLineId: line.lineId,
      number: line.number,
      batchNo: line.batchNo,
      producedOn: line.producedOn,
      expiresOn: line.expiresOn,
    })),
  );
  const lines = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.id);
  const shipped = lines
    .map((line) => ({
      line,
      number: shipment.lines
        .filter((sent) => sent.lineId === line.id)
        .reduce((n, sent) => n + sent.number, 0),
    }))
    .filter((part) => part.number > 0);
  if (order.status === ORDER_STATUS.shipped) return { order, shipmentId: sent!.id, shipped };
  const [moved] = await tx
    .update(orders)
    .set({ status: ORDER_STATUS.shipped, shippedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [ORDER_STATUS.toShip])))
    .returning();
  return { order: moved!, shipmentId: sent!.id, shipped };
}

/** Pieces of each line of an order not yet shipped. */
export async function unshippedByLine(db: Executor, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({
      id: orderLines.id,
      left: sql<number>`${orderLines.number} - coalesce(sum(${shipmentLines.number}), 0)::integer`,
    })
    .from(orderLines)
    .leftJoin(shipmentLines, eq(shipmentLines.orderLineId, orderLines.id))
    .where(eq(orderLines.orderId, orderId))
    .groupBy(orderLines.id);
  return new Map(rows.map((row) => [row.id, Number(row.left)]));
}

/**
 * Marks a shipped order received (已完成), the buyer's own when `userId` is given; null when it is not
 * shipped (or not theirs): a second confirmation, or one racing the completion sweep, changes nothing.
 */
export async function markCompleted(
  tx: Executor,
  orderId: number,
  userId?: number,
): Promise<OrderRow | null> {
  const [done] = await tx
    .update(orders)
    .set({ status: ORDER_STATUS.completed, completedAt: sql`now()` })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, ORDER_STATUS.shipped),
        userId === undefined ? undefined : eq(orders.userId, userId),
      ),
    )
    .returning();
  return done ?? null;
}

/** Completes, a batch at a time, the orders shipped more than `days` days ago; how many it completed. */
export async function completeShippedBefore(db: Executor, days: number, batch = 500): Promise<number> {
  const due = db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, ORDER_STATUS.shipped),
        sql`${orders.shippedAt} < now() - make_interval(days => ${days})`,
      ),
    )
    .limit(batch);
  const done = await db
    .update(orders)
    .set({ status: ORDER_STATUS.completed, completedAt: sql`now()` })
    .where(and(inArray(orders.id, due), eq(orders.status, ORDER_STATUS.shipped)))
    .returning({ id: orders.id });
  return done.length;
}
