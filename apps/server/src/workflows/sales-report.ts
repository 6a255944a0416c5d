import { chinaDayOf } from '@yaocai/domain/validation/dates';
import type { Executor } from '../db/client.ts';
import { afterSaleRefundsBetween } from '../modules/after-sales/after-sale-refunds.service.ts';
import { cancelledPieceRefundsBetween } from '../modules/orders/order-cancellations.service.ts';
import {
  cancelledOrderRefundsBetween,
  paidStats,
  type RefundRow,
} from '../modules/orders/order-stats.service.ts';

const DAY_MS = 86_400_000;
const TOP_GOODS = 10;

/**
 * Every refund made from `from` up to (not including) `to`, per China day and goods name: the one
 * place where the shop's refunds are gathered, so that sales net of refunds stay right when a new
 * kind of refund appears. Each kind gives its rows; a new kind adds its function to the list.
 */
export async function refundsBetween(db: Executor, from: Date, to: Date): Promise<RefundRow[]> {
  const kinds = await Promise.all([
    afterSaleRefundsBetween(db, from, to),
    cancelledOrderRefundsBetween(db, from, to),
    cancelledPieceRefundsBetween(db, from, to),
  ]);
  return kinds.flat();
}

/** What was refunded from `from` up to `to`, in fen. */
export const refundedFenBetween = async (db: Executor, from: Date, to: Date): Promise<number> =>
  sumFen(await refundsBetween(db, from, to));

const sumFen = (rows: readonly { amountFen: number }[]) => rows.reduce((sum, row) => sum + row.amountFen, 0);

export interface SalesReport {
  firstDay: string;
  lastDay: string;
  salesFen: number;
  paidFen: number;
  refundedFen: number;
  orders: number;
  payingBuyers: number;
  toShip: number;
  daily: { day: string; salesFen: number; refundedFen: number; orders: number }[];
  topGoods: { name: string; amountFen: number; number: number }[];
}

/**
 * Sales over whole China days, `firstDay` to `lastDay` (midnights as the request parsed them): paid in
 * the period less refunded in it, in total, each day (every day present, oldest first) and per goods.
 */
export async function salesReport(db: Executor, firstDay: Date, lastDay: Date): Promise<SalesReport> {
  const end = new Date(lastDay.getTime() + DAY_MS);
  const refunds = await refundsBetween(db, firstDay, end);
  const refundedGoods = new Map<string, { amountFen: number; number: number }>();
  const refundedDays = new Map<string, number>();
  for (const row of refunds) {
    refundedDays.set(row.day, (refundedDays.get(row.day) ?? 0) + row.amountFen);
    if (row.name === null) continue;
    const goods = refundedGoods.get(row.name) ?? { amountFen: 0, number: 0 };
    refundedGoods.set(row.name, {
      amountFen: goods.amountFen + row.amountFen,
      number: goods.number + row.number,
    });
  }
  // The net top ten are among the paid top ten and every goods that had a refund.
  const paid = await paidStats(db, firstDay, end, TOP_GOODS + refundedGoods.size);
  const refundedFen = sumFen(refunds);
  const days = Math.round((end.getTime() - firstDay.getTime()) / DAY_MS);
  const daily = Array.from({ length: days }, (_, index) => {
    const day = chinaDayOf(new Date(firstDay.getTime() + index * DAY_MS));
    const sold = paid.daily.get(day);
    const refunded = refundedDays.get(day) ?? 0;
    return {
      day,
      salesFen: (sold?.paidFen ?? 0) - refunded,
      refundedFen: refunded,
      orders: sold?.orders ?? 0,
    };
  });
  const topGoods = paid.topGoods
    .map((goods) => {
      const refunded = refundedGoods.get(goods.name);
      return refunded
        ? {
            ...goods,
            amountFen: goods.amountFen - refunded.amountFen,
            number: goods.number - refunded.number,
          }
        : goods;
    })
    .filter((goods) => goods.amountFen > 0)
    .sort((a, b) => b.amountFen - a.amountFen || a.name.localeCompare(b.name))
    .slice(0, TOP_GOODS);
  return {
    firstDay: chinaDayOf(firstDay),
    lastDay: chinaDayOf(lastDay),
    salesFen: paid.paidFen - refundedFen,
    paidFen: paid.paidFen,
    refundedFen,
    orders: paid.orders,
    payingBuyers: paid.payingBuyers,
    toShip: paid.toShip,
    daily,
    topGoods,
  };
}

/** The last `days` China days up to today: the dashboard's period when none is chosen. */
export function lastDays(days: number, now = new Date()): { from: Date; to: Date } {
  const today = chinaDayOf(now);
  const to = new Date(`${today}T00:00:00+08:00`);
  return { from: new Date(to.getTime() - (days - 1) * DAY_MS), to };
}
