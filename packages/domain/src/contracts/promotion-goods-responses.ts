import { z } from 'zod';
import { wholeNumber, yuan } from './wire.ts';

/** A goods as the promotion pages' cards name it (the server's promotionCard). */
export const promotionGoodsCard = {
  name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  bzdw: z.string(),
  /** Pieces in a middle pack: what one click adds. */
  zbz: wholeNumber,
  image: z.string().nullable(),
};

/**
 * A promotion's price beside the goods' own (struck through), for who may see prices; else both null
 * and why not (登录可见, 资质审核后可见) in price_tip (the server's promotionPrices).
 */
export const promotionGoodsPrices = {
  base_price: yuan.nullable(),
  price: yuan.nullable(),
  price_tip: z.string().nullable(),
};
