import { z } from 'zod';
import { promotionGoodsCard, promotionGoodsPrices } from './promotion-goods-responses.ts';
import { instant, wholeNumber } from './wire.ts';

/** A goods at its special price (特价), as /tjzq and 每日特价 show it; prices only for who may see them. */
export const specialPriceGoods = z
  .object({
    id: wholeNumber,
    /** The 特价 activity offering it: /tjzq/{ids} shows the goods of those activities. */
    activity_id: wholeNumber,
    ...promotionGoodsCard,
    /** price: the 特价. */
    ...promotionGoodsPrices,
    tags: z.array(z.string()),
    ends_at: instant,
  })
  .meta({ id: 'SpecialPriceGoods' });
export type SpecialPriceGoods = z.infer<typeof specialPriceGoods>;

/** GET /api/activity/everyday_price: every goods at a special price now, soonest ending first. */
export const everydayPrice = z.object({ goods: z.array(specialPriceGoods) }).meta({ id: 'EverydayPrice' });
export type EverydayPrice = z.infer<typeof everydayPrice>;
