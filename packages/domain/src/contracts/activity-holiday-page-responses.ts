import { z } from 'zod';
import { goodsCard } from './catalog-responses.ts';
import { claimableCoupon } from './coupons-responses.ts';
import { instant } from './wire.ts';

/** A coupon on offer on the page; the buyer's own claims are on /lq and refused past the limit. */
export const holidayCoupon = claimableCoupon.omit({ claimed: true });
export type HolidayCoupon = z.infer<typeof holidayCoupon>;

export const holidayPageBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('banner'), image: z.string(), link: z.string() }),
  z.object({ type: z.literal('goods'), title: z.string(), goods: z.array(goodsCard) }),
  z.object({ type: z.literal('coupons'), title: z.string(), coupons: z.array(holidayCoupon) }),
  z.object({ type: z.literal('rules'), title: z.string(), html: z.string() }),
]);
export type HolidayPageBlockAnswer = z.infer<typeof holidayPageBlock>;

/**
 * The page a route shows: running (with its blocks), scheduled (the next to start, no blocks yet),
 * ended (the last one that ran) or none configured.
 */
export const holidayPage = z
  .object({
    state: z.enum(['running', 'scheduled', 'ended', 'none']),
    name: z.string().nullable(),
    starts_at: instant.nullable(),
    ends_at: instant.nullable(),
    blocks: z.array(holidayPageBlock),
  })
  .meta({ id: 'HolidayPage' });
export type HolidayPage = z.infer<typeof holidayPage>;
