import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { OrderLineRow, OrderRow } from './order-wire.ts';
import { invoices, orderLines, orders, shipmentLines } from './orders.tables.ts';

type InvoiceRow = typeof invoices.$inferSelect;

/** Orders by id, for other modules' lists (after-sales). */
export async function ordersByIds(db: Executor, ids: readonly number[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...new Set(ids)]));
}

/** Order lines by id. */
export async function orderLinesByIds(db: Executor, ids: readonly number[]): Promise<OrderLineRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.id, [...new Set(ids)]));
}

/** How many of each of the order's lines its shipments carried, by line id. */
export async function shippedPerLine(db: Executor, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ lineId: shipmentLines.orderLineId, n: sql<number>`sum(${shipmentLines.number})::integer` })
    .from(shipmentLines)
    .innerJoin(orderLines, eq(orderLines.id, shipmentLines.orderLineId))
    .where(eq(orderLines.orderId, orderId))
    .groupBy(shipmentLines.orderLineId);
  return new Map(rows.map((row) => [row.lineId, row.n]));
}

/** The invoices issued for an order, oldest first. */
export async function invoicesOfOrder(db: Executor, orderId: number): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(invoices.id);
}
