import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { applyCoupon, couponRule, type CouponLine, type CouponTerms } from '@yaocai/domain/pricing/coupon';
import { invalid } from '@yaocai/domain/errors';
import type { Executor, Transaction } from '../../db/client.ts';
import { coupons, userCoupons } from './promotions.tables.ts';

export const COUPON_NOT_USABLE = '优惠券不可用或已被使用';

export interface HeldCoupon {
  /** The buyer's coupon (user_coupons.id): what the pages call the coupon id. */
  id: number;
  name: string;
  rule: string;
  terms: CouponTerms;
  endsAt: Date;
}

const termsOf = (row: typeof coupons.$inferSelect): CouponTerms => ({
  kind: row.kind,
  thresholdFen: row.thresholdFen,
  valueFen: row.valueFen,
  capFen: row.capFen,
  goodsIds: row.goodsIds,
});

/** The buyer's unused coupons valid now, soonest to expire first. */
async function heldCoupons(db: Executor, userId: number, now = new Date()): Promise<HeldCoupon[]> {
  const rows = await db
    .select({ held: userCoupons.id, coupon: coupons })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(
      and(
        eq(userCoupons.userId, userId),
        isNull(userCoupons.orderId),
        lte(coupons.startsAt, now),
        gt(coupons.endsAt, now),
      ),
    )
    .orderBy(asc(coupons.endsAt), asc(userCoupons.id));
  return rows.map(({ held, coupon }) => ({
    id: held,
    name: coupon.name,
    rule: couponRule(termsOf(coupon)),
    terms: termsOf(coupon),
    endsAt: coupon.endsAt,
  }));
}

/** The held coupons that take something off these lines, with what each saves, best first. */
export async function usableCoupons(
  db: Executor,
  userId: number,
  lines: readonly CouponLine[],
): Promise<(HeldCoupon & { savingFen: number })[]> {
  return (await heldCoupons(db, userId))
    .map((coupon) => ({ ...coupon, savingFen: applyCoupon(lines, coupon.terms).savingFen }))
    .filter((coupon) => coupon.savingFen > 0)
    .sort((a, b) => b.savingFen - a.savingFen);
}

/** A held coupon the buyer names for an order: it must be theirs, unused and valid now. */
export async function chosenCoupon(db: Executor, userId: number, heldId: number): Promise<HeldCoupon> {
  const coupon = (await heldCoupons(db, userId)).find((held) => held.id === heldId);
  if (!coupon) throw invalid('coupon_ids', COUPON_NOT_USABLE);
  return coupon;
}

/**
 * Uses the coupon for an order, only if it is still unused (a conditional update: of 20 orders racing
 * for one coupon exactly one gets it). False when another order took it first.
 */
export async function useCoupon(
  tx: Transaction,
  userId: number,
  heldId: number,
  orderId: number,
): Promise<boolean> {
  const used = await tx
    .update(userCoupons)
    .set({ orderId, usedAt: sql`now()` })
    .where(and(eq(userCoupons.id, heldId), eq(userCoupons.userId, userId), isNull(userCoupons.orderId)))
    .returning({ id: userCoupons.id });
  return used.length === 1;
}

/** A cancelled order's coupons go back to the buyer (still valid until their own end). */
export async function releaseCoupons(tx: Transaction, orderId: number): Promise<void> {
  await tx.update(userCoupons).set({ orderId: null, usedAt: null }).where(eq(userCoupons.orderId, orderId));
}

/** Gives a buyer a coupon (operator action, sign-up gift, demo data). */
export async function grantCoupon(db: Executor, userId: number, couponId: number): Promise<number> {
  const [row] = await db.insert(userCoupons).values({ userId, couponId }).returning({ id: userCoupons.id });
  return row!.id;
}

/** How many coupons the buyer holds unused and not expired (GET /api/user/couponNum). */
export async function heldCouponCount(db: Executor, userId: number, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::integer` })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(and(eq(userCoupons.userId, userId), isNull(userCoupons.orderId), gt(coupons.endsAt, now)));
  return row?.n ?? 0;
}
