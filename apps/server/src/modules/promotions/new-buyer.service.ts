import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import {
  NEW_BUYER_REFUSALS,
  type NewBuyerRefusal,
  type NewBuyerZoneQuery,
} from '@yaocai/domain/contracts/activity-new-buyer';
import type {
  NewBuyerGoods,
  NewBuyerHighlights,
  NewBuyerQualification,
  NewBuyerZone,
} from '@yaocai/domain/contracts/activity-new-buyer-responses';
import type { Executor } from '../../db/client.ts';
import type { BuyerAccess } from '../accounts/buyer-access.ts';
import { stockedGoods } from '../catalog/goods-facts.service.ts';
import { seesPrices } from '../catalog/price-visibility.ts';
import { firstPaidAt } from '../orders/first-order.service.ts';
import { newBuyerPrices, promotionActivities } from './promotions.tables.ts';
import { promotionCard, promotionPrices } from './special-prices.service.ts';

/** How many goods the home page's 新人特价 block shows. */
const HIGHLIGHTS = 6;

const refused = (reason: NewBuyerRefusal): NewBuyerQualification => ({
  qualifies: false,
  reason,
  message: NEW_BUYER_REFUSALS[reason],
});

/**
 * Who gets the 新人价: a signed-in, approved buyer who has not paid an order yet (an order cancelled
 * unpaid does not count). The cart applies the same rule (line-promotions' linePromotions).
 */
export async function newBuyerQualification(
  db: Executor,
  userId: number | null,
  access: BuyerAccess,
): Promise<NewBuyerQualification> {
  if (userId === null || access.kind === 'visitor') return refused('signed_out');
  if (!seesPrices(access)) return refused('not_approved');
  if ((await firstPaidAt(db, userId)) !== null) return refused('has_paid_order');
  return { qualifies: true, reason: null, message: null };
}

type PriceRow = typeof newBuyerPrices.$inferSelect;

/** The rows' goods on sale, at their 新人价, prices only for who may see them. */
async function goodsOf(db: Executor, rows: PriceRow[], access: BuyerAccess) {
  const goods = await stockedGoods(db, [...new Set(rows.map((row) => row.goodsId))]);
  return rows.flatMap((row) => {
    const item = goods.get(row.goodsId)?.goods;
    if (!item || !item.onSale || item.isSpecialControl) return [];
    const shown: NewBuyerGoods = {
      ...promotionCard(item),
      ...promotionPrices(row.priceFen, item, access),
      per_buyer_limit: row.perBuyerLimit,
    };
    return [{ row, shown }];
  });
}

const runningNow = and(lte(newBuyerPrices.startsAt, sql`now()`), gt(newBuyerPrices.endsAt, sql`now()`));

/**
 * /xr/{id?}: the zone `query.id` names while it runs, or else the running zone that started first;
 * its goods at their 新人价 and whether this buyer qualifies. Per request, never cached: the
 * qualification is the buyer's own.
 */
export async function newBuyerZone(
  db: Executor,
  userId: number | null,
  access: BuyerAccess,
  query: NewBuyerZoneQuery,
): Promise<NewBuyerZone> {
  const qualification = await newBuyerQualification(db, userId, access);
  const [zone] = await db
    .select({
      id: promotionActivities.id,
      name: promotionActivities.name,
      startsAt: promotionActivities.startsAt,
      endsAt: promotionActivities.endsAt,
    })
    .from(newBuyerPrices)
    .innerJoin(promotionActivities, eq(promotionActivities.id, newBuyerPrices.activityId))
    .where(and(runningNow, query.id === undefined ? undefined : eq(newBuyerPrices.activityId, query.id)))
    .orderBy(asc(newBuyerPrices.startsAt), asc(newBuyerPrices.activityId))
    .limit(1);
  if (!zone) return { activity: null, goods: [], qualification };
  const rows = await db
    .select()
    .from(newBuyerPrices)
    .where(and(runningNow, eq(newBuyerPrices.activityId, zone.id)))
    .orderBy(asc(newBuyerPrices.id));
  return {
    activity: {
      id: zone.id,
      name: zone.name,
      starts_at: zone.startsAt.toISOString(),
      ends_at: zone.endsAt.toISOString(),
    },
    goods: (await goodsOf(db, rows, access)).map(({ shown }) => shown),
    qualification,
  };
}

/** 新人特价 on the home page: a few goods of the running zones, the soonest ending first. */
export async function newBuyerHighlights(db: Executor, access: BuyerAccess): Promise<NewBuyerHighlights> {
  const rows = await db
    .select()
    .from(newBuyerPrices)
    .where(runningNow)
    .orderBy(asc(newBuyerPrices.endsAt), asc(newBuyerPrices.id))
    .limit(HIGHLIGHTS * 2);
  const goods = await goodsOf(db, rows, access);
  return {
    goods: goods.slice(0, HIGHLIGHTS).map(({ row, shown }) => ({ ...shown, activity_id: row.activityId })),
  };
}
