import { and, asc, count, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import {
  POINTS_EXCHANGE_STATUS_LABEL,
  POINTS_MALL_MESSAGES,
  type PointsExchange,
  type PointsExchangeListQuery,
  type PointsMallItem,
} from '@yaocai/domain/contracts/points-mall';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { DomainError } from '@yaocai/domain/errors';
import { Code } from '@yaocai/domain/codes';
import { couponRule, type CouponTerms } from '@yaocai/domain/pricing/coupon';
import { concurrently, type Executor, type Transaction } from '../../db/client.ts';
import { stockedGoods, type LineGoods } from '../catalog/goods-facts.service.ts';
import { coupons, pointsExchanges, pointsItems, userCoupons } from './promotions.tables.ts';

type ItemRow = typeof pointsItems.$inferSelect;
type ExchangeRow = typeof pointsExchanges.$inferSelect;

export const refused = (message: string) => new DomainError(Code.badRequest, message, 400);

const runningNow = (now: Date) => and(lte(pointsItems.startsAt, now), gt(pointsItems.endsAt, now));

/** The items of the 积分商城 running now, with what is left and what this buyer exchanged of each. */
/** What an item gives, as its card words it: the coupon's rule and last day, or the goods' spec and pieces. */
export const itemDetail = (
  coupon: (Omit<CouponTerms, 'goodsIds'> & { endsAt: Date }) | null,
  goods: Pick<LineGoods, 'spec' | 'packUnit'> | undefined,
  quantity: number,
): string =>
  coupon
    ? `${couponRule({ ...coupon, goodsIds: null })}，有效期至${coupon.endsAt.toISOString().slice(0, 10)}`
    : `${goods?.spec ?? ''} ×${quantity}${goods?.packUnit ?? ''}`;

export async function pointsMallItems(
  db: Executor,
  userId: number,
  now = new Date(),
): Promise<PointsMallItem[]> {
  const mine = db
    .select({ itemId: pointsExchanges.itemId, n: sql<number>`count(*)::integer`.as('n') })
    .from(pointsExchanges)
    .where(eq(pointsExchanges.userId, userId))
    .groupBy(pointsExchanges.itemId)
    .as('mine');
  const rows = await db
    .select({ item: pointsItems, coupon: coupons, exchanged: sql<number>`coalesce(${mine.n}, 0)` })
    .from(pointsItems)
    .leftJoin(coupons, eq(coupons.id, pointsItems.couponId))
    .leftJoin(mine, eq(mine.itemId, pointsItems.id))
    .where(runningNow(now))
    .orderBy(asc(pointsItems.points), asc(pointsItems.id));
  const goodsOf = await stockedGoods(
    db,
    rows.flatMap(({ item }) => (item.goodsId === null ? [] : [item.goodsId])),
  );
  return rows.map(({ item, coupon, exchanged }) => {
    const given = item.goodsId === null ? undefined : goodsOf.get(item.goodsId)?.goods;
    return {
      id: item.id,
      name: item.name,
      item_kind: item.kind,
      goods_id: item.goodsId,
      quantity: item.quantity,
      image: given?.images[0] ?? null,
      detail: itemDetail(coupon, given, item.quantity),
      points: item.points,
      left: item.totalStock - item.exchangedCount,
      per_buyer_limit: item.perBuyerLimit,
      exchanged: Number(exchanged),
      ends_at: item.endsAt.toISOString(),
    };
  });
}

/** A buyer's exchanges take turns (their per-buyer counts and keys), in the caller's transaction. */
export async function lockBuyerExchanges(tx: Transaction, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('points-exchange'), ${userId})`);
}

export async function exchangeByKey(
  tx: Executor,
  userId: number,
  key: string,
): Promise<ExchangeRow | undefined> {
  const [row] = await tx
    .select()
    .from(pointsExchanges)
    .where(and(eq(pointsExchanges.userId, userId), eq(pointsExchanges.idempotencyKey, key)));
  return row;
}

/**
 * Takes one piece of a running item for the buyer (under their exchange lock): within their limit, and
 * a conditional update of the count under the row lock, so the stock never goes below zero and a stop
 * racing it either came before or refuses it.
 */
export async function takePointsItem(
  tx: Transaction,
  userId: number,
  itemId: number,
  now = new Date(),
): Promise<ItemRow> {
  const [item] = await tx
    .select()
    .from(pointsItems)
    .where(and(eq(pointsItems.id, itemId), runningNow(now)));
  if (!item) throw refused(POINTS_MALL_MESSAGES.missing);
  const [{ n } = { n: 0 }] = await tx
    .select({ n: count() })
    .from(pointsExchanges)
    .where(and(eq(pointsExchanges.userId, userId), eq(pointsExchanges.itemId, itemId)));
  if (n >= item.perBuyerLimit) throw refused(POINTS_MALL_MESSAGES.limit(item.perBuyerLimit));
  const [taken] = await tx
    .update(pointsItems)
    .set({ exchangedCount: sql`${pointsItems.exchangedCount} + 1` })
    .where(
      and(
        eq(pointsItems.id, itemId),
        sql`${pointsItems.startsAt} <= clock_timestamp()`,
        sql`${pointsItems.endsAt} > clock_timestamp()`,
        sql`${pointsItems.exchangedCount} < ${pointsItems.totalStock}`,
      ),
    )
    .returning();
  if (!taken) throw refused(POINTS_MALL_MESSAGES.soldOut);
  return taken;
}

/** Records the exchange: a coupon item's coupon goes into the buyer's hands (我的优惠券) now. */
export async function recordExchange(
  tx: Transaction,
  exchange: { userId: number; item: ItemRow; balanceAfter: number; key: string; requestHash: string },
): Promise<ExchangeRow> {
  const { item } = exchange;
  const held =
    item.couponId === null
      ? null
      : (
          await tx
            .insert(userCoupons)
            .values({ userId: exchange.userId, couponId: item.couponId })
            .returning()
        )[0]!;
  const [row] = await tx
    .insert(pointsExchanges)
    .values({
      userId: exchange.userId,
      itemId: item.id,
      points: item.points,
      status: held ? 'issued' : 'to_ship',
      userCouponId: held?.id ?? null,
      balanceAfter: exchange.balanceAfter,
      idempotencyKey: exchange.key,
      requestHash: exchange.requestHash,
    })
    .returning();
  return row!;
}

const answerOf = (row: ExchangeRow, item: ItemRow): PointsExchange => ({
  id: row.id,
  item_name: item.name,
  item_kind: item.kind,
  points: row.points,
  status: row.status,
  status_label: POINTS_EXCHANGE_STATUS_LABEL[row.status],
  balance_after: row.balanceAfter,
  created_at: row.createdAt.toISOString(),
  shipped_at: row.shippedAt?.toISOString() ?? null,
});

export async function exchangeAnswer(db: Executor, row: ExchangeRow): Promise<PointsExchange> {
  const [item] = await db.select().from(pointsItems).where(eq(pointsItems.id, row.itemId));
  return answerOf(row, item!);
}

/** A page of exchanges with their items, newest first, and how many match `where` in all. */
export async function exchangeRows(
  db: Executor,
  where: SQL | undefined,
  query: { page: number; page_size: number },
) {
  const [rows, [total]] = await concurrently(
    db,
    () =>
      db
        .select({ exchange: pointsExchanges, item: pointsItems })
        .from(pointsExchanges)
        .innerJoin(pointsItems, eq(pointsItems.id, pointsExchanges.itemId))
        .where(where)
        .orderBy(desc(pointsExchanges.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
    () =>
      db
        .select({ n: count() })
        .from(pointsExchanges)
        .innerJoin(pointsItems, eq(pointsItems.id, pointsExchanges.itemId))
        .where(where),
  );
  return { rows, total: total?.n ?? 0 };
}

/** GET /api/user/points_exchanges: the buyer's own exchanges, newest first, with whether goods shipped. */
export async function buyerExchangePage(
  db: Executor,
  userId: number,
  query: PointsExchangeListQuery,
): Promise<Paged<PointsExchange>> {
  const { rows, total } = await exchangeRows(db, eq(pointsExchanges.userId, userId), query);
  return {
    list: rows.map(({ exchange, item }) => answerOf(exchange, item)),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}
