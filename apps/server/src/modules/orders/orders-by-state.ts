import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUS } from '@yaocai/domain/contracts/order';
import type { Executor } from '../../db/client.ts';
import type { OrderRow } from './order-wire.ts';
import { orderLines, orders, orderStateCounts } from './orders.tables.ts';
import { escapeLike } from '../../db/like.ts';

/** Orders with a line whose goods name contains `like` (a LIKE pattern). */
export const hasLineNamed = (like: string): SQL =>
  sql`exists (select 1 from ${orderLines} l where l.order_id = ${orders.id} and l.name ilike ${like})`;

/**
 * Orders whose number starts with `keywords`, with a line whose goods name contains them, or of one
 * of `buyerIds`: one indexed lookup each (a prefix index on the number, a trigram index on the
 * names), joined as a set, so that a search of a million orders reads only what matches.
 */
export function orderMatches(keywords: string, buyerIds: readonly number[]): SQL {
  const prefix = `${escapeLike(keywords)}%`;
  const like = `%${escapeLike(keywords)}%`;
  const byBuyer =
    buyerIds.length > 0
      ? sql` union all select ${orders.id} from ${orders} where ${inArray(orders.userId, [...buyerIds])}`
      : sql``;
  return sql`${orders.id} in (select ${orders.id} from ${orders} where ${orders.orderNo} like ${prefix} union all select ${orderLines.orderId} from ${orderLines} where ${orderLines.name} ilike ${like}${byBuyer})`;
}

/** Orders per state: from the kept counters for every order, else counted among those matching. */
async function countByState(
  db: Executor,
  matching: SQL | undefined,
): Promise<{ status: number; n: number }[]> {
  if (matching === undefined) {
    return db
      .select({ status: orderStateCounts.status, n: sql<number>`sum(${orderStateCounts.n})::integer` })
      .from(orderStateCounts)
      .groupBy(orderStateCounts.status);
  }
  return db.select({ status: orders.status, n: count() }).from(orders).where(matching).groupBy(orders.status);
}

/**
 * One page of the orders that match, newest first, in `state` (0: any state), and how many match in
 * each state (key '0': all of them).
 */
export async function ordersByState(
  db: Executor,
  matching: SQL | undefined,
  query: { state: number; page: number; page_size: number },
): Promise<{ rows: OrderRow[]; counts: Record<string, number> }> {
  const inState = query.state === 0 ? matching : and(matching, eq(orders.status, query.state));
  const [rows, byState] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(inState)
      .orderBy(desc(orders.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    countByState(db, matching),
  ]);
  const counts: Record<string, number> = { '0': 0 };
  for (const status of Object.values(ORDER_STATUS)) counts[String(status)] = 0;
  for (const { status, n } of byState) {
    counts[String(status)] = n;
    counts['0']! += n;
  }
  return { rows, counts };
}
