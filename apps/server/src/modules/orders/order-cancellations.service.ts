import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { between, shopDayOf, type RefundRow } from './order-stats.service.ts';
import { orderCancellations, orderLineCancellations, orderLines } from './orders.tables.ts';

export type OrderCancellationRow = typeof orderCancellations.$inferSelect;

export interface NewCancellation {
  orderId: number;
  userId: number;
  reason: string;
  operatorId: number | null;
  /** Online refunds wait for the gateway; the balance and credit are given back at once. */
  refunding: boolean;
  lines: { orderLineId: number; number: number; amountFen: number }[];
}

/** Writes what an operator cancelled of an order's unshipped pieces, line by line. */
export async function insertCancellation(
  tx: Transaction,
  cancel: NewCancellation,
): Promise<OrderCancellationRow> {
  const amountFen = cancel.lines.reduce((sum, line) => sum + line.amountFen, 0);
  const [row] = await tx
    .insert(orderCancellations)
    .values({
      orderId: cancel.orderId,
      userId: cancel.userId,
      amountFen,
      reason: cancel.reason,
      operatorId: cancel.operatorId,
      refundStatus: cancel.refunding ? 'refunding' : 'refunded',
      refundedAt: cancel.refunding ? null : sql`now()`,
    })
    .returning();
  await tx
    .insert(orderLineCancellations)
    .values(cancel.lines.map((line) => ({ ...line, cancellationId: row!.id })));
  return row!;
}

export async function cancellationById(db: Executor, id: number): Promise<OrderCancellationRow | undefined> {
  const [row] = await db.select().from(orderCancellations).where(eq(orderCancellations.id, id));
  return row;
}

/** Marks a cancellation's online refund done; undefined when it was not waiting for one. */
export async function markCancellationRefunded(
  db: Executor,
  id: number,
): Promise<OrderCancellationRow | undefined> {
  const [row] = await db
    .update(orderCancellations)
    .set({ refundStatus: 'refunded', refundedAt: sql`now()` })
    .where(and(eq(orderCancellations.id, id), eq(orderCancellations.refundStatus, 'refunding')))
    .returning();
  return row;
}

/**
 * What was given back from `from` up to `to` for pieces operators cancelled before they shipped
 * (取消未发部分), per China day and goods name, counted when cancelled: paid orders count as sales when
 * paid, so sales net of refunds subtract this.
 */
export async function cancelledPieceRefundsBetween(db: Executor, from: Date, to: Date): Promise<RefundRow[]> {
  const dayOf = shopDayOf(orderCancellations.createdAt);
  const rows = await db
    .select({
      day: dayOf,
      name: orderLines.name,
      amountFen: sql<number>`sum(${orderLineCancellations.amountFen})::bigint`,
      number: sql<number>`sum(${orderLineCancellations.number})::integer`,
    })
    .from(orderCancellations)
    .innerJoin(orderLineCancellations, eq(orderLineCancellations.cancellationId, orderCancellations.id))
    .innerJoin(orderLines, eq(orderLines.id, orderLineCancellations.orderLineId))
    .where(between(orderCancellations.createdAt, from, to))
    .groupBy(dayOf, orderLines.name);
  return rows.map((row) => ({ ...row, amountFen: Number(row.amountFen) }));
}

/** Fen given back from `from` up to `to` for pieces operators cancelled before they shipped. */
export async function cancelledRefundsBetween(db: Executor, from: Date, to: Date): Promise<number> {
  const rows = await cancelledPieceRefundsBetween(db, from, to);
  return rows.reduce((sum, row) => sum + row.amountFen, 0);
}
