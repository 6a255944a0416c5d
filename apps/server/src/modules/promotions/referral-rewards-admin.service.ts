import { count, desc, eq, inArray } from 'drizzle-orm';
import type {
  AdminReferralReward,
  ReferralRewardListQuery,
} from '@yaocai/domain/contracts/admin-referral-rewards';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { concurrently, type Executor } from '../../db/client.ts';
import { buyerLabels } from '../accounts/buyer-review.service.ts';
import { ordersByIds } from '../orders/order-lookup.service.ts';
import { coupons, referralRewards, userCoupons } from './promotions.tables.ts';

/** The names of held coupons by their holding's id. */
async function heldCouponNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: userCoupons.id, name: coupons.name })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(inArray(userCoupons.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * 推荐记录 of a 老带新 activity for the console, newest first: who brought whom, the first paid order
 * that earned the reward and what each side received. A reward taken back (its order cancelled) is gone.
 */
export async function referralRewardPage(
  db: Executor,
  activityId: number,
  query: ReferralRewardListQuery,
): Promise<Paged<AdminReferralReward>> {
  const where = eq(referralRewards.activityId, activityId);
  const [rows, [total]] = await concurrently(
    db,
    () =>
      db
        .select()
        .from(referralRewards)
        .where(where)
        .orderBy(desc(referralRewards.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
    () => db.select({ n: count() }).from(referralRewards).where(where),
  );
  const heldIds = rows.flatMap((row) =>
    [row.referrerCouponId, row.referredCouponId].filter((id) => id !== null),
  );
  const [buyers, orders, couponNames] = await concurrently(
    db,
    () => buyerLabels(db, [...new Set(rows.flatMap((row) => [row.referrerId, row.referredId]))]),
    () =>
      ordersByIds(
        db,
        rows.map((row) => row.orderId),
      ),
    () => heldCouponNames(db, heldIds),
  );
  const numbers = new Map(orders.map((order) => [order.id, order.orderNo]));
  const sideOf = (buyerId: number, couponId: number | null, points: number | null) => ({
    buyer_id: buyerId,
    company: buyers.get(buyerId)?.company ?? '',
    phone: buyers.get(buyerId)?.phone ?? '',
    coupon_name: couponId === null ? null : (couponNames.get(couponId) ?? null),
    points,
  });
  return {
    list: rows.map((row) => ({
      id: row.id,
      referrer: sideOf(row.referrerId, row.referrerCouponId, row.referrerPoints),
      referred: sideOf(row.referredId, row.referredCouponId, row.referredPoints),
      order_id: row.orderId,
      order_no: numbers.get(row.orderId) ?? '',
      rewarded_at: row.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}
