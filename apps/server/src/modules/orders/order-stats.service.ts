import { and, count, desc, gte, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ORDER_STATUS } from '@yaocai/domain/contracts/order';
import type { Executor } from '../../db/client.ts';
import { orderLines, orders } from './orders.tables.ts';

/**
 * The shop's calendar: days begin at midnight in China. Written into the SQL as a literal, so that a
 * grouped expression and its select are the same text (as parameters they would differ).
 */
const SHOP_TIME_ZONE = sql.raw(`'Asia/Shanghai'`);

/** The China day (YYYY-MM-DD) of a timestamp column, as SQL. */
export const shopDayOf = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD')`;

/**
 * Money given back in a period, per China day and goods name: one refund kind's part of the sum the
 * dashboard takes off its sales. `name` is null for what belongs to no goods line (freight).
 */
export interface RefundRow {
  day: string;
  name: string | null;
  amountFen: number;
  number: number;
}

export interface PaidStats {
  paidFen: number;
  orders: number;
  payingBuyers: number;
  toShip: number;
  daily: Map<string, { paidFen: number; orders: number }>;
  /** Goods by what was paid for them, most first: the first `topGoods` and as many more as asked. */
  topGoods: { name: string; amountFen: number; number: number }[];
}

/** A timestamp column from `from` up to (not including) `to`. */
export const between = (column: AnyPgColumn, from: Date, to: Date) =>
  and(isNotNull(column), gte(column, from), lt(column, to));

/**
 * What was paid from `from` up to (not including) `to`: every order paid in it counts, cancelled since or not (its refund is
 * taken off in the period it happened); orders and paying buyers count the orders not cancelled.
 */
export async function paidStats(db: Executor, from: Date, to: Date, goodsWanted: number): Promise<PaidStats> {
  const paid = between(orders.paidAt, from, to);
  const kept = ne(orders.status, ORDER_STATUS.cancelled);
  const dayOf = shopDayOf(orders.paidAt);
  const [[totals], perDay, top, [toShip]] = await Promise.all([
    db
      .select({
        paidFen: sql<number>`coalesce(sum(${orders.payableFen}), 0)::bigint`,
        orders: sql<number>`(count(*) filter (where ${kept}))::integer`,
        payingBuyers: sql<number>`(count(distinct ${orders.userId}) filter (where ${kept}))::integer`,
      })
      .from(orders)
      .where(paid),
    db
      .select({
        day: dayOf,
        paidFen: sql<number>`sum(${orders.payableFen})::bigint`,
        orders: sql<number>`(count(*) filter (where ${kept}))::integer`,
      })
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
      .orderBy(desc(sql`sum(${orderLines.amountFen})`), orderLines.name)
      .limit(goodsWanted),
    db
      .select({ n: count() })
      .from(orders)
      .where(sql`${orders.status} = ${ORDER_STATUS.toShip}`),
  ]);
  return {
    paidFen: Number(totals?.paidFen ?? 0),
    orders: totals?.orders ?? 0,
    payingBuyers: totals?.payingBuyers ?? 0,
    toShip: toShip?.n ?? 0,
    daily: new Map(perDay.map((row) => [row.day, { paidFen: Number(row.paidFen), orders: row.orders }])),
    topGoods: top.map((row) => ({ name: row.name, amountFen: Number(row.amountFen), number: row.number })),
  };
}

/**
 * Paid orders cancelled from `from` up to `to` (before shipping, the whole payment given back): each line's
 * amount, and the freight as a row of no goods. Dated by the cancellation, when the shop owes it back.
 */
export async function cancelledOrderRefundsBetween(db: Executor, from: Date, to: Date): Promise<RefundRow[]> {
  const cancelled = and(
    isNotNull(orders.paidAt),
    sql`${orders.status} = ${ORDER_STATUS.cancelled}`,
    between(orders.cancelledAt, from, to),
  );
  const dayOf = shopDayOf(orders.cancelledAt);
  const [lines, freight] = await Promise.all([
    db
      .select({
        day: dayOf,
        name: orderLines.name,
        amountFen: sql<number>`sum(${orderLines.amountFen})::bigint`,
        number: sql<number>`sum(${orderLines.number})::integer`,
      })
      .from(orders)
      .innerJoin(orderLines, sql`${orderLines.orderId} = ${orders.id}`)
      .where(cancelled)
      .groupBy(dayOf, orderLines.name),
    db
      .select({ day: dayOf, amountFen: sql<number>`sum(${orders.freightFen})::bigint` })
      .from(orders)
      .where(and(cancelled, sql`${orders.freightFen} > 0`))
      .groupBy(dayOf),
  ]);
  return [
    ...lines.map((row) => ({ ...row, amountFen: Number(row.amountFen) })),
    ...freight.map((row) => ({ day: row.day, name: null, amountFen: Number(row.amountFen), number: 0 })),
  ];
}
