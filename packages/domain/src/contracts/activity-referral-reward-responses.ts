import { z } from 'zod';
import { instant, wholeNumber } from './wire.ts';

/** What one side earns: the coupon's name and terms as a buyer reads them, and the points. */
const rewardTerms = z.object({
  coupon: z.string().nullable(),
  points: wholeNumber.nullable(),
});

/** A 老带新 as /ldx words it: each side's reward, the cap per referrer, the rules. */
export const referralActivity = z
  .object({
    id: wholeNumber,
    name: z.string(),
    state: z.enum(['running', 'scheduled', 'ended']),
    starts_at: instant,
    ends_at: instant,
    rules_text: z.string(),
    referrer_reward: rewardTerms,
    referred_reward: rewardTerms,
    cap_per_referrer: wholeNumber,
  })
  .meta({ id: 'ReferralActivity' });

/**
 * GET /api/user/referral: the buyer's own code and link, the 老带新 activity (running, else the next,
 * else the last; none when there never was one) and the buyers they referred, names and phones masked.
 */
export const referralPage = z
  .object({
    code: z.string(),
    /** The register page with the code, as a path: the page puts its own origin before it. */
    link: z.string(),
    activity: referralActivity.nullable(),
    referred: z.array(
      z.object({
        name: z.string(),
        phone: z.string(),
        registered_at: instant,
        rewarded: z.boolean(),
        /** What the referrer earned for this buyer, as a line of text (优惠券名、积分), or null. */
        earned: z.string().nullable(),
      }),
    ),
    rewarded_count: wholeNumber,
  })
  .meta({ id: 'ReferralPage' });
export type ReferralPage = z.infer<typeof referralPage>;
