import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@yaocai/domain/contracts/order';
import { chinaMonthStart } from '@yaocai/domain/pricing/monthly-limit';
import type { Executor } from '../../db/client.ts';
import { orders, orderStockTakes } from './orders.tables.ts';

/**
 * Pieces of each goods the buyer has ordered since the month began (China time), packs counting the
 * goods in them; cancelled orders do not count. Goods not ordered are left out.
 */
export async function boughtThisMonth(
  db: Executor,
  userId: number,
  goodsIds: readonly number[],
  now = new Date(),
): Promise<Map<number, number>> {
  if (goodsIds.length === 0) return new Map();
  const rows = await db
    .select({
      goodsId: orderStockTakes.goodsId,
      number: sql<number>`sum(${orderStockTakes.number})::integer`,
    })
    .from(orderStockTakes)
    .innerJoin(orders, eq(orders.id, orderStockTakes.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        ne(orders.status, ORDER_STATUS.cancelled),
        gte(orders.createdAt, chinaMonthStart(now)),
        inArray(orderStockTakes.goodsId, [...goodsIds]),
      ),
    )
    .groupBy(orderStockTakes.goodsId);
  return new Map(rows.map((row) => [row.goodsId, Number(row.number)]));
}
