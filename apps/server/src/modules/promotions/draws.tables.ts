import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { drawPrizeKinds } from '@yaocai/domain/contracts/activity-prize-draw';
import { users } from '../accounts/accounts.tables.ts';
import { goods } from '../catalog/catalog.tables.ts';
import { operators } from '../operators/operators.tables.ts';
import { coupons, promotionActivities, userCoupons } from './promotions.tables.ts';

/**
 * 抽奖 prizes a published prize-draw activity offers (decision 022): each with its odds (weight), its
 * stock (null: 谢谢参与, never runs out) and how many were won, taken by a conditional update.
 */
export const drawPrizes = pgTable(
  'draw_prizes',
  {
    id: serial().primaryKey(),
    activityId: integer()
      .notNull()
      .references(() => promotionActivities.id),
    position: integer().notNull(),
    name: text().notNull(),
    kind: text({ enum: drawPrizeKinds }).notNull(),
    weight: integer().notNull(),
    stock: integer(),
    won: integer().notNull().default(0),
    /** The coupon a coupon prize puts into 我的优惠券 (not claimable on /lq). */
    couponId: integer().references(() => coupons.id),
    points: integer(),
    goodsId: integer().references(() => goods.id),
    goodsNumber: integer(),
    remarks: text().notNull().default(''),
  },
  (t) => [
    uniqueIndex('draw_prizes_activity_position_unique').on(t.activityId, t.position),
    check('draw_prizes_weight_positive', sql`${t.weight} > 0`),
    check(
      'draw_prizes_won_within_stock',
      sql`${t.won} >= 0 and (${t.stock} is null or ${t.won} <= ${t.stock})`,
    ),
  ],
);

/** One draw of one buyer: which chance it used, what it won, under the request's Idempotency-Key. */
export const drawRecords = pgTable(
  'draw_records',
  {
    id: serial().primaryKey(),
    activityId: integer()
      .notNull()
      .references(() => promotionActivities.id),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 for the buyer's first draw in the activity, 2 for the next… never above their chances. */
    chance: integer().notNull(),
    prizeId: integer()
      .notNull()
      .references(() => drawPrizes.id),
    userCouponId: integer().references(() => userCoupons.id, { onDelete: 'set null' }),
    idempotencyKey: text().notNull(),
    requestHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A gift-goods prize handed over (sent with an order, or by post), and by whom. */
    sentAt: timestamp({ withTimezone: true }),
    sentBy: integer().references(() => operators.id),
  },
  (t) => [
    uniqueIndex('draw_records_chance_unique').on(t.activityId, t.userId, t.chance),
    uniqueIndex('draw_records_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('draw_records_activity_idx').on(t.activityId, t.id),
    check('draw_records_chance_positive', sql`${t.chance} > 0`),
  ],
);
