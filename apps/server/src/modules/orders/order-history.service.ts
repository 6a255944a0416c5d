import { and, count, desc, eq, inArray, max, sql, sum } from 'drizzle-orm';
import { ORDER_STATUS } from '@yaocai/domain/contracts/order';
import type { Paged } from '@yaocai/domain/contracts/wire';
import type { FastBuyEntry } from '@yaocai/domain/contracts/order-responses';
import type { Executor } from '../../db/client.ts';
import type { BuyerAccess } from '../accounts/buyer-access.ts';
import { goodsCardsByIds } from '../catalog/goods.service.ts';
import { orderLines, orders } from './orders.tables.ts';

const BOUGHT = [ORDER_STATUS.toShip, ORDER_STATUS.shipped, ORDER_STATUS.completed];

/** 常购清单: goods from the buyer's paid orders, most often (1) or most recently (2) bought first. */
export async function fastBuy(
  db: Executor,
  userId: number,
  access: BuyerAccess,
  query: { page: number; page_size: number; order: number },
): Promise<Paged<FastBuyEntry>> {
  const bought = and(
    eq(orders.userId, userId),
    inArray(orders.status, BOUGHT),
    sql`${orderLines.goodsId} is not null`,
  );
  const times = count(sql`distinct ${orders.id}`);
  const last = max(orders.createdAt);
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    db
      .select({
        goodsId: orderLines.goodsId,
        name: max(orderLines.name),
        manufacturer: max(orderLines.manufacturer),
        spec: max(orderLines.spec),
        packUnit: max(orderLines.packUnit),
        image: max(orderLines.image),
        times,
        pieces: sum(orderLines.number).mapWith(Number),
        last,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(bought)
      .groupBy(orderLines.goodsId)
      .orderBy(...(query.order === 1 ? [desc(times), desc(last)] : [desc(last)]), desc(orderLines.goodsId))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ n: count(sql`distinct ${orderLines.goodsId}`) })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(bought),
  ]);
  const cards = new Map(
    (
      await goodsCardsByIds(
        db,
        rows.map((row) => row.goodsId!),
        access,
      )
    ).map((card) => [card.id, card]),
  );
  return {
    list: rows.map((row) => ({
      goods: cards.get(row.goodsId!) ?? null,
      goods_id: row.goodsId!,
      name: row.name ?? '',
      sccj: row.manufacturer ?? '',
      ypgg: row.spec ?? '',
      bzdw: row.packUnit ?? '',
      image: row.image,
      times: row.times,
      pieces: row.pieces,
      last_bought_at: row.last!.toISOString(),
    })),
    total: n,
    page: query.page,
    page_size: query.page_size,
  };
}
