import { and, count, countDistinct, desc, gte, isNotNull, ne, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@yaocai/domain/contracts/order';
import type { Executor } from '../../db/client.ts';
import { orderLines, orders } from './orders.tables.ts';

/**
 * The shop's calendar: days begin at midnight in China. Written into the SQL as a literal, so that a
 * grouped expression and its select are the same text (as parameters they would differ).
 */
const SHOP_TIME_ZONE = sql.raw(`'Asia/Shanghai'`);

export interface SalesStats {
  salesFen: number;
  orders: number;
  payingBuyers: number;
  toShip: number;
  daily: { day: string; salesFen: number; orders: number }[];
  topGoods: { name: string; amountFen: number; number: number }[];
}

/**
 * What was paid over the last `days` days (today counting as one), cancelled orders left out: totals,
 * each day's (every day present, oldest first) and the goods that sold the most.
 */
export async function salesStats(db: Executor, days: number): Promise<SalesStats> {
  const since = sql`(date_trunc('day', now() at time zone ${SHOP_TIME_ZONE}) - make_interval(days => ${days - 1})) at time zone ${SHOP_TIME_ZONE}`;
  const paid = and(
    isNotNull(orders.paidAt),
    gte(orders.paidAt, since),
    ne(orders.status, ORDER_STATUS.cancelled),
  );
  const dayOf = sql<string>`to_char(${orders.paidAt} at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD')`;
  const [[totals], perDay, top, [toShip]] = await Promise.all([
    db
      .select({
        salesFen: sql<number>`coalesce(sum(${orders.payableFen}), 0)::bigint`,
        orders: count(),
        payingBuyers: countDistinct(orders.userId),
        today: sql<string>`to_char(now() at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD')`,
      })
      .from(orders)
      .where(paid),
    db
      .select({ day: dayOf, salesFen: sql<number>`sum(${orders.payableFen})::bigint`, orders: count() })
      .from(orders)
      .where(paid)
      .groupBy(dayOf),
    db
      .select({
        name: orderLines.name,
        amountFen: sql<number>`sum(${orderLines.amountFen})::bigint`,
        number: sql<number>`sum(${orderLines.number})::integer`,
      })
      .from(orderLines)
      .innerJoin(orders, sql`${orders.id} = ${orderLines.orderId}`)
      .where(paid)
      .groupBy(orderLines.name)
      .orderBy(desc(sql`sum(${orderLines.amountFen})`))
      .limit(10),
    db
      .select({ n: count() })
      .from(orders)
      .where(sql`${orders.status} = ${ORDER_STATUS.toShip}`),
  ]);
  const byDay = new Map(perDay.map((row) => [row.day, row]));
  const today = totals!.today;
  const daily = Array.from({ length: days }, (_, index) => {
    const day = shiftDay(today, index - (days - 1));
    const row = byDay.get(day);
    return { day, salesFen: Number(row?.salesFen ?? 0), orders: row?.orders ?? 0 };
  });
  return {
    salesFen: Number(totals?.salesFen ?? 0),
    orders: totals?.orders ?? 0,
    payingBuyers: totals?.payingBuyers ?? 0,
    toShip: toShip?.n ?? 0,
    daily,
    topGoods: top.map((row) => ({ name: row.name, amountFen: Number(row.amountFen), number: row.number })),
  };
}

/** A YYYY-MM-DD day moved by `by` days. */
function shiftDay(day: string, by: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + by);
  return date.toISOString().slice(0, 10);
}
