import { and, eq, inArray, sql } from 'drizzle-orm';
import { concurrently, type Executor } from '../../db/client.ts';
import { cancelledPerLine, orderLinesByIds } from '../orders/order-lookup.service.ts';
import { linesOf } from '../orders/order-read.service.ts';
import { between, shopDayOf, type RefundRow } from '../orders/order-stats.service.ts';
import { afterSaleLines, afterSales } from './after-sales.tables.ts';

/**
 * After-sales requests refunded from `from` up to `to`, per day and goods name: each claimed line's share,
 * dated when the money went back (a gateway refund: when the gateway made it).
 */
export async function afterSaleRefundsBetween(db: Executor, from: Date, to: Date): Promise<RefundRow[]> {
  const dayOf = shopDayOf(afterSales.refundedAt);
  const perLine = await db
    .select({
      day: dayOf,
      lineId: afterSaleLines.orderLineId,
      amountFen: sql<number>`sum(${afterSaleLines.amountFen})::bigint`,
      number: sql<number>`sum(${afterSaleLines.number})::integer`,
    })
    .from(afterSales)
    .innerJoin(afterSaleLines, eq(afterSaleLines.afterSaleId, afterSales.id))
    .where(and(eq(afterSales.status, 'refunded'), between(afterSales.refundedAt, from, to)))
    .groupBy(dayOf, afterSaleLines.orderLineId);
  const nameOf = new Map(
    (
      await orderLinesByIds(
        db,
        perLine.map((row) => row.lineId),
      )
    ).map((line) => [line.id, line.name]),
  );
  return perLine.map((row) => ({
    day: row.day,
    name: nameOf.get(row.lineId) ?? null,
    amountFen: Number(row.amountFen),
    number: row.number,
  }));
}

/**
 * Whether the buyer kept nothing they paid for of the order: every piece of every paid line was
 * given back by after-sales (退款中 or 已退款) or cancelled before it shipped (取消未发部分). Free
 * pieces (赠品) do not count.
 */
export async function nothingPaidKept(db: Executor, orderId: number): Promise<boolean> {
  const [lines, refunded, cancelled] = await concurrently(
    db,
    () => linesOf(db, orderId),
    () =>
      db
        .select({
          lineId: afterSaleLines.orderLineId,
          n: sql<number>`sum(${afterSaleLines.number})::integer`,
        })
        .from(afterSaleLines)
        .innerJoin(afterSales, eq(afterSales.id, afterSaleLines.afterSaleId))
        .where(and(eq(afterSales.orderId, orderId), inArray(afterSales.status, ['refunding', 'refunded'])))
        .groupBy(afterSaleLines.orderLineId),
    () => cancelledPerLine(db, orderId),
  );
  const back = new Map(refunded.map((row) => [row.lineId, row.n]));
  return lines
    .filter((line) => line.amountFen > 0)
    .every((line) => (back.get(line.id) ?? 0) + (cancelled.get(line.id)?.number ?? 0) >= line.number);
}
