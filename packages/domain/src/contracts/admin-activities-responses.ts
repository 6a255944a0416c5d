import { z } from 'zod';
import { couponCampaignDetail } from './activity-coupon-campaign.ts';
import { combinationDetail } from './activity-combination.ts';
import { flashSaleDetail } from './activity-flash-sale.ts';
import { fullReductionDetail } from './activity-full-reduction.ts';
import { specialPriceDetail } from './activity-special-price.ts';
import { giftDetail } from './activity-gift.ts';
import { tradeUpDetail } from './activity-trade-up.ts';
import { prizeDrawDetail } from './activity-prize-draw.ts';
import { holidayPageDetail } from './activity-holiday-page.ts';
import { rankingContestDetail } from './activity-ranking-contest.ts';
import { signupDetail } from './activity-signup.ts';
import { pointsItemDetail } from './activity-points-item.ts';
import { newBuyerDetail } from './activity-new-buyer.ts';
import { referralRewardDetail } from './activity-referral-reward.ts';
import { brandZoneDetail } from './activity-brand-zone.ts';
import { activityKinds, activityStates, type ActivityKind } from './activity-kinds.ts';
import { instant, pagedOf } from './wire.ts';

/**
 * What may change of an activity: all (a draft, or published and nothing of it taken yet), extend
 * (something taken: only a later end, more units, a higher per-buyer limit), none (ended).
 */
export const activityEditable = z.enum(['all', 'extend', 'none']);
export type ActivityEditable = z.infer<typeof activityEditable>;

export const adminActivity = z
  .object({
    id: z.number().int(),
    kind: z.enum(activityKinds),
    kind_label: z.string(),
    name: z.string(),
    starts_at: instant,
    ends_at: instant,
    state: z.enum(activityStates),
    state_label: z.string(),
    published_at: instant.nullable(),
    stopped_at: instant.nullable(),
    stop_reason: z.string().nullable(),
    /** Units sold (秒杀) or coupons claimed, and how many there are in all. */
    taken: z.number().int(),
    total: z.number().int(),
    editable: activityEditable,
    updated_at: instant,
    updated_by: z.string().nullable(),
  })
  .meta({ id: 'AdminActivity' });
export type AdminActivity = z.infer<typeof adminActivity>;

/** The goods an activity names, as the editor shows them. */
const activityGoods = z.object({
  id: z.number().int(),
  name: z.string(),
  spec: z.string(),
  manufacturer: z.string(),
  price_fen: z.number().int(),
  on_sale: z.boolean(),
});

const detailOf = <K extends ActivityKind, D extends z.ZodType>(kind: K, definition: D) =>
  adminActivity.extend({ kind: z.literal(kind), definition, goods: z.array(activityGoods) });

/** An activity with its definition as the editor shows it, told apart by kind. */
export const adminActivityDetail = z
  .discriminatedUnion('kind', [
    detailOf('flash_sale', flashSaleDetail),
    detailOf('coupon_campaign', couponCampaignDetail),
    detailOf('full_reduction', fullReductionDetail),
    detailOf('combination', combinationDetail),
    detailOf('special_price', specialPriceDetail),
    detailOf('prize_draw', prizeDrawDetail),
    detailOf('holiday_page', holidayPageDetail),
    detailOf('ranking_contest', rankingContestDetail),
    detailOf('signup', signupDetail),
    detailOf('points_item', pointsItemDetail),
    detailOf('new_buyer', newBuyerDetail),
    detailOf('referral_reward', referralRewardDetail),
    detailOf('brand_zone', brandZoneDetail),
    detailOf('gift', giftDetail),
    detailOf('trade_up', tradeUpDetail),
  ])
  .meta({ id: 'AdminActivityDetail' });
export type AdminActivityDetail = z.infer<typeof adminActivityDetail>;

export const adminActivityList = pagedOf(adminActivity);
export type AdminActivityList = z.infer<typeof adminActivityList>;
