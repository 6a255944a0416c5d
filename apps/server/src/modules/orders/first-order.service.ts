import { and, asc, eq, isNotNull } from 'drizzle-orm';
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
