import { z } from 'zod';
import { manjianTerms } from './cart-responses.ts';
import { instant, wholeNumber, yuan } from './wire.ts';

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

/** A goods of a flash-sale session: what a card shows. Prices only for buyers who may see them. */
export const flashSaleGoods = z
  .object({
    /** The goods; a flash line (type 1) is added to the cart by it. */
    id: wholeNumber,
    flash_sale_id: wholeNumber,
    name: z.string(),
    sccj: z.string(),
    ypgg: z.string(),
    bzdw: z.string(),
    /** Pieces in a middle pack: what one click on 立即抢购 adds. */
    zbz: wholeNumber,
    image: z.string().nullable(),
    /** The goods' own price, struck through beside the flash price. */
    base_price: yuan.nullable(),
    price: yuan.nullable(),
    /** Why no price is shown (登录可见, 资质审核后可见), or null. */
    price_tip: z.string().nullable(),
    total_units: wholeNumber,
    units_left: wholeNumber,
    limit: wholeNumber,
    starts_at: instant,
    ends_at: instant,
  })
  .meta({ id: 'FlashSaleGoods' });
export type FlashSaleGoods = z.infer<typeof flashSaleGoods>;

/** 秒杀场次: one window, several goods; the activity that published it, if any. */
export const flashSaleSession = z
  .object({
    id: wholeNumber.nullable(),
    name: z.string(),
    starts_at: instant,
    ends_at: instant,
    goods: z.array(flashSaleGoods),
  })
  .meta({ id: 'FlashSaleSession' });
export type FlashSaleSession = z.infer<typeof flashSaleSession>;

/** GET /api/index/spike: the home block's session, the running one or else the next to start. */
export const homeSpike = z.object({ session: flashSaleSession.nullable() }).meta({ id: 'HomeSpike' });
export type HomeSpike = z.infer<typeof homeSpike>;

/** GET /api/activity/spike_sessions: /ms's sessions, running and upcoming, by start. */
export const spikeSessions = z.object({ sessions: z.array(flashSaleSession) }).meta({ id: 'SpikeSessions' });
export type SpikeSessions = z.infer<typeof spikeSessions>;
