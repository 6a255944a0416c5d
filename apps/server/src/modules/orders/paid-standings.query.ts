import { and, asc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@yaocai/domain/contracts/order';
import type { Executor } from '../../db/client.ts';
import { orderCancellations, orders } from './orders.tables.ts';

/** Paid and not cancelled: 待发货, 已发货, 已完成. */
const PAID = [ORDER_STATUS.toShip, ORDER_STATUS.shipped, ORDER_STATUS.completed];

export interface PaidStanding {
  userId: number;
  paidFen: number;
  place: number;
}

/**
 * Buyers by what they paid in [from, to): orders paid then and not cancelled, less what operators
 * cancelled of them and gave back (取消未发部分); ties go to who paid first. The first `places`,
 * and `userId`'s own place wherever it is.
 */
export async function paidStandings(
  db: Executor,
  window: { from: Date; to: Date },
  places: number,
  userId: number | null,
): Promise<PaidStanding[]> {
  const given = sql`coalesce((select sum(c.amount_fen) from ${orderCancellations} c where c.order_id = ${orders.id}), 0)`;
  const paid = db
    .select({
      userId: orders.userId,
      paidFen: sql<string>`sum(${orders.payableFen} - ${given})`.as('paid_fen'),
      firstPaid: sql`min(${orders.paidAt})`.as('first_paid'),
    })
    .from(orders)
    .where(and(gte(orders.paidAt, window.from), lt(orders.paidAt, window.to), inArray(orders.status, PAID)))
    .groupBy(orders.userId)
    .as('paid');
  const ranked = db
    .select({
      userId: paid.userId,
      paidFen: paid.paidFen,
      place:
        sql<string>`row_number() over (order by ${paid.paidFen} desc, ${paid.firstPaid}, ${paid.userId})`.as(
          'place',
        ),
    })
    .from(paid)
    .where(sql`${paid.paidFen} > 0`)
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(or(lte(ranked.place, sql`${places}`), eq(ranked.userId, userId ?? 0)))
    .orderBy(asc(ranked.place));
  return rows.map((row) => ({ userId: row.userId, paidFen: Number(row.paidFen), place: Number(row.place) }));
}
