import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import type { OrderDetail, OrderPage } from '@yaocai/domain/contracts/order-responses';
import { notFound } from '@yaocai/domain/errors';
import { concurrently, type Executor } from '../../db/client.ts';
import { orderDetail, orderSummary, type OrderLineRow, type OrderRow } from './order-wire.ts';
import { orderLines, orders, shipments } from './orders.tables.ts';
import { escapeLike } from '../../db/like.ts';
import { ordersByState } from './orders-by-state.ts';

const ORDER_NOT_FOUND = '订单不存在';

/** The buyer's own order (another buyer's id is simply not found), optionally locked for a change. */
export async function ownOrder(
  db: Executor,
  userId: number,
  orderId: number,
  lock = false,
): Promise<OrderRow> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

export async function linesOf(db: Executor, orderId: number): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
}

export async function detailOf(db: Executor, order: OrderRow): Promise<OrderDetail> {
  const [lines, sent] = await concurrently(
    db,
    () => linesOf(db, order.id),
    () => db.select().from(shipments).where(eq(shipments.orderId, order.id)).orderBy(asc(shipments.id)),
  );
  return orderDetail(order, lines, sent);
}

export async function readOrder(db: Executor, userId: number, orderId: number): Promise<OrderDetail> {
  return detailOf(db, await ownOrder(db, userId, orderId));
}

export async function listOrders(
  db: Executor,
  userId: number,
  query: { state: number; page: number; page_size: number; keyword: string },
): Promise<OrderPage> {
  const { rows, counts } = await ordersByState(
    db,
    {
      where: eq(orders.userId, userId),
      ...(query.keyword
        ? { anyOf: [ilike(orders.orderNo, `%${escapeLike(query.keyword)}%`)], lineNamed: query.keyword }
        : {}),
    },
    query,
  );
  const lines = rows.length
    ? await db
        .select()
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(orderLines.id))
    : [];
  const byOrder = new Map<number, OrderLineRow[]>();
  for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  return {
    list: rows.map((row) => orderSummary(row, byOrder.get(row.id) ?? [])),
    total: query.state === 0 ? counts['0']! : (counts[String(query.state)] ?? 0),
    page: query.page,
    page_size: query.page_size,
    counts,
  };
}
