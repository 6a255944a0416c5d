import { z } from 'zod';
import { pointsExchangeStatuses } from './points-mall.ts';
import { instant, pagedOf } from './wire.ts';

/** An item on /jfsc: what it gives, its points price, what is left and what this buyer has exchanged. */
export const pointsMallItem = z.object({
  id: z.number().int(),
  name: z.string(),
  item_kind: z.enum(['goods', 'coupon']),
  /** goods: the goods' picture and spec; coupon: its rule (满100减10, 9.5折…). */
  goods_id: z.number().int().nullable(),
  quantity: z.number().int(),
  image: z.string().nullable(),
  detail: z.string(),
  points: z.number().int(),
  left: z.number().int(),
  per_buyer_limit: z.number().int(),
  exchanged: z.number().int(),
  ends_at: instant,
});
export type PointsMallItem = z.infer<typeof pointsMallItem>;

/** GET /api/user/points_mall: the buyer's points and the items running now. */
export const pointsMall = z.object({ points: z.number().int(), items: z.array(pointsMallItem) });
export type PointsMall = z.infer<typeof pointsMall>;

/** One exchange: goods wait to be shipped (待发货) until the shop sends them (已发货), a coupon is issued at once (已发放). */
export const pointsExchange = z.object({
  id: z.number().int(),
  item_name: z.string(),
  item_kind: z.enum(['goods', 'coupon']),
  points: z.number().int(),
  status: z.enum(pointsExchangeStatuses),
  status_label: z.string(),
  balance_after: z.number().int(),
  created_at: instant,
  /** When the shop marked a goods exchange shipped (已发货). */
  shipped_at: instant.nullable(),
});
export type PointsExchange = z.infer<typeof pointsExchange>;
export const pointsExchangePage = pagedOf(pointsExchange);
export type PointsExchangePage = z.infer<typeof pointsExchangePage>;

/** The console's list of exchanges, the goods among them waiting to be shipped and who sent them. */
export const adminPointsExchange = pointsExchange
  .omit({ balance_after: true })
  .extend({
    user_id: z.number().int(),
    phone: z.string(),
    company: z.string(),
    goods_id: z.number().int().nullable(),
    /** A goods item's goods name; null for a coupon. */
    goods_name: z.string().nullable(),
    quantity: z.number().int(),
    activity_id: z.number().int(),
    shipped_by: z.string().nullable(),
  })
  .meta({ id: 'AdminPointsExchange' });
export type AdminPointsExchange = z.infer<typeof adminPointsExchange>;
export const adminPointsExchangeList = pagedOf(adminPointsExchange);
export type AdminPointsExchangeList = z.infer<typeof adminPointsExchangeList>;
