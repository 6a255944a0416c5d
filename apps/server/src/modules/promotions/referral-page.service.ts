import { and, count, eq, inArray } from 'drizzle-orm';
import type { ReferralRewardDefinition } from '@yaocai/domain/contracts/activity-referral-reward';
import type { ReferralPage } from '@yaocai/domain/contracts/activity-referral-reward-responses';
import { couponRule } from '@yaocai/domain/pricing/coupon';
import type { Executor } from '../../db/client.ts';
import { referralCodeOf, referredBuyersOf } from '../accounts/referrals.service.ts';
import { maskedName } from './draws.service.ts';
import { coupons, referralRewards, userCoupons } from './promotions.tables.ts';
import { shownActivity } from './shown-activity.service.ts';
import type { ActivityRow } from './activity-kinds/activity-kind.ts';

type Reward = ReferralRewardDefinition['referrer'];
type ReferralState = NonNullable<ReferralPage['activity']>['state'];

/** 13800000001 → 138****0001. */
export const maskedPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

/** A coupon campaign's coupon as a buyer reads it: 新客券（满100减10）, or 领券满500减25 as it is. */
async function couponTerms(db: Executor, campaignIds: number[]): Promise<Map<number, string>> {
  if (campaignIds.length === 0) return new Map();
  const rows = await db.select().from(coupons).where(inArray(coupons.activityId, campaignIds));
  return new Map(
    rows.map((row) => {
      const rule = couponRule(row);
      return [row.activityId!, row.name.includes(rule) ? row.name : `${row.name}（${rule}）`];
    }),
  );
}

const termsOf = (reward: Reward, terms: Map<number, string>) => ({
  coupon: reward.coupon_activity_id === null ? null : (terms.get(reward.coupon_activity_id) ?? null),
  points: reward.points,
});

/** A 老带新's terms as /ldx words them: each side's coupon and points, the cap, the rules. */
export async function referralTerms(
  db: Executor,
  row: ActivityRow,
  state: ReferralState,
): Promise<NonNullable<ReferralPage['activity']>> {
  const definition = row.definition as ReferralRewardDefinition;
  const terms = await couponTerms(
    db,
    [definition.referrer.coupon_activity_id, definition.referred.coupon_activity_id].filter(
      (id): id is number => id !== null,
    ),
  );
  return {
    id: row.id,
    name: row.name,
    state,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    rules_text: definition.rules_text,
    referrer_reward: termsOf(definition.referrer, terms),
    referred_reward: termsOf(definition.referred, terms),
    cap_per_referrer: definition.cap_per_referrer,
  };
}

async function activityOf(db: Executor): Promise<ReferralPage['activity']> {
  const shown = await shownActivity(db, 'referral_reward');
  return shown ? referralTerms(db, shown.row, shown.state) : null;
}

/** What each referred buyer earned the referrer, as a line of text, by the referred buyer. */
async function earnedBy(db: Executor, referrerId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({
      referredId: referralRewards.referredId,
      points: referralRewards.referrerPoints,
      coupon: coupons.name,
    })
    .from(referralRewards)
    .leftJoin(userCoupons, eq(userCoupons.id, referralRewards.referrerCouponId))
    .leftJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(eq(referralRewards.referrerId, referrerId));
  return new Map(
    rows.map((row) => [
      row.referredId,
      [row.coupon && `优惠券「${row.coupon}」`, row.points && `${row.points}积分`].filter(Boolean).join('、'),
    ]),
  );
}

/**
 * GET /api/user/referral: the buyer's code and link, the 老带新 activity to show, and the buyers they
 * referred (names and phones masked) with what each earned them.
 */
export async function referralPage(db: Executor, userId: number): Promise<ReferralPage> {
  const code = await referralCodeOf(db, userId);
  const [activity, buyers, earned, [{ n } = { n: 0 }]] = await Promise.all([
    activityOf(db),
    referredBuyersOf(db, userId),
    earnedBy(db, userId),
    db
      .select({ n: count() })
      .from(referralRewards)
      .where(and(eq(referralRewards.referrerId, userId))),
  ]);
  return {
    code,
    link: `/register?ref=${code}`,
    activity,
    referred: buyers.map((buyer) => ({
      name: maskedName(buyer.company),
      phone: maskedPhone(buyer.phone),
      registered_at: buyer.registeredAt.toISOString(),
      rewarded: earned.has(buyer.userId),
      earned: earned.get(buyer.userId) || null,
    })),
    rewarded_count: n,
  };
}
