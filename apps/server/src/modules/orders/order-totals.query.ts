import { and, eq, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@yaocai/domain/contracts/order';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { orders } from './orders.tables.ts';

/**
 * The buyer's paid orders not yet shipped (no_trans_order_amount): they ship together with the next
 * order, so they count towards its free shipping. Orders change the buyer's cart version whenever
 * this amount moves, so a cart answer kept for a version stays right.
 */
export async function unshippedOrdersFenOf(db: Executor, userId: number): Promise<number> {
  const statement = prepared(db, 'unshipped_orders_fen', (db, name) =>
    db
      .select({ fen: sql<number>`coalesce(sum(${orders.payableFen}), 0)::bigint`.mapWith(Number) })
      .from(orders)
      .where(and(eq(orders.userId, sql.placeholder('userId')), eq(orders.status, ORDER_STATUS.toShip)))
      .prepare(name),
  );
  const [row] = await statement.execute({ userId });
  return row?.fen ?? 0;
}
