import { eq } from 'drizzle-orm';
import type { ActivityPreview } from '@yaocai/domain/contracts/activity-preview-responses';
import { ACTIVITY_STATE_LABEL } from '@yaocai/domain/contracts/activity-kinds';
import type { BrandZoneDefinition } from '@yaocai/domain/contracts/activity-brand-zone';
import type {
  CombinationDefinition,
  CouponCampaignDefinition,
  FlashSaleDefinition,
  FullReductionDefinition,
  GiftDefinition,
  HolidayPageDefinition,
  PointsItemDefinition,
  PrizeDrawDefinition,
  RankingContestDefinition,
  SignupDefinition,
  NewBuyerDefinition,
  SpecialPriceDefinition,
  TradeUpDefinition,
} from '@yaocai/domain/contracts/admin-activities';
import { notFound } from '@yaocai/domain/errors';
import type { Executor } from '../../db/client.ts';
import type { BuyerAccess } from '../accounts/buyer-access.ts';
import { businessScopesInUse } from '../catalog/goods-bulk.service.ts';
import { stockedGoods, type LineGoods } from '../catalog/goods-facts.service.ts';
import type { ActivityRow } from './activity-kinds/activity-kind.ts';
import { campaignCoupon } from './activity-kinds/coupon-campaign.kind.ts';
import { tiersOf } from './activity-kinds/full-reduction.kind.ts';
import { goodsCardsByIds } from '../catalog/goods.service.ts';
import { tiersOnWire } from './promotions.service.ts';
import { packShown } from './combination-zone.service.ts';
import { couponTerms } from './coupon-claims.service.ts';
import { promotionCard, promotionPrices, SPECIAL_TAG } from './special-prices.service.ts';
import { activityState } from './activities.service.ts';
import { brandZoneBlocks } from './brand-zones.service.ts';
import { holidayBlocks } from './holiday-pages.service.ts';
import { itemDetail } from './points-mall.service.ts';
import { referralTerms } from './referral-page.service.ts';
import { promotionActivities } from './promotions.tables.ts';
import { tradeUpActivities } from './trade-up-zone.service.ts';

/** A buyer who may buy each of these goods: prices shown as an approved, licensed buyer sees them. */
const licensedFor = (goods: Iterable<LineGoods>): BuyerAccess => ({
  kind: 'approved',
  businessScopes: new Set([...goods].map((item) => item.businessScope)),
});

async function goodsNamed(db: Executor, ids: number[]): Promise<Map<number, LineGoods>> {
  const stocked = await stockedGoods(db, ids);
  return new Map([...stocked].map(([id, { goods }]) => [id, goods]));
}

type PricedLine = { goods_id: number; price_fen: number };

/**
 * Each line whose goods exists as a card: the goods, the line's price beside its own (as a buyer
 * licensed for it sees it), and what `more` adds of the line.
 */
async function pricedCards<L extends PricedLine, T extends object>(
  db: Executor,
  lines: L[],
  more: (line: L, item: LineGoods, index: number) => T,
) {
  const goods = await goodsNamed(
    db,
    lines.map((line) => line.goods_id),
  );
  const access = licensedFor(goods.values());
  return lines.flatMap((line, index) => {
    const item = goods.get(line.goods_id);
    if (!item) return [];
    return [
      {
        ...promotionCard(item),
        ...promotionPrices(line.price_fen, item, access),
        ...more(line, item, index),
      },
    ];
  });
}

async function flashSession(db: Executor, row: ActivityRow) {
  const window = { starts_at: row.startsAt.toISOString(), ends_at: row.endsAt.toISOString() };
  const goods = await pricedCards(
    db,
    (row.definition as FlashSaleDefinition).lines,
    (line, _item, index) => ({
      // No sale row exists before publishing: the line's place stands in for it.
      flash_sale_id: index + 1,
      total_units: line.units,
      units_left: line.units,
      limit: line.limit_per_buyer,
      ...window,
    }),
  );
  return { id: row.id, name: row.name, ...window, goods };
}

const specialGoods = (db: Executor, row: ActivityRow) =>
  pricedCards(db, (row.definition as SpecialPriceDefinition).lines, (_line, item) => ({
    activity_id: row.id,
    tags: item.tags.includes(SPECIAL_TAG) ? item.tags : [SPECIAL_TAG, ...item.tags],
    ends_at: row.endsAt.toISOString(),
  }));

const newBuyerGoodsOf = (db: Executor, row: ActivityRow) =>
  pricedCards(db, (row.definition as NewBuyerDefinition).lines, (line) => ({
    per_buyer_limit: line.per_buyer_limit,
  }));

function couponOf(row: ActivityRow) {
  const coupon = campaignCoupon(row);
  const definition = row.definition as CouponCampaignDefinition;
  return {
    id: row.id,
    ...couponTerms(coupon),
    left: definition.total_units,
    per_buyer_limit: definition.per_buyer_limit,
    claimed: 0,
  };
}

async function packOf(db: Executor, row: ActivityRow) {
  const definition = row.definition as CombinationDefinition;
  const goods = await goodsNamed(
    db,
    definition.items.map((item) => item.goods_id),
  );
  const items = definition.items.flatMap((item) => {
    const found = goods.get(item.goods_id);
    return found ? [{ goods: found, number: item.number }] : [];
  });
  return packShown(
    {
      id: row.id,
      name: row.name,
      priceFen: definition.price_fen,
      unitsLeft: definition.units,
      endsAt: row.endsAt,
    },
    items,
    licensedFor(goods.values()),
  );
}

/** A buyer licensed for every business scope of the catalogue: goods lists priced as they see them. */
const licensedForAll = async (db: Executor): Promise<BuyerAccess> => ({
  kind: 'approved',
  businessScopes: new Set(await businessScopesInUse(db)),
});

/** The first page of each brand's goods /pp shows. */
const BRAND_PREVIEW_GOODS = 12;

const DAY_MS = 86_400_000;

/** A 积分商城's items as /jfsc shows them, none exchanged yet (each numbered by its place). */
async function pointsItemsOf(db: Executor, row: ActivityRow) {
  const { items } = row.definition as PointsItemDefinition;
  const goods = await goodsNamed(
    db,
    items.flatMap((item) => (item.goods_id === null ? [] : [item.goods_id])),
  );
  return items.map((item, index) => {
    const given = item.goods_id === null ? undefined : goods.get(item.goods_id);
    const coupon = item.coupon && {
      kind: item.coupon.coupon_kind,
      thresholdFen: item.coupon.threshold_fen,
      valueFen: item.coupon.value,
      capFen: item.coupon.cap_fen,
      endsAt: new Date(row.endsAt.getTime() + item.coupon.valid_days * DAY_MS),
    };
    return {
      id: index + 1,
      name: item.name,
      item_kind: item.item_kind,
      goods_id: item.goods_id,
      quantity: item.quantity,
      image: given?.images[0] ?? null,
      detail: itemDetail(coupon, given, item.quantity),
      points: item.points,
      left: item.stock,
      per_buyer_limit: item.per_buyer_limit,
      exchanged: 0,
      ends_at: row.endsAt.toISOString(),
    };
  });
}

/** A 满减满折: its tiers as the cart words them, and the goods it is limited to (null: every goods). */
async function reductionOf(db: Executor, row: ActivityRow) {
  const definition = row.definition as FullReductionDefinition;
  const goods =
    definition.goods_ids === null
      ? null
      : await goodsCardsByIds(db, definition.goods_ids, await licensedForAll(db));
  return { tiers: tiersOnWire(tiersOf(definition)), goods };
}

/** A 满赠's goods as cards, each with its rule as the cart words it (每满10盒赠感冒灵颗粒1盒). */
async function giftsOf(db: Executor, row: ActivityRow) {
  const { lines } = row.definition as GiftDefinition;
  const named = await goodsNamed(db, [
    ...new Set(lines.flatMap((line) => [line.goods_id, line.gift_goods_id ?? line.goods_id])),
  ]);
  const cards = await goodsCardsByIds(
    db,
    lines.map((line) => line.goods_id),
    await licensedForAll(db),
  );
  return lines.flatMap((line) => {
    const card = cards.find((candidate) => candidate.id === line.goods_id);
    const goods = named.get(line.goods_id);
    const gift = named.get(line.gift_goods_id ?? line.goods_id);
    if (!card || !goods || !gift) return [];
    const giftName = line.gift_goods_id === null ? '' : gift.name;
    return [
      {
        goods: card,
        rule: `每满${line.every}${goods.packUnit}赠${giftName}${line.gift_number}${gift.packUnit}`,
      },
    ];
  });
}

/** A 换购 as the cart shows it to a buyer whose selection is still empty (还差 the whole threshold). */
async function tradeUpOf(db: Executor, row: ActivityRow) {
  const { threshold_fen: thresholdFen, lines } = row.definition as TradeUpDefinition;
  const goods = await goodsNamed(
    db,
    lines.map((line) => line.goods_id),
  );
  const terms = {
    id: row.id,
    name: row.name,
    thresholdFen,
    endsAt: row.endsAt,
    lines: lines.map((line) => ({
      offerId: null,
      goodsId: line.goods_id,
      priceFen: line.price_fen,
      limit: line.limit,
    })),
  };
  const [activity] = await tradeUpActivities(db, licensedFor(goods.values()), [terms], 0);
  return activity!;
}

/**
 * An activity as a buyer will see it on the shop's pages, made from its definition whatever its state
 * (a draft has no sale rows yet), with nothing taken (ActivityPreview).
 */
export async function activityPreview(db: Executor, id: number): Promise<ActivityPreview> {
  const [found] = await db
    .select({ row: promotionActivities, state: activityState })
    .from(promotionActivities)
    .where(eq(promotionActivities.id, id));
  if (!found) throw notFound('活动不存在');
  const { row, state } = found;
  const activity = {
    id: row.id,
    name: row.name,
    state,
    state_label: ACTIVITY_STATE_LABEL[state],
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
  };
  switch (row.kind) {
    case 'prize_draw': {
      const definition = row.definition as PrizeDrawDefinition;
      const draw = {
        id: row.id,
        name: row.name,
        starts_at: activity.starts_at,
        ends_at: activity.ends_at,
        state,
        chance_rule: definition.chance_rule,
        chances_per_buyer: definition.chances_per_buyer,
        rules_text: definition.rules_text,
        // Numbered by their place on the wheel: a draft has no prize rows yet.
        prizes: definition.prizes.map((prize, index) => ({
          id: index + 1,
          name: prize.name,
          kind: prize.kind,
          remarks: prize.remarks,
        })),
      };
      return { kind: row.kind, ...activity, draw };
    }
    case 'flash_sale':
      return { kind: row.kind, ...activity, session: await flashSession(db, row) };
    case 'special_price':
      return { kind: row.kind, ...activity, goods: await specialGoods(db, row) };
    case 'combination':
      return { kind: row.kind, ...activity, pack: await packOf(db, row) };
    case 'coupon_campaign':
      return { kind: row.kind, ...activity, coupon: couponOf(row) };
    case 'new_buyer':
      return { kind: row.kind, ...activity, goods: await newBuyerGoodsOf(db, row) };
    case 'trade_up':
      return { kind: row.kind, ...activity, trade_up: await tradeUpOf(db, row) };
    case 'full_reduction':
      return { kind: row.kind, ...activity, reduction: await reductionOf(db, row) };
    case 'gift':
      return { kind: row.kind, ...activity, gifts: await giftsOf(db, row) };
    case 'signup': {
      const { title, description, cap } = row.definition as SignupDefinition;
      return { kind: row.kind, ...activity, signup: { title, description, cap } };
    }
    case 'ranking_contest': {
      const { places, prizes } = row.definition as RankingContestDefinition;
      return { kind: row.kind, ...activity, contest: { places, prizes } };
    }
    case 'referral_reward':
      // As /ldx words it while it runs.
      return { kind: row.kind, ...activity, referral: await referralTerms(db, row, 'running') };
    case 'holiday_page': {
      const definition = row.definition as HolidayPageDefinition;
      return {
        kind: row.kind,
        ...activity,
        blocks: await holidayBlocks(db, definition, await licensedForAll(db)),
      };
    }
    case 'brand_zone': {
      const definition = row.definition as BrandZoneDefinition;
      const access = await licensedForAll(db);
      const zones = await brandZoneBlocks(db, definition, row.endsAt, access, BRAND_PREVIEW_GOODS);
      return { kind: row.kind, ...activity, zones };
    }
    case 'points_item':
      return { kind: row.kind, ...activity, items: await pointsItemsOf(db, row) };
  }
}
