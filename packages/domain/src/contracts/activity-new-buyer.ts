import { z } from 'zod';
import { id } from '../validation/numbers.ts';
import { ACTIVITY_GOODS_MAX, activityFen, activityUnits, uniqueGoods } from './activity-fields.ts';

/**
 * 新人专区: goods at a 新人价 for buyers who have not paid an order yet, each with the most pieces one
 * buyer may take at it (none: no limit).
 */
export const newBuyerDefinition = z.object({
  lines: z
    .array(
      z.object({
        goods_id: id('商品'),
        price_fen: activityFen('新人价', 1),
        per_buyer_limit: activityUnits('每人限购').nullable().default(null),
      }),
      { error: '请选择新人专区商品' },
    )
    .min(1, '请选择新人专区商品')
    .max(ACTIVITY_GOODS_MAX, `一个新人专区最多${ACTIVITY_GOODS_MAX}个商品`)
    .refine((lines) => uniqueGoods(lines.map((line) => line.goods_id)), '同一商品只能添加一次'),
});
export type NewBuyerDefinition = z.infer<typeof newBuyerDefinition>;

/** As the console reads it back. */
export const newBuyerDetail = z.object({
  lines: z.array(
    z.object({
      goods_id: z.number().int(),
      price_fen: z.number().int(),
      per_buyer_limit: z.number().int().nullable(),
    }),
  ),
});
export type NewBuyerDetail = z.infer<typeof newBuyerDetail>;

/** GET /api/activity/new_buyer: one zone by its activity id, or else the zone running now. */
export const newBuyerZoneQuery = z.object({ id: id('活动').optional() });
export type NewBuyerZoneQuery = z.infer<typeof newBuyerZoneQuery>;

/** Why a buyer does not get the 新人价, with what the zone tells them. */
export const NEW_BUYER_REFUSALS = {
  signed_out: '登录后查看新人价',
  not_approved: '资质审核通过后可享新人价',
  has_paid_order: '新人专区仅限首次下单的客户',
} as const;
export type NewBuyerRefusal = keyof typeof NEW_BUYER_REFUSALS;
export const newBuyerRefusals = Object.keys(NEW_BUYER_REFUSALS) as [NewBuyerRefusal, ...NewBuyerRefusal[]];

/** Pieces over the 新人价 limit, as a cart line's refusal says it. */
export const newBuyerLimitWords = (limit: number, unit: string, bought: number) =>
  `新人价每人限购${limit}${unit}${bought > 0 ? `，您已下单${bought}${unit}` : ''}`;
