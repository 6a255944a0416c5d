import { z } from 'zod';
import { instant, yuan } from './wire.ts';

const couponTerms = {
  name: z.string(),
  rule: z.string().meta({ description: 'As the page shows it: 满1000减50, 满500享9.5折，最多减100' }),
  kind: z.enum(['amount', 'discount']),
  face: z.string().meta({ description: 'The face value as the ticket shows it: ¥50, or 9.5折' }),
  threshold: yuan,
  scope: z.string().meta({ description: '全场通用, or 指定商品 when it applies to some goods only' }),
  starts_at: instant,
  ends_at: instant,
};

export const heldCouponEntry = z.object({
  id: z.number().int().meta({ description: "The buyer's coupon: what checkout's coupon_ids name" }),
  coupon_id: z.number().int(),
  ...couponTerms,
  status: z.enum(['unused', 'used', 'expired']),
  received_at: instant,
  used_at: instant.nullable(),
});
export type HeldCouponEntry = z.infer<typeof heldCouponEntry>;

export const claimableCoupon = z.object({
  id: z.number().int(),
  ...couponTerms,
  left: z.number().int().nullable().meta({ description: 'Units left to claim; null: no limit' }),
  per_buyer_limit: z.number().int(),
  claimed: z.number().int().meta({ description: 'How many the buyer has claimed' }),
});
export type ClaimableCoupon = z.infer<typeof claimableCoupon>;
