import { asc, desc, inArray } from 'drizzle-orm';
import { concurrently, type Executor } from '../../db/client.ts';
import { orderLines, orders } from './orders.tables.ts';
import type { OrderRow } from './order-wire.ts';
import { idsBefore, type OrderFilter } from './orders-by-state.ts';

type LineRow = typeof orderLines.$inferSelect;

/**
 * Up to `limit` matching orders in `state` (0: any) older than `beforeId`, newest first, each with
 * its lines: an export's next page, read by id so that orders placed meanwhile do not shift it.
 */
export async function ordersWithLinesBefore(
  db: Executor,
  filter: OrderFilter,
  state: number,
  beforeId: number,
  limit: number,
): Promise<{ order: OrderRow; lines: LineRow[] }[]> {
  const ids = await idsBefore(db, filter, state, beforeId, limit);
  if (ids.length === 0) return [];
  const [page, lines] = await concurrently(
    db,
    () => db.select().from(orders).where(inArray(orders.id, ids)).orderBy(desc(orders.id)),
    () => db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id)),
  );
  return page.map((order) => ({ order, lines: lines.filter((line) => line.orderId === order.id) }));
}
