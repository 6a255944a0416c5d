import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orders } from './orders.tables.ts';

/** When the buyer's first order was paid (首单), or null when none was paid yet. */
export async function firstPaidAt(db: Executor, userId: number): Promise<Date | null> {
  const [first] = await db
    .select({ paidAt: orders.paidAt })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.paidAt)))
    .orderBy(asc(orders.paidAt))
    .limit(1);
  return first?.paidAt ?? null;
}

/** Whether the buyer has no paid order but this one (首单), read in the transaction that paid it. */
export async function isOnlyPaidOrder(db: Executor, userId: number, orderId: number): Promise<boolean> {
  const [other] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.paidAt), ne(orders.id, orderId)))
    .limit(1);
  return other === undefined;
}
