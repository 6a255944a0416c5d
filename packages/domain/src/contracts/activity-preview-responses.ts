import { z } from 'zod';
import { activityStates } from './activity-kinds.ts';
import { combinationZonePack } from './activity-combination-responses.ts';
import { newBuyerGoods } from './activity-new-buyer-responses.ts';
import { flashSaleSession } from './activity-responses.ts';
import { brandZoneBlock } from './activity-brand-zone-responses.ts';
import { holidayPageBlock } from './activity-holiday-page-responses.ts';
import { drawActivity } from './draws-responses.ts';
import { manjianTerms } from './cart-responses.ts';
import { goodsCard } from './catalog-responses.ts';
import { referralActivity } from './activity-referral-reward-responses.ts';
import { pointsMallItem } from './points-mall-responses.ts';
import { specialPriceGoods } from './activity-special-price-responses.ts';
import { tradeUpActivity } from './activity-trade-up-responses.ts';
import { claimableCoupon } from './coupons-responses.ts';
import { instant } from './wire.ts';

const previewedActivity = {
  id: z.number().int(),
  name: z.string(),
  state: z.enum(activityStates),
  state_label: z.string(),
  starts_at: instant,
  ends_at: instant,
};

/**
 * GET /api/admin/activities/{id}/preview (promotions.read): an activity, in any state, in the shapes
 * the shop's own pages show it to an approved buyer, as if it were running, made from its definition
 * (nothing taken yet): a 秒杀 as /ms's session, a 特价 as /tjzq's goods, a coupon as /lq's ticket, a
 * 套餐 as /zhzq's pack, a 新人专区 as /xr's goods.
 */
export const activityPreview = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('flash_sale'), ...previewedActivity, session: flashSaleSession }),
    z.object({ kind: z.literal('special_price'), ...previewedActivity, goods: z.array(specialPriceGoods) }),
    z.object({ kind: z.literal('coupon_campaign'), ...previewedActivity, coupon: claimableCoupon }),
    z.object({ kind: z.literal('combination'), ...previewedActivity, pack: combinationZonePack }),
    z.object({ kind: z.literal('new_buyer'), ...previewedActivity, goods: z.array(newBuyerGoods) }),
    z.object({ kind: z.literal('trade_up'), ...previewedActivity, trade_up: tradeUpActivity }),
    z.object({ kind: z.literal('holiday_page'), ...previewedActivity, blocks: z.array(holidayPageBlock) }),
    z.object({ kind: z.literal('points_item'), ...previewedActivity, items: z.array(pointsMallItem) }),
    z.object({ kind: z.literal('brand_zone'), ...previewedActivity, zones: z.array(brandZoneBlock) }),
    z.object({ kind: z.literal('prize_draw'), ...previewedActivity, draw: drawActivity }),
    z.object({
      kind: z.literal('signup'),
      ...previewedActivity,
      signup: z.object({ title: z.string(), description: z.string(), cap: z.number().int() }),
    }),
    z.object({
      kind: z.literal('ranking_contest'),
      ...previewedActivity,
      contest: z.object({ places: z.number().int(), prizes: z.array(z.string()) }),
    }),
    z.object({ kind: z.literal('referral_reward'), ...previewedActivity, referral: referralActivity }),
    z.object({
      kind: z.literal('full_reduction'),
      ...previewedActivity,
      /** Its tiers as the cart words them; the goods it is limited to, or null for every goods. */
      reduction: z.object({ tiers: manjianTerms.shape.tiers, goods: z.array(goodsCard).nullable() }),
    }),
    z.object({
      kind: z.literal('gift'),
      ...previewedActivity,
      /** Each goods with its rule as the cart words it (每满10盒赠1盒). */
      gifts: z.array(z.object({ goods: goodsCard, rule: z.string() })),
    }),
  ])
  .meta({ id: 'ActivityPreview' });
export type ActivityPreview = z.infer<typeof activityPreview>;
