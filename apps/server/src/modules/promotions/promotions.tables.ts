import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ActivityDefinition } from '@yaocai/domain/contracts/admin-activities';
import { activityKinds } from '@yaocai/domain/contracts/activity-kinds';
import { pointsExchangeStatuses } from '@yaocai/domain/contracts/points-mall';
import type { FullReductionTier } from '@yaocai/domain/pricing/full-reduction';
import { users } from '../accounts/accounts.tables.ts';
import { brands, goods } from '../catalog/catalog.tables.ts';
import { operators } from '../operators/operators.tables.ts';

/**
 * 营销活动 as operators define them (decision 021): the kind's definition as validated JSON, published
 * into the sale tables (each row names its activity). The state is derived from the window, the
 * publish and the stop, never stored.
 */
export const promotionActivities = pgTable(
  'promotion_activities',
  {
    id: serial().primaryKey(),
    kind: text({ enum: activityKinds }).notNull(),
    name: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    definition: jsonb().$type<ActivityDefinition>().notNull(),
    publishedAt: timestamp({ withTimezone: true }),
    stoppedAt: timestamp({ withTimezone: true }),
    stopReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer().references(() => operators.id),
  },
  (t) => [
    check('promotion_activities_window', sql`${t.startsAt} < ${t.endsAt}`),
    check(
      'promotion_activities_stopped_published',
      sql`${t.stoppedAt} is null or ${t.publishedAt} is not null`,
    ),
    index('promotion_activities_starts_idx').on(t.startsAt, t.id),
  ],
);

/** 秒杀: a goods at a flash price for a time window, a limited number of units, a limit per buyer. */
export const flashSales = pgTable(
  'flash_sales',
  {
    id: serial().primaryKey(),
    /** The activity that published it; null for rows made before activities. */
    activityId: integer().references(() => promotionActivities.id),
    goodsId: integer()
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    priceFen: integer().notNull(),
    limitPerBuyer: integer().notNull(),
    totalUnits: integer().notNull(),
    soldUnits: integer().notNull().default(0),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check('flash_sales_price_positive', sql`${t.priceFen} > 0`),
    check('flash_sales_limit_positive', sql`${t.limitPerBuyer} > 0`),
    check('flash_sales_not_oversold', sql`${t.soldUnits} between 0 and ${t.totalUnits}`),
    check('flash_sales_window', sql`${t.startsAt} < ${t.endsAt}`),
    index('flash_sales_goods_idx').on(t.goodsId, t.endsAt),
    // /ms and the home block read the sessions not yet ended.
    index('flash_sales_ends_idx').on(t.endsAt),
    index('flash_sales_activity_idx')
      .on(t.activityId)
      .where(sql`${t.activityId} is not null`),
  ],
);

/** 套餐: a pack of goods sold together at one price. */
export const combinations = pgTable(
  'combinations',
  {
    id: serial().primaryKey(),
    /** The activity that published it; null for packs made before activities. */
    activityId: integer().references(() => promotionActivities.id),
    name: text().notNull(),
    priceFen: integer().notNull(),
    onSale: boolean().notNull().default(true),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    /** Packs on offer in all; null: as many as the stock makes up. */
    totalUnits: integer(),
    soldUnits: integer().notNull().default(0),
  },
  (t) => [
    check('combinations_price_positive', sql`${t.priceFen} > 0`),
    check(
      'combinations_not_oversold',
      sql`${t.soldUnits} >= 0 and (${t.totalUnits} is null or ${t.soldUnits} <= ${t.totalUnits})`,
    ),
    uniqueIndex('combinations_activity_unique')
      .on(t.activityId)
      .where(sql`${t.activityId} is not null`),
  ],
);

export const combinationItems = pgTable(
  'combination_items',
  {
    combinationId: integer()
      .notNull()
      .references(() => combinations.id, { onDelete: 'cascade' }),
    goodsId: integer()
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    /** Pieces of this goods in one pack. */
    number: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.combinationId, t.goodsId] }),
    check('combination_items_number_positive', sql`${t.number} > 0`),
  ],
);

/** 特价: a goods at a special price for a window, published by a special-price activity. */
export const specialPrices = pgTable(
  'special_prices',
  {
    id: serial().primaryKey(),
    activityId: integer()
      .notNull()
      .references(() => promotionActivities.id),
    goodsId: integer()
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    priceFen: integer().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check('special_prices_price_positive', sql`${t.priceFen} > 0`),
    check('special_prices_window', sql`${t.startsAt} < ${t.endsAt}`),
    index('special_prices_goods_idx').on(t.goodsId, t.endsAt),
    index('special_prices_ends_idx').on(t.endsAt),
    uniqueIndex('special_prices_activity_goods_unique').on(t.activityId, t.goodsId),
  ],
);

/**
 * 新人价: a goods at a price for buyers who have not paid an order yet, for a window, published by a
 * new-buyer activity; `perBuyerLimit` pieces at most per buyer (null: no limit).
 */
export const newBuyerPrices = pgTable(
  'new_buyer_prices',
  {
    id: serial().primaryKey(),
    activityId: integer()
      .notNull()
      .references(() => promotionActivities.id),
    goodsId: integer()
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    priceFen: integer().notNull(),
    perBuyerLimit: integer(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check('new_buyer_prices_price_positive', sql`${t.priceFen} > 0`),
    check('new_buyer_prices_limit_positive', sql`${t.perBuyerLimit} is null or ${t.perBuyerLimit} > 0`),
    check('new_buyer_prices_window', sql`${t.startsAt} < ${t.endsAt}`),
    // The cart's read: a goods' prices not yet ended.
    index('new_buyer_prices_goods_idx').on(t.goodsId, t.endsAt),
    index('new_buyer_prices_ends_idx').on(t.endsAt),
    uniqueIndex('new_buyer_prices_activity_goods_unique').on(t.activityId, t.goodsId),
  ],
);

/**
 * 品牌专区: a brand shown on /pp and the home block for a window, published by a brand-zone activity.
 * goods_ids null: every goods of the brand on sale; else those picked, in their order.
 */
export const brandZones = pgTable(
  'brand_zones',
  {
    id: serial().primaryKey(),
    activityId: integer()
      .notNull()
      .references(() => promotionActivities.id),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    banner: text().notNull(),
    blurb: text().notNull().default(''),
    goodsIds: integer().array(),
    /** The brand's place in its activity, as the operator ordered them. */
    position: integer().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check('brand_zones_window', sql`${t.startsAt} < ${t.endsAt}`),
    index('brand_zones_brand_idx').on(t.brandId, t.endsAt),
    index('brand_zones_ends_idx').on(t.endsAt),
    uniqueIndex('brand_zones_activity_brand_unique').on(t.activityId, t.brandId),
  ],
);

/** 满减/满折: spend a threshold on the activity's goods (all goods when goods_ids is empty), get money or a percentage off. */
export const fullReductionActivities = pgTable(
  'manjian_activities',
  {
    id: serial().primaryKey(),
    /** The activity that published it; null for rows made before activities. */
    activityId: integer().references(() => promotionActivities.id),
    name: text().notNull(),
    tiers: jsonb().$type<FullReductionTier[]>().notNull(),
    goodsIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check('manjian_activities_window', sql`${t.startsAt} < ${t.endsAt}`),
    uniqueIndex('manjian_activities_activity_idx')
      .on(t.activityId)
      .where(sql`${t.activityId} is not null`),
  ],
);

/**
 * 赠品 (满赠): every `every` pieces of a goods earn `gift_number` pieces of the gift (the same goods when
 * null), in the window of the 满赠 activity that published the row (no window: a rule kept from before
 * the console ran them). At most one rule of a goods at a time: the kind refuses an overlap.
 */
export const giftRules = pgTable(
  'gift_rules',
  {
    id: serial().primaryKey(),
    activityId: integer().references(() => promotionActivities.id, { onDelete: 'cascade' }),
    goodsId: integer()
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    every: integer().notNull(),
    giftNumber: integer().notNull(),
    giftGoodsId: integer().references(() => goods.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('gift_rules_every_positive', sql`${t.every} > 0`),
    check('gift_rules_gift_positive', sql`${t.giftNumber} > 0`),
    check(
      'gift_rules_window',
      sql`(${t.startsAt} is null) = (${t.endsAt} is null) and ${t.startsAt} < ${t.endsAt}`,
    ),
    index('gift_rules_goods_idx').on(t.goodsId, t.endsAt),
    index('gift_rules_activity_idx').on(t.activityId),
  ],
);

/**
 * 换购: a goods offered at `priceFen` in a window to an order whose other goods come to `thresholdFen`,
 * at most `perOrderLimit` pieces per order; published by a trade_up activity, one row per goods.
 */
export const tradeUpOffers = pgTable(
  'trade_up_offers',
  {
    id: serial().primaryKey(),
    activityId: integer()
      .notNull()
      .references(() => promotionActivities.id),
    goodsId: integer()
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    priceFen: integer().notNull(),
    perOrderLimit: integer().notNull(),
    thresholdFen: integer().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check('trade_up_offers_price_positive', sql`${t.priceFen} > 0`),
    check('trade_up_offers_limit_positive', sql`${t.perOrderLimit} > 0`),
    check('trade_up_offers_threshold_positive', sql`${t.thresholdFen} > 0`),
    check('trade_up_offers_window', sql`${t.startsAt} < ${t.endsAt}`),
    index('trade_up_offers_goods_idx').on(t.goodsId, t.endsAt),
    index('trade_up_offers_ends_idx').on(t.endsAt),
    uniqueIndex('trade_up_offers_activity_goods_unique').on(t.activityId, t.goodsId),
  ],
);

/** Units of a flash sale each buyer has ordered (cancelled orders give theirs back): the per-buyer limit. */
export const flashSaleBuyers = pgTable(
  'flash_sale_buyers',
  {
    flashSaleId: integer()
      .notNull()
      .references(() => flashSales.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    units: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.flashSaleId, t.userId] }),
    check('flash_sale_buyers_units_not_negative', sql`${t.units} >= 0`),
  ],
);

/**
 * A coupon (优惠券) as the shop issues it. kind amount: spend threshold, get value off; kind discount:
 * pay value per cent (95 = 9.5折), at most cap off. goods_ids limits it to those goods when not null.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial().primaryKey(),
    /** The coupon campaign that published it; null for coupons issued otherwise. */
    activityId: integer().references(() => promotionActivities.id),
    name: text().notNull(),
    kind: text({ enum: ['amount', 'discount'] }).notNull(),
    thresholdFen: integer().notNull(),
    valueFen: integer().notNull(),
    capFen: integer(),
    goodsIds: integer().array(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    /** Offered to every buyer to claim (领券), while its window is open and it has units left. */
    claimable: boolean().notNull().default(false),
    /** How many may be claimed in all; null: no limit. */
    totalQuantity: integer(),
    claimedCount: integer().notNull().default(0),
    perBuyerLimit: integer().notNull().default(1),
  },
  (t) => [
    check('coupons_window', sql`${t.startsAt} < ${t.endsAt}`),
    check(
      'coupons_claims_within_total',
      sql`${t.claimedCount} >= 0 and (${t.totalQuantity} is null or ${t.claimedCount} <= ${t.totalQuantity})`,
    ),
    check('coupons_per_buyer_positive', sql`${t.perBuyerLimit} > 0`),
    check('coupons_value_positive', sql`${t.valueFen} > 0 and ${t.thresholdFen} >= 0`),
    check('coupons_discount_percent', sql`${t.kind} = 'amount' or ${t.valueFen} < 100`),
    index('coupons_activity_idx')
      .on(t.activityId)
      .where(sql`${t.activityId} is not null`),
  ],
);

/** A coupon in a buyer's hands: unused, or used by one order (given back when that order is cancelled). */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: integer(),
    usedAt: timestamp({ withTimezone: true }),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_coupons_user_idx').on(t.userId, t.usedAt),
    uniqueIndex('user_coupons_order_unique').on(t.orderId),
    check('user_coupons_used_with_order', sql`(${t.orderId} is null) = (${t.usedAt} is null)`),
  ],
);

/** 活动报名: one sign-up per buyer and activity (the unique index settles a double submit). */
export const activitySignups = pgTable(
  'activity_signups',
  {
    id: serial().primaryKey(),
    activityId: integer()
      .notNull()
      .references(() => promotionActivities.id),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactName: text().notNull(),
    phone: text().notNull(),
    remark: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('activity_signups_once').on(t.activityId, t.userId)],
);

/**
 * A 积分商城 item as its activity published it: goods (pieces of a goods, shipped) or a coupon (its
 * own coupons row, not claimable, issued by the exchange), for points, with stock and a per-buyer limit.
 */
export const pointsItems = pgTable(
  'points_items',
  {
    id: serial().primaryKey(),
    activityId: integer()
      .notNull()
      .references(() => promotionActivities.id),
    /** Its place in the activity's definition. */
    position: integer().notNull(),
    name: text().notNull(),
    kind: text({ enum: ['goods', 'coupon'] }).notNull(),
    goodsId: integer().references(() => goods.id),
    quantity: integer().notNull().default(1),
    couponId: integer().references(() => coupons.id),
    points: integer().notNull(),
    totalStock: integer().notNull(),
    exchangedCount: integer().notNull().default(0),
    perBuyerLimit: integer().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check('points_items_points_positive', sql`${t.points} > 0`),
    check('points_items_not_over_exchanged', sql`${t.exchangedCount} between 0 and ${t.totalStock}`),
    check('points_items_per_buyer_positive', sql`${t.perBuyerLimit} > 0`),
    check(
      'points_items_gives_one',
      sql`(${t.kind} = 'goods' and ${t.goodsId} is not null) or (${t.kind} = 'coupon' and ${t.couponId} is not null)`,
    ),
    uniqueIndex('points_items_activity_position_unique').on(t.activityId, t.position),
    index('points_items_ends_idx').on(t.endsAt),
  ],
);

/**
 * A buyer's exchange of one piece of a 积分商城 item: goods wait to be shipped (to_ship) until an
 * operator marks them sent (shipped), a coupon is issued at once (issued, with the held coupon). The same Idempotency-Key returns the same exchange.
 */
export const pointsExchanges = pgTable(
  'points_exchanges',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer()
      .notNull()
      .references(() => pointsItems.id),
    points: integer().notNull(),
    status: text({ enum: pointsExchangeStatuses }).notNull(),
    userCouponId: integer().references(() => userCoupons.id),
    balanceAfter: integer().notNull(),
    idempotencyKey: text().notNull(),
    requestHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When and by whom a goods exchange was marked shipped (status shipped). */
    shippedAt: timestamp({ withTimezone: true }),
    shippedBy: integer().references(() => operators.id),
  },
  (t) => [
    uniqueIndex('points_exchanges_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('points_exchanges_item_user_idx').on(t.itemId, t.userId),
    index('points_exchanges_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * 老带新有礼: the reward a referred buyer's first paid order earned, once per referred buyer (the
 * unique index settles two payments racing), with what each side received.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: serial().primaryKey(),
    activityId: integer()
      .notNull()
      .references(() => promotionActivities.id),
    referrerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer().notNull(),
    referrerCouponId: integer().references(() => userCoupons.id, { onDelete: 'set null' }),
    referrerPoints: integer(),
    referredCouponId: integer().references(() => userCoupons.id, { onDelete: 'set null' }),
    referredPoints: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referral_rewards_once').on(t.referredId),
    index('referral_rewards_referrer_idx').on(t.activityId, t.referrerId),
  ],
);
