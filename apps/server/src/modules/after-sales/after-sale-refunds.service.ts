import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderLinesByIds } from '../orders/order-lookup.service.ts';
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
