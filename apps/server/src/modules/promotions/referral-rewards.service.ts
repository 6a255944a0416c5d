import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ReferralRewardDefinition } from '@yaocai/domain/contracts/activity-referral-reward';
import type { Transaction } from '../../db/client.ts';
import {
  awardReferralPoints,
  lockBuyerForReward,
  takeBackReferralPoints,
} from '../accounts/points.service.ts';
import { referrerOf } from '../accounts/referrals.service.ts';
import { coupons, promotionActivities as a, referralRewards, userCoupons } from './promotions.tables.ts';
import { runningOf } from './shown-activity.service.ts';

type Reward = ReferralRewardDefinition['referrer'];

/** What a reward gave one side: the coupon held (by its name) and the points. */
export interface Earned {
  userCouponId: number | null;
  couponName: string | null;
  points: number | null;
}

/** The reward a referred buyer's first paid order gave, to tell the referrer. */
export interface IssuedReferralReward {
  activityName: string;
  referrerId: number;
  referrer: Earned;
}

/**
 * One of a coupon campaign's coupons into the buyer's hands (我的优惠券): by a conditional update on
 * its count, while the campaign is published and not stopped, the coupon still valid and units left.
 * Null when none could be given.
 */
async function giveCampaignCoupon(tx: Transaction, campaignId: number, userId: number) {
  const [coupon] = await tx
    .update(coupons)
    .set({ claimedCount: sql`${coupons.claimedCount} + 1` })
    .where(
      and(
        eq(coupons.activityId, campaignId),
        sql`${coupons.endsAt} > clock_timestamp()`,
        sql`(${coupons.totalQuantity} is null or ${coupons.claimedCount} < ${coupons.totalQuantity})`,
        sql`exists (select 1 from ${a} where ${a.id} = ${campaignId} and ${a.kind} = 'coupon_campaign' and ${a.stoppedAt} is null)`,
      ),
    )
    .returning({ id: coupons.id, name: coupons.name });
  if (!coupon) return null;
  const [held] = await tx
    .insert(userCoupons)
    .values({ userId, couponId: coupon.id })
    .returning({ id: userCoupons.id });
  return { userCouponId: held!.id, name: coupon.name };
}

/**
 * One side's reward. The buyer's row first, by the points or, for a coupon alone, by a lock: the
 * buyer's own payment or submission locks that row before any coupon row too, so the two wait in the
 * same order instead of each on the other (the held coupon's key check would otherwise wait on the
 * buyer's row while holding the coupon's).
 */
async function give(tx: Transaction, reward: Reward, userId: number, memo: string): Promise<Earned> {
  if (reward.points !== null) await awardReferralPoints(tx, userId, reward.points, memo);
  else if (reward.coupon_activity_id !== null) await lockBuyerForReward(tx, userId);
  const coupon =
    reward.coupon_activity_id === null
      ? null
      : await giveCampaignCoupon(tx, reward.coupon_activity_id, userId);
  return {
    userCouponId: coupon?.userCouponId ?? null,
    couponName: coupon?.name ?? null,
    points: reward.points,
  };
}

/**
 * 老带新有礼: in the transaction that marks a buyer's first order paid. When a referrer brought the
 * buyer in and a 老带新 activity runs, the referrer (and the new buyer, if the activity says so) is
 * rewarded: once per referred buyer (the reward row's unique index, written first), at most the
 * activity's cap per referrer (their rewards counted under a lock of their own, so parallel payments
 * of several referred buyers take turns). Null when nothing was given.
 */
export async function rewardReferral(
  tx: Transaction,
  order: { id: number; userId: number },
): Promise<IssuedReferralReward | null> {
  const referrerId = await referrerOf(tx, order.userId);
  if (referrerId === null) return null;
  const [activity] = await tx
    .select()
    .from(a)
    .where(runningOf('referral_reward'))
    .orderBy(desc(a.startsAt), desc(a.id))
    .limit(1)
    // A share lock: a stop waits for the payment, or came first and no reward is given.
    .for('share');
  if (!activity) return null;
  const definition = activity.definition as ReferralRewardDefinition;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`referral:${activity.id}`}), ${referrerId})`);
  const [{ n } = { n: 0 }] = await tx
    .select({ n: count() })
    .from(referralRewards)
    .where(and(eq(referralRewards.activityId, activity.id), eq(referralRewards.referrerId, referrerId)));
  if (n >= definition.cap_per_referrer) return null;
  const [row] = await tx
    .insert(referralRewards)
    .values({ activityId: activity.id, referrerId, referredId: order.userId, orderId: order.id })
    .onConflictDoNothing()
    .returning({ id: referralRewards.id });
  if (!row) return null;
  const referrer = await give(tx, definition.referrer, referrerId, activity.name);
  const referred = await give(tx, definition.referred, order.userId, activity.name);
  await tx
    .update(referralRewards)
    .set({
      referrerCouponId: referrer.userCouponId,
      referrerPoints: referrer.points,
      referredCouponId: referred.userCouponId,
      referredPoints: referred.points,
    })
    .where(eq(referralRewards.id, row.id));
  return { activityName: activity.name, referrerId, referrer };
}

/**
 * One side's reward given back: the points (never below zero, as any taking back) and the coupon if
 * it is still unused, its campaign's count with it; a coupon already spent stays spent. The buyer's
 * row first, as `give` takes it.
 */
async function takeBack(
  tx: Transaction,
  userId: number,
  given: { userCouponId: number | null; points: number | null },
  memo: string,
): Promise<boolean> {
  if (given.points !== null) await takeBackReferralPoints(tx, userId, given.points, memo);
  else if (given.userCouponId !== null) await lockBuyerForReward(tx, userId);
  if (given.userCouponId === null) return given.points !== null;
  const [unused] = await tx
    .delete(userCoupons)
    .where(and(eq(userCoupons.id, given.userCouponId), isNull(userCoupons.usedAt)))
    .returning({ couponId: userCoupons.couponId });
  if (unused) {
    await tx
      .update(coupons)
      .set({ claimedCount: sql`greatest(${coupons.claimedCount} - 1, 0)` })
      .where(eq(coupons.id, unused.couponId));
  }
  return given.points !== null || unused !== undefined;
}

/** What was taken back of a reward, to tell the referrer. */
export interface TakenBackReferralReward {
  activityName: string;
  referrerId: number;
  /** Something was taken back from the referrer (points, or a coupon not yet used). */
  fromReferrer: boolean;
}

/**
 * In the transaction that cancels a paid order, or refunds through after-sales the last of what the
 * buyer paid for in it: the 老带新 reward that order earned, if any, is taken back from both sides and
 * its row removed (so it no longer counts toward the referrer's cap). The buyer's later orders earn
 * none: the reward is for a first paid order, and this one was paid.
 */
export async function takeBackReferralReward(
  tx: Transaction,
  order: { id: number; orderNo: string },
  why: '取消' | '全部退款' = '取消',
): Promise<TakenBackReferralReward | null> {
  const [reward] = await tx.delete(referralRewards).where(eq(referralRewards.orderId, order.id)).returning();
  if (!reward) return null;
  const [activity] = await tx.select({ name: a.name }).from(a).where(eq(a.id, reward.activityId));
  const memo = `订单${order.orderNo}${why}`;
  const fromReferrer = await takeBack(
    tx,
    reward.referrerId,
    { userCouponId: reward.referrerCouponId, points: reward.referrerPoints },
    memo,
  );
  await takeBack(
    tx,
    reward.referredId,
    { userCouponId: reward.referredCouponId, points: reward.referredPoints },
    memo,
  );
  return { activityName: activity?.name ?? '老带新', referrerId: reward.referrerId, fromReferrer };
}
