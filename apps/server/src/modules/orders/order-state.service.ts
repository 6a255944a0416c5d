import { and, count, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { PayMethod } from '@yaocai/domain/contracts/checkout';
import { ORDER_STATUS } from '@yaocai/domain/contracts/order';
import { DomainError, invalid, notFound } from '@yaocai/domain/errors';
import { Code } from '@yaocai/domain/codes';
import type { Executor, Transaction } from '../../db/client.ts';
import { insertRows, insertRowsReturning } from '../../db/insert-rows.ts';
import type { OrderLineRow, OrderRow } from './order-wire.ts';
import { orderLines, orders, orderStockTakes, shipmentLines, shipments } from './orders.tables.ts';
import { shelfLifeProblem } from './shelf-life.ts';

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
  tx: Executor,
  userId: number,
  key: string,
): Promise<OrderRow | undefined> {
  const [existing] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return existing;
}

/** Writes an order with its lines and what it takes from each warehouse: the order and its lines as written. */
export async function insertOrder(
  tx: Transaction,
  order: NewOrder,
  lines: NewOrderLine[],
  takes: OrderStockTake[],
  now = new Date(),
): Promise<{ order: OrderRow; lines: OrderLineRow[] }> {
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
  const written = await insertRowsReturning(
    tx,
    orderLines,
    lines.map((line) => ({ ...line, orderId: id })),
  );
  await insertRows(
    tx,
    orderStockTakes,
    takes.map((take) => ({
      orderId: id,
      goodsId: take.goodsId,
      warehouseId: take.warehouseId,
      number: take.number,
    })),
  );
  return { order: inserted!, lines: written.sort((a, b) => a.id - b.id) };
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

/**
 * Takes back what cancelled pieces took from each warehouse, so that the order's stock takes stay what
 * it holds (the monthly limits count them, and a row never reaches zero: it goes).
 */
export async function releaseStockTakes(
  tx: Transaction,
  orderId: number,
  released: readonly OrderStockTake[],
): Promise<void> {
  for (const take of released) {
    const same = and(
      eq(orderStockTakes.orderId, orderId),
      eq(orderStockTakes.goodsId, take.goodsId),
      eq(orderStockTakes.warehouseId, take.warehouseId),
    );
    await tx.delete(orderStockTakes).where(and(same, lte(orderStockTakes.number, take.number)));
    await tx
      .update(orderStockTakes)
      .set({ number: sql`${orderStockTakes.number} - ${take.number}` })
      .where(and(same, gt(orderStockTakes.number, take.number)));
  }
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
  /** A line may appear several times, once per lot it ships from. */
  lines: { lineId: number; number: number; batchNo: string; producedOn: string; expiresOn: string }[];
}

/** What a shipment is checked against: the shop's minimum shelf life and today (China time). */
export interface ShelfLifeRule {
  minMonths: number;
  today: string;
}

/** Refuses a shipment line of a line not on the order, beyond what is owed, or of a lot too near expiry. */
function checkShipment(shipment: ShipmentInput, owed: Map<number, OwedLine>, rule: ShelfLifeRule): void {
  const sending = new Map<number, number>();
  shipment.lines.forEach((line, index) => {
    const left = owed.get(line.lineId);
    if (left === undefined) throw invalid(`lines.${index}.line_id`, '发货明细不属于该订单');
    const problem = shelfLifeProblem(line.expiresOn, rule.today, rule.minMonths);
    if (problem) throw invalid(`lines.${index}.expires_on`, `第${index + 1}行 ${left.name}：${problem}`);
    const total = (sending.get(line.lineId) ?? 0) + line.number;
    if (total > left.owed) throw invalid(`lines.${index}.number`, `发货数量超过未发数量（剩余${left.owed}）`);
    sending.set(line.lineId, total);
  });
}

/** A shipment recorded: the order as it is now, and what the shipment carried of each line. */
export interface RecordedShipment {
  order: OrderRow;
  shipmentId: number;
  shipped: { line: OrderLineRow; number: number }[];
}

/**
 * Records a shipment of a paid order, each line with its lots. The order stays 待发货 (部分发货 once
 * something has shipped) while pieces are owed, and becomes 已发货 when nothing is. The order row is
 * locked (until the commit, so the shipment's invoice is issued under it), so shipments and
 * cancellations of one order are checked against what went before, one at a time: no line is ever
 * shipped beyond what was bought and not cancelled.
 */
export async function recordShipment(
  tx: Transaction,
  orderId: number,
  shipment: ShipmentInput,
  rule: ShelfLifeRule,
): Promise<RecordedShipment> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound('订单不存在');
  if (!([ORDER_STATUS.toShip, ORDER_STATUS.shipped] as number[]).includes(order.status)) {
    throw new DomainError(Code.badRequest, '只有已付款的订单可以发货', 400);
  }
  const owed = await owedByLine(tx, orderId);
  checkShipment(shipment, owed, rule);
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
  const sentNow = shipment.lines.reduce((sum, line) => sum + line.number, 0);
  const owedBefore = [...owed.values()].reduce((sum, line) => sum + line.owed, 0);
  const moved = await markShipped(tx, order, owedBefore === sentNow);
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
  return { order: moved, shipmentId: sent!.id, shipped };
}

/**
 * The order after a shipment: shipped since its first one; 已发货 once nothing is owed, else it
 * stays where it is (待发货 shows as 部分发货).
 */
export async function markShipped(tx: Transaction, order: OrderRow, nothingOwed: boolean): Promise<OrderRow> {
  const [shipped] = await tx
    .update(orders)
    .set({
      shippedAt: sql`coalesce(${orders.shippedAt}, now())`,
      ...(nothingOwed ? { status: ORDER_STATUS.shipped } : {}),
    })
    .where(eq(orders.id, order.id))
    .returning();
  return shipped!;
}

/** A line of an order with the pieces still owed: bought, less shipped, less cancelled. */
export interface OwedLine {
  name: string;
  owed: number;
}

/** Pieces of each line of an order still owed (neither shipped nor cancelled), by line id. */
export async function owedByLine(db: Executor, orderId: number): Promise<Map<number, OwedLine>> {
  const rows = await db
    .select({
      id: orderLines.id,
      name: orderLines.name,
      // Named in full: a column of the outer query inside a subquery must not read as the subquery's own.
      owed: sql<number>`(order_lines.number
        - coalesce((select sum(s.number) from shipment_lines s where s.order_line_id = order_lines.id), 0)
        - coalesce((select sum(c.number) from order_line_cancellations c where c.order_line_id = order_lines.id), 0))::integer`,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.id);
  return new Map(rows.map((row) => [row.id, { name: row.name, owed: Number(row.owed) }]));
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
