import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { orderCancellations, orderLineCancellations } from './orders.tables.ts';

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
 * Fen given back in [from, to) for pieces operators cancelled before they shipped (取消未发部分),
 * counted when cancelled: paid orders count as sales when paid, so sales net of refunds subtract this.
 */
export async function cancelledRefundsBetween(db: Executor, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ fen: sql<string>`coalesce(sum(${orderCancellations.amountFen}), 0)` })
    .from(orderCancellations)
    .where(and(gte(orderCancellations.createdAt, from), lt(orderCancellations.createdAt, to)));
  return Number(row?.fen ?? 0);
}
