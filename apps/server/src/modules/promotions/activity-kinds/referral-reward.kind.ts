import { and, count, eq, sql } from 'drizzle-orm';
import type { ReferralRewardDefinition } from '@yaocai/domain/contracts/activity-referral-reward';
import { invalid } from '@yaocai/domain/errors';
import type { Executor } from '../../../db/client.ts';
import { promotionActivities as a, referralRewards } from '../promotions.tables.ts';
import type { ActivityKindRules } from './activity-kind.ts';

/** A reward's coupon is a published 优惠券 activity's coupon, not stopped nor ended. */
async function checkCouponCampaign(db: Executor, id: number | null, field: string): Promise<void> {
  if (id === null) return;
  const [campaign] = await db
    .select()
    .from(a)
    .where(and(eq(a.id, id), eq(a.kind, 'coupon_campaign')));
  if (!campaign) throw invalid(field, `编号${id}的优惠券活动不存在`);
  if (campaign.publishedAt === null) throw invalid(field, `优惠券活动「${campaign.name}」尚未发布`);
  if (campaign.stoppedAt !== null || campaign.endsAt <= new Date())
    throw invalid(field, `优惠券活动「${campaign.name}」已结束`);
}

/**
 * 老带新有礼: nothing to publish; while it runs, a referred buyer's first paid order rewards their
 * referrer (referral-rewards.service.ts, in the payment's transaction), each reward one
 * referral_rewards row. A stop ends the rewards; those given stay.
 */
export const referralRewardKind: ActivityKindRules<'referral_reward'> = {
  goodsIds: () => [],
  total: () => 0,
  takenSql: sql`(select count(*) from referral_rewards r where r.activity_id = "promotion_activities"."id")`,

  async check(db, body) {
    const { referrer, referred } = body.definition;
    await checkCouponCampaign(db, referrer.coupon_activity_id, 'definition.referrer.coupon_activity_id');
    await checkCouponCampaign(db, referred.coupon_activity_id, 'definition.referred.coupon_activity_id');
  },

  checkExtension(before, next) {
    if (JSON.stringify(next.referrer) !== JSON.stringify(before.referrer))
      throw invalid('definition.referrer', '已有奖励发放，邀请人奖励不能修改');
    if (JSON.stringify(next.referred) !== JSON.stringify(before.referred))
      throw invalid('definition.referred', '已有奖励发放，新用户奖励不能修改');
    if (next.cap_per_referrer < before.cap_per_referrer)
      throw invalid('definition.cap_per_referrer', '已有奖励发放，每人奖励上限只能提高');
  },

  publish: async () => undefined,
  stop: async () => undefined,

  async detail(db, row) {
    const [{ n } = { n: 0 }] = await db
      .select({ n: count() })
      .from(referralRewards)
      .where(eq(referralRewards.activityId, row.id));
    return { ...(row.definition as ReferralRewardDefinition), rewarded: n };
  },
};
