import { z } from 'zod';
import { manjianTerms } from './cart-responses.ts';
import { instant, wholeNumber } from './wire.ts';

/**
 * GET /api/activity/running: the promotions running now, as the promotion landing announces them.
 * Nothing a page promises may come from anywhere else.
 */
export const runningActivities = z
  .object({
    manjians: z.array(
      manjianTerms.extend({
        /** Every goods takes part; otherwise only some do. */
        all_goods: z.boolean(),
        ends_at: instant,
      }),
    ),
    /** Flash sales running now: how many goods, and when the first of them ends. */
    flash_sales: z.object({ count: wholeNumber, ends_at: instant.nullable() }),
    /** Goods that come with a gift (买赠). */
    gift_goods: wholeNumber,
    /** Packs sold together at one price (组合特惠). */
    combinations: wholeNumber,
  })
  .meta({ id: 'RunningActivities' });
export type RunningActivities = z.infer<typeof runningActivities>;
