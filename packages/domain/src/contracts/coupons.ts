import { z } from 'zod';
import { id, oneOf, page, pageSize } from '../validation/numbers.ts';
import { LIST_PAGE_SIZE_MAX } from './list-query.ts';

/** 0 every coupon, 1 money off (满减), 2 a discount (折扣). */
const couponType = oneOf([0, 1, 2], '优惠券类型不正确').default(0);

export const HELD_COUPON_STATUS = ['unused', 'used', 'expired'] as const;
export type HeldCouponStatus = (typeof HELD_COUPON_STATUS)[number];

/** GET /api/user/coupon: the buyer's coupons in one state. */
export const heldCouponQuery = z.object({
  page: page(),
  page_size: pageSize(LIST_PAGE_SIZE_MAX, 10),
  type: couponType,
  status: z.enum(HELD_COUPON_STATUS, { error: '优惠券状态只能是 unused、used 或 expired' }).default('unused'),
});

/** GET /api/user/availableCoupon: the coupons the shop offers to claim now. */
export const claimableCouponQuery = z.object({
  page: page(),
  page_size: pageSize(LIST_PAGE_SIZE_MAX, 12),
  type: couponType,
});

/** POST /api/user/coupon/claim. */
export const claimCouponBody = z.object({ coupon_id: id('优惠券') });

export const COUPON_MESSAGES = {
  claimed: '领取成功',
  soldOut: '优惠券已领完',
  missing: '优惠券不存在或已结束',
  pendingBuyer: '资质审核通过后才能领取优惠券',
  limit: (perBuyer: number) => `每人限领${perBuyer}张，您已领完`,
} as const;

export type { ClaimableCoupon, HeldCouponEntry } from './coupons-responses.ts';
