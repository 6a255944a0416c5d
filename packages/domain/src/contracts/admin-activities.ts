import { z } from 'zod';
import { dateRangeInOrder, moment } from '../validation/dates.ts';
import { oneOf, page } from '../validation/numbers.ts';
import { optionalText, text } from '../validation/text.ts';
import { combinationDefinition } from './activity-combination.ts';
import { couponCampaignDefinition } from './activity-coupon-campaign.ts';
import { flashSaleDefinition } from './activity-flash-sale.ts';
import { fullReductionDefinition } from './activity-full-reduction.ts';
import { specialPriceDefinition } from './activity-special-price.ts';
import { prizeDrawDefinition } from './activity-prize-draw.ts';
import { holidayPageDefinition } from './activity-holiday-page.ts';
import { rankingContestDefinition } from './activity-ranking-contest.ts';
import { signupDefinition } from './activity-signup.ts';
import { pointsItemDefinition } from './activity-points-item.ts';
import { newBuyerDefinition } from './activity-new-buyer.ts';
import { referralRewardDefinition } from './activity-referral-reward.ts';
import { brandZoneDefinition } from './activity-brand-zone.ts';
import { giftDefinition } from './activity-gift.ts';
import { tradeUpDefinition } from './activity-trade-up.ts';
import { activityKinds, activityStates } from './activity-kinds.ts';
import { dateRange, END_BEFORE_START } from './list-query.ts';

/**
 * 营销活动 as operators define them in the console (/api/admin/activities): the kind's definition is
 * kept as written and published into the tables the shop sells from (decision 021). Each kind's
 * definition is in its own activity-<kind> file; a new kind adds its member to the union here.
 */
const common = {
  name: text('活动名称', 40),
  starts_at: moment('开始时间'),
  ends_at: moment('结束时间'),
};

export const activityBody = z
  .discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('flash_sale'), ...common, definition: flashSaleDefinition }),
      z.object({ kind: z.literal('coupon_campaign'), ...common, definition: couponCampaignDefinition }),
      z.object({ kind: z.literal('full_reduction'), ...common, definition: fullReductionDefinition }),
      z.object({ kind: z.literal('combination'), ...common, definition: combinationDefinition }),
      z.object({ kind: z.literal('special_price'), ...common, definition: specialPriceDefinition }),
      z.object({ kind: z.literal('prize_draw'), ...common, definition: prizeDrawDefinition }),
      z.object({ kind: z.literal('holiday_page'), ...common, definition: holidayPageDefinition }),
      z.object({ kind: z.literal('ranking_contest'), ...common, definition: rankingContestDefinition }),
      z.object({ kind: z.literal('signup'), ...common, definition: signupDefinition }),
      z.object({ kind: z.literal('points_item'), ...common, definition: pointsItemDefinition }),
      z.object({ kind: z.literal('new_buyer'), ...common, definition: newBuyerDefinition }),
      z.object({ kind: z.literal('referral_reward'), ...common, definition: referralRewardDefinition }),
      z.object({ kind: z.literal('brand_zone'), ...common, definition: brandZoneDefinition }),
      z.object({ kind: z.literal('gift'), ...common, definition: giftDefinition }),
      z.object({ kind: z.literal('trade_up'), ...common, definition: tradeUpDefinition }),
    ],
    { error: '活动类型不正确' },
  )
  .refine((body) => body.ends_at.getTime() > body.starts_at.getTime(), {
    error: '结束时间须晚于开始时间',
    path: ['ends_at'],
  });
export type ActivityBody = z.infer<typeof activityBody>;
export type ActivityBodyInput = z.input<typeof activityBody>;
export type ActivityDefinition = ActivityBody['definition'];

export const stopActivityBody = z.object({ reason: text('停止原因', 200, { multiline: true }) });
export type StopActivityBody = z.infer<typeof stopActivityBody>;

/** 开始时间 or 创建时间 (the id, which follows it); newest first by default. */
export const activitySorts = ['created_at', 'starts_at'] as const;
export type ActivitySort = (typeof activitySorts)[number];

/** The list: by kind, state, name, and the days the window touches. */
export const activityListQuery = z
  .object({
    kind: z.enum(['', ...activityKinds], { error: '活动类型不正确' }).default(''),
    state: z.enum(['', ...activityStates], { error: '活动状态不正确' }).default(''),
    keywords: optionalText('活动名称', 40),
    ...dateRange,
    page: page(),
    page_size: oneOf([20, 50, 100], '每页条数只能是20、50或100').default(20),
    sort: z.enum(activitySorts, { error: '排序字段不正确' }).default('created_at'),
    order: z.enum(['asc', 'desc'], { error: '排序方向不正确' }).default('desc'),
  })
  .refine(dateRangeInOrder, END_BEFORE_START);
export type ActivityListQuery = z.infer<typeof activityListQuery>;
export type ActivityListParams = z.input<typeof activityListQuery>;

export { ACTIVITY_GOODS_MAX, ACTIVITY_SCOPE_GOODS_MAX, ACTIVITY_UNITS_MAX } from './activity-fields.ts';
export { couponCampaignDefinition, type CouponCampaignDefinition } from './activity-coupon-campaign.ts';
export { flashSaleDefinition, type FlashSaleDefinition } from './activity-flash-sale.ts';
export { fullReductionDefinition, type FullReductionDefinition } from './activity-full-reduction.ts';
export { specialPriceDefinition, type SpecialPriceDefinition } from './activity-special-price.ts';
export { giftDefinition, type GiftDefinition } from './activity-gift.ts';
export { tradeUpDefinition, type TradeUpDefinition } from './activity-trade-up.ts';
export {
  COMBINATION_ITEMS_MAX,
  combinationDefinition,
  type CombinationDefinition,
} from './activity-combination.ts';
export { prizeDrawDefinition, type PrizeDrawDefinition } from './activity-prize-draw.ts';
export { holidayPageDefinition, type HolidayPageDefinition } from './activity-holiday-page.ts';
export { rankingContestDefinition, type RankingContestDefinition } from './activity-ranking-contest.ts';
export { signupDefinition, type SignupDefinition } from './activity-signup.ts';
export { pointsItemDefinition, type PointsItemDefinition } from './activity-points-item.ts';
export { newBuyerDefinition, type NewBuyerDefinition } from './activity-new-buyer.ts';
export { referralRewardDefinition, type ReferralRewardDefinition } from './activity-referral-reward.ts';
export { brandZoneDefinition, type BrandZoneDefinition } from './activity-brand-zone.ts';
export type {
  AdminActivity,
  AdminActivityDetail,
  AdminActivityList,
  ActivityEditable,
} from './admin-activities-responses.ts';
