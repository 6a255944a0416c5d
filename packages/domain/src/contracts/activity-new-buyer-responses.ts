import { z } from 'zod';
import { newBuyerRefusals } from './activity-new-buyer.ts';
import { promotionGoodsCard, promotionGoodsPrices } from './promotion-goods-responses.ts';
import { instant, wholeNumber } from './wire.ts';

/** A goods of the 新人专区 at its 新人价; prices only for who may see them, as on every goods list. */
export const newBuyerGoods = z
  .object({
    id: wholeNumber,
    ...promotionGoodsCard,
    /** price: the 新人价. */
    ...promotionGoodsPrices,
    /** The most pieces one buyer takes at the 新人价; null: no limit. */
    per_buyer_limit: wholeNumber.nullable(),
  })
  .meta({ id: 'NewBuyerGoods' });
export type NewBuyerGoods = z.infer<typeof newBuyerGoods>;

/** Whether this buyer gets the 新人价; when not, why (a code) and what to tell them. */
export const newBuyerQualification = z
  .discriminatedUnion('qualifies', [
    z.object({ qualifies: z.literal(true), reason: z.null(), message: z.null() }),
    z.object({ qualifies: z.literal(false), reason: z.enum(newBuyerRefusals), message: z.string() }),
  ])
  .meta({ id: 'NewBuyerQualification' });
export type NewBuyerQualification = z.infer<typeof newBuyerQualification>;

/**
 * GET /api/activity/new_buyer (/xr/{id?}): the zone (null when none runs) with its goods, and the
 * asking buyer's qualification. Answered per request: the qualification is the buyer's own.
 */
export const newBuyerZone = z
  .object({
    activity: z
      .object({ id: wholeNumber, name: z.string(), starts_at: instant, ends_at: instant })
      .nullable(),
    goods: z.array(newBuyerGoods),
    qualification: newBuyerQualification,
  })
  .meta({ id: 'NewBuyerZone' });
export type NewBuyerZone = z.infer<typeof newBuyerZone>;

/**
 * GET /api/focus/xrtj (新人特价, the home page's block): a few goods of the running zones at their
 * 新人价, the zone they belong to for the link to /xr/{activity_id}. The same for every buyer of an
 * access class: whether the viewer qualifies is the zone page's to say.
 */
export const newBuyerHighlights = z
  .object({
    goods: z.array(newBuyerGoods.extend({ activity_id: wholeNumber })),
  })
  .meta({ id: 'NewBuyerHighlights' });
export type NewBuyerHighlights = z.infer<typeof newBuyerHighlights>;
