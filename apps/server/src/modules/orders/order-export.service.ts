import { and, asc, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderLines, orders } from './orders.tables.ts';
import type { OrderRow } from './order-wire.ts';

type LineRow = typeof orderLines.$inferSelect;

/**
 * Up to `limit` matching orders in `state` (0: any) older than `beforeId`, newest first, each with
 * its lines: an export's next page, read by id so that orders placed meanwhile do not shift it.
 */
export async function ordersWithLinesBefore(
  db: Executor,
  matching: SQL | undefined,
  state: number,
  beforeId: number,
  limit: number,
): Promise<{ order: OrderRow; lines: LineRow[] }[]> {
  const page = await db
    .select()
    .from(orders)
    .where(and(matching, state === 0 ? undefined : eq(orders.status, state), lt(orders.id, beforeId)))
    .orderBy(desc(orders.id))
    .limit(limit);
  if (page.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        page.map((order) => order.id),
      ),
    )
    .orderBy(asc(orderLines.id));
  return page.map((order) => ({ order, lines: lines.filter((line) => line.orderId === order.id) }));
}
