import { and, asc, eq, sql } from 'drizzle-orm';
import type { TradeUpActivity } from '@yaocai/domain/contracts/activity-trade-up-responses';
import { fenToYuan } from '@yaocai/domain/money';
import type { Executor } from '../../db/client.ts';
import type { BuyerAccess } from '../accounts/buyer-access.ts';
import { stockedGoods } from '../catalog/goods-facts.service.ts';
import { promotionActivities, tradeUpOffers } from './promotions.tables.ts';
import { promotionCard, promotionPrices } from './special-prices.service.ts';

/** A 换购 activity's terms: published offers (with their ids) or a definition being previewed. */
export interface TradeUpTerms {
  id: number;
  name: string;
  thresholdFen: number;
  endsAt: Date;
  lines: { offerId: number | null; goodsId: number; priceFen: number; limit: number }[];
}

/** The 换购 activities running now with their offers, the lowest threshold first. */
export async function runningTradeUps(db: Executor): Promise<TradeUpTerms[]> {
  const rows = await db
    .select({
      activityId: tradeUpOffers.activityId,
      name: promotionActivities.name,
      offerId: tradeUpOffers.id,
      goodsId: tradeUpOffers.goodsId,
      priceFen: tradeUpOffers.priceFen,
      limit: tradeUpOffers.perOrderLimit,
      thresholdFen: tradeUpOffers.thresholdFen,
      endsAt: tradeUpOffers.endsAt,
    })
    .from(tradeUpOffers)
    .innerJoin(promotionActivities, eq(promotionActivities.id, tradeUpOffers.activityId))
    .where(and(sql`${tradeUpOffers.startsAt} <= now()`, sql`${tradeUpOffers.endsAt} > now()`))
    .orderBy(asc(tradeUpOffers.thresholdFen), asc(tradeUpOffers.activityId), asc(tradeUpOffers.id));
  const byActivity = new Map<number, TradeUpTerms>();
  for (const row of rows) {
    const terms = byActivity.get(row.activityId) ?? {
      id: row.activityId,
      name: row.name,
      thresholdFen: row.thresholdFen,
      endsAt: row.endsAt,
      lines: [],
    };
    terms.lines.push({
      offerId: row.offerId,
      goodsId: row.goodsId,
      priceFen: row.priceFen,
      limit: row.limit,
    });
    byActivity.set(row.activityId, terms);
  }
  return [...byActivity.values()];
}

/**
 * 换购 activities as the cart shows them, against `baseFen` (the buyer's selected goods before any
 * 换购) and the pieces of each offer already in the cart; goods off sale are left out (an activity
 * may be left with none).
 */
export async function tradeUpActivities(
  db: Executor,
  access: BuyerAccess,
  activities: readonly TradeUpTerms[],
  baseFen: number,
  inCart: ReadonlyMap<number, number> = new Map(),
): Promise<TradeUpActivity[]> {
  const goods = await stockedGoods(db, [
    ...new Set(activities.flatMap((activity) => activity.lines.map((line) => line.goodsId))),
  ]);
  return activities.map((activity) => {
    const offered = activity.lines.flatMap((line) => {
      const item = goods.get(line.goodsId)?.goods;
      if (!item || !item.onSale || item.isSpecialControl) return [];
      const { id, ...card } = promotionCard(item);
      return [
        {
          offer_id: line.offerId,
          goods_id: id,
          ...card,
          ...promotionPrices(line.priceFen, item, access),
          limit: line.limit,
          in_cart: line.offerId === null ? 0 : (inCart.get(line.offerId) ?? 0),
        },
      ];
    });
    return {
      id: activity.id,
      name: activity.name,
      threshold: fenToYuan(activity.thresholdFen),
      reached: baseFen >= activity.thresholdFen,
      more: fenToYuan(Math.max(0, activity.thresholdFen - baseFen)),
      ends_at: activity.endsAt.toISOString(),
      goods: offered,
    };
  });
}
