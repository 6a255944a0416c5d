import { z } from 'zod';
import { id } from '../validation/numbers.ts';
import { ACTIVITY_GOODS_MAX, activityFen, activityUnits, uniqueGoods } from './activity-fields.ts';

/** 秒杀 session: each goods at its flash price, with its units and the most one buyer may order. */
export const flashSaleDefinition = z.object({
  lines: z
    .array(
      z.object({
        goods_id: id('商品'),
        price_fen: activityFen('秒杀价', 1),
        units: activityUnits('活动数量'),
        limit_per_buyer: activityUnits('每人限购'),
      }),
      { error: '请选择秒杀商品' },
    )
    .min(1, '请选择秒杀商品')
    .max(ACTIVITY_GOODS_MAX, `一场秒杀最多${ACTIVITY_GOODS_MAX}个商品`)
    .refine((lines) => uniqueGoods(lines.map((line) => line.goods_id)), '同一商品只能添加一次')
    .refine((lines) => lines.every((line) => line.limit_per_buyer <= line.units), '每人限购不能超过活动数量'),
});
export type FlashSaleDefinition = z.infer<typeof flashSaleDefinition>;

/** As the console reads it back: each line with the units sold so far (0 before publishing). */
export const flashSaleDetail = z.object({
  lines: z.array(
    z.object({
      goods_id: z.number().int(),
      price_fen: z.number().int(),
      units: z.number().int(),
      limit_per_buyer: z.number().int(),
      sold: z.number().int(),
    }),
  ),
});
export type FlashSaleDetail = z.infer<typeof flashSaleDetail>;
