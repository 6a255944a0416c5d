import { sql } from 'drizzle-orm';
import type { GoodsTags } from '@yaocai/domain/contracts/activity-goods-tags-responses';
import type { Executor } from '../../db/client.ts';
import { fullReductionActivities, giftRules, tradeUpOffers } from './promotions.tables.ts';

const running = (table: typeof fullReductionActivities | typeof tradeUpOffers) =>
  sql`${table.startsAt} <= now() and ${table.endsAt} > now()`;

/**
 * The goods tagged by the running 满减满折, 满赠 and 换购 (GET /api/activity/goods_tags): three reads
 * of small tables by their windows. A gift rule of no window (kept from before the console) runs always.
 */
export async function goodsTagsNow(db: Executor): Promise<GoodsTags> {
  const [reductions, gifts, tradeUps] = await Promise.all([
    db
      .select({ goodsIds: fullReductionActivities.goodsIds, endsAt: fullReductionActivities.endsAt })
      .from(fullReductionActivities)
      .where(running(fullReductionActivities)),
    db
      .selectDistinct({ goodsId: giftRules.goodsId, endsAt: giftRules.endsAt })
      .from(giftRules)
      .where(
        sql`${giftRules.startsAt} is null or (${giftRules.startsAt} <= now() and ${giftRules.endsAt} > now())`,
      ),
    db
      .selectDistinct({ goodsId: tradeUpOffers.goodsId, endsAt: tradeUpOffers.endsAt })
      .from(tradeUpOffers)
      .where(running(tradeUpOffers)),
  ]);
  const ends = [...reductions, ...gifts, ...tradeUps].flatMap((row) =>
    row.endsAt ? [row.endsAt.getTime()] : [],
  );
  const unique = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);
  return {
    full_reduction_all: reductions.some((row) => row.goodsIds.length === 0),
    full_reduction: unique(reductions.flatMap((row) => row.goodsIds)),
    gift: unique(gifts.map((row) => row.goodsId)),
    trade_up: unique(tradeUps.map((row) => row.goodsId)),
    changes_at: ends.length > 0 ? new Date(Math.min(...ends)).toISOString() : null,
  };
}
