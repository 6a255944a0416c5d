import { z } from 'zod';
import { promotionGoodsCard, promotionGoodsPrices } from './promotion-goods-responses.ts';
import { instant, wholeNumber, yuan } from './wire.ts';

/** A goods a 换购 activity offers at its 换购价; prices only for who may see them. */
export const tradeUpGoods = z
  .object({
    /** The offer a 换购 line is added under (null in a preview: nothing is published yet). */
    offer_id: wholeNumber.nullable(),
    goods_id: wholeNumber,
    ...promotionGoodsCard,
    /** price: the 换购价. */
    ...promotionGoodsPrices,
    /** Pieces one order may take at the 换购价. */
    limit: wholeNumber,
    /** Pieces of it already in the buyer's cart as 换购. */
    in_cart: wholeNumber,
  })
  .meta({ id: 'TradeUpGoods' });
export type TradeUpGoods = z.infer<typeof tradeUpGoods>;

/** A 换购 activity against the buyer's selected goods: reached, or how much more is needed. */
export const tradeUpActivity = z
  .object({
    id: wholeNumber,
    name: z.string(),
    /** 满 this (the selected goods before any 换购) to 换购. */
    threshold: yuan,
    reached: z.boolean(),
    /** What the selected goods still lack; 0.00 once reached. */
    more: yuan,
    ends_at: instant,
    goods: z.array(tradeUpGoods),
  })
  .meta({ id: 'TradeUpActivity' });
export type TradeUpActivity = z.infer<typeof tradeUpActivity>;

/** GET /api/cart/trade_ups: the 换购 running now, weighed against the buyer's selected goods. */
export const tradeUpZone = z
  .object({
    /** The selected goods before any 换购 line, what each threshold is measured against. */
    base_amount: yuan,
    activities: z.array(tradeUpActivity),
  })
  .meta({ id: 'TradeUpZone' });
export type TradeUpZone = z.infer<typeof tradeUpZone>;
