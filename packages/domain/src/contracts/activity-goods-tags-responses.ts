import { z } from 'zod';
import { instant, wholeNumber } from './wire.ts';

/**
 * GET /api/activity/goods_tags: which goods the running 满减满折, 满赠 and 换购 tag (满, 赠, 换购), the
 * same answer for every viewer; cards and rows add the tags themselves, as they add 秒 and 特.
 */
export const goodsTags = z
  .object({
    /** Every goods counts towards a running 满减满折 (one runs over the whole shop). */
    full_reduction_all: z.boolean(),
    full_reduction: z.array(wholeNumber),
    gift: z.array(wholeNumber),
    trade_up: z.array(wholeNumber),
    /** The soonest a running one ends (null: none runs): the answer holds until then. */
    changes_at: instant.nullable(),
  })
  .meta({ id: 'GoodsTags' });
export type GoodsTags = z.infer<typeof goodsTags>;
