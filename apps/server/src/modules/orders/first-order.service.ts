import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@yaocai/domain/contracts/order';
import type { Executor } from '../../db/client.ts';
import { orderLines, orders } from './orders.tables.ts';

/**
 * When the buyer's first order was paid (首单), or null when none was paid yet. An order is paid once
 * it has `paid_at`, whatever came after (a paid order later cancelled was still paid); an order
 * cancelled unpaid never was.
 */
export async function firstPaidAt(db: Executor, userId: number): Promise<Date | null> {
  const [first] = await db
    .select({ paidAt: orders.paidAt })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.paidAt)))
    .orderBy(asc(orders.paidAt))
    .limit(1);
  return first?.paidAt ?? null;
}

/**
 * Pieces the buyer ordered at each 新人价 (new_buyer_prices id), in orders not cancelled; prices not
 * ordered at are left out.
 */
export async function orderedAtNewBuyerPrices(
  db: Executor,
  userId: number,
  priceIds: readonly number[],
): Promise<Map<number, number>> {
  if (priceIds.length === 0) return new Map();
  const rows = await db
    .select({
      priceId: orderLines.newBuyerPriceId,
      number: sql<number>`sum(${orderLines.number})::integer`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        ne(orders.status, ORDER_STATUS.cancelled),
        inArray(orderLines.newBuyerPriceId, [...priceIds]),
      ),
    )
    .groupBy(orderLines.newBuyerPriceId);
  return new Map(rows.map((row) => [row.priceId!, Number(row.number)]));
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
