import { z } from 'zod';
import { flag, integer } from '../validation/numbers.ts';
import { GOODS_PRICE_MAX_FEN } from './admin.ts';
import { activityFen, activityUnits, goodsScope } from './activity-fields.ts';

/**
 * A coupon campaign: amount (满 threshold 减 value fen) or discount (pay value per cent, 95 = 9.5折,
 * at most cap off); valid and claimable on /lq in the activity's window; goods_ids null: every goods.
 */
export const couponCampaignDefinition = z
  .object({
    coupon_kind: z.enum(['amount', 'discount'], { error: '优惠券类型不正确' }),
    value: integer({ min: 1, max: GOODS_PRICE_MAX_FEN, message: '面值或折扣格式不正确' }),
    threshold_fen: activityFen('使用门槛', 0),
    cap_fen: activityFen('最高优惠', 1).nullable().default(null),
    goods_ids: goodsScope(),
    total_units: activityUnits('发放总量'),
    per_buyer_limit: integer({ min: 1, max: 100, message: '每人限领须为1至100之间的整数' }),
    claimable: flag('领券中心展示').default(true),
  })
  .refine((coupon) => coupon.coupon_kind === 'amount' || coupon.value < 100, {
    error: '折扣须为1至99之间的整数（95即9.5折）',
    path: ['value'],
  })
  .refine((coupon) => coupon.coupon_kind === 'discount' || coupon.cap_fen === null, {
    error: '满减券不设最高优惠',
    path: ['cap_fen'],
  })
  .refine((coupon) => coupon.per_buyer_limit <= coupon.total_units, {
    error: '每人限领不能超过发放总量',
    path: ['per_buyer_limit'],
  });
export type CouponCampaignDefinition = z.infer<typeof couponCampaignDefinition>;

export const couponCampaignDetail = z.object({
  coupon_kind: z.enum(['amount', 'discount']),
  value: z.number().int(),
  threshold_fen: z.number().int(),
  cap_fen: z.number().int().nullable(),
  goods_ids: z.array(z.number().int()).nullable(),
  total_units: z.number().int(),
  per_buyer_limit: z.number().int(),
  claimable: z.boolean(),
});
