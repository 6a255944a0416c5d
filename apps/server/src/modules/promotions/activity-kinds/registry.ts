import { sql } from 'drizzle-orm';
import { activityKinds, type ActivityKind } from '@yaocai/domain/contracts/activity-kinds';
import type { ActivityKindRules } from './activity-kind.ts';
import { combinationKind } from './combination.kind.ts';
import { couponCampaignKind } from './coupon-campaign.kind.ts';
import { flashSaleKind } from './flash-sale.kind.ts';
import { fullReductionKind } from './full-reduction.kind.ts';
import { specialPriceKind } from './special-price.kind.ts';
import { prizeDrawKind } from './prize-draw.kind.ts';
import { holidayPageKind } from './holiday-page.kind.ts';
import { rankingContestKind } from './ranking-contest.kind.ts';
import { signupKind } from './signup.kind.ts';
import { pointsItemKind } from './points-item.kind.ts';
import { newBuyerKind } from './new-buyer.kind.ts';
import { referralRewardKind } from './referral-reward.kind.ts';
import { brandZoneKind } from './brand-zone.kind.ts';
import { giftKind } from './gift.kind.ts';
import { tradeUpKind } from './trade-up.kind.ts';

/** Every kind of 营销活动 with its rules: a new kind is a file beside these and a line here. */
const KINDS: { [K in ActivityKind]: ActivityKindRules<K> } = {
  flash_sale: flashSaleKind,
  coupon_campaign: couponCampaignKind,
  full_reduction: fullReductionKind,
  combination: combinationKind,
  special_price: specialPriceKind,
  prize_draw: prizeDrawKind,
  holiday_page: holidayPageKind,
  ranking_contest: rankingContestKind,
  signup: signupKind,
  points_item: pointsItemKind,
  new_buyer: newBuyerKind,
  referral_reward: referralRewardKind,
  brand_zone: brandZoneKind,
  gift: giftKind,
  trade_up: tradeUpKind,
};

/** The rules of a kind, taking the definition of whichever kind the row or body is. */
export const rulesOf = (kind: ActivityKind) => KINDS[kind] as unknown as ActivityKindRules<ActivityKind>;

/** What was taken of each activity row, whatever its kind. */
export const takenSql = sql<number>`(case "promotion_activities"."kind" ${sql.join(
  activityKinds.map((kind) => sql`when ${sql.raw(`'${kind}'`)} then ${KINDS[kind].takenSql}`),
  sql` `,
)} else 0 end)::integer`;
