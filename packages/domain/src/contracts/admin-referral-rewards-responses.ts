import { z } from 'zod';
import { instant, pagedOf } from './wire.ts';

/** What one side received: the coupon's name while the buyer holds it, and the points. */
const side = z.object({
  buyer_id: z.number().int(),
  company: z.string(),
  phone: z.string(),
  coupon_name: z.string().nullable(),
  points: z.number().int().nullable(),
});

/** One reward of a 老带新 activity as the console lists it: who brought whom, which first order, what each got. */
export const adminReferralReward = z
  .object({
    id: z.number().int(),
    referrer: side,
    referred: side,
    order_id: z.number().int(),
    order_no: z.string(),
    rewarded_at: instant,
  })
  .meta({ id: 'AdminReferralReward' });
export type AdminReferralReward = z.infer<typeof adminReferralReward>;

export const adminReferralRewardList = pagedOf(adminReferralReward);
export type AdminReferralRewardList = z.infer<typeof adminReferralRewardList>;
