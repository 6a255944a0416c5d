import { z } from 'zod';
import { id } from '../validation/numbers.ts';
import { ACTIVITY_GOODS_MAX, activityFen, uniqueGoods } from './activity-fields.ts';

/** 特价专区: goods at a special price for the activity's window. */
export const specialPriceDefinition = z.object({
  lines: z
    .array(z.object({ goods_id: id('商品'), price_fen: activityFen('特价', 1) }), { error: '请选择特价商品' })
    .min(1, '请选择特价商品')
    .max(ACTIVITY_GOODS_MAX, `一个特价活动最多${ACTIVITY_GOODS_MAX}个商品`)
    .refine((lines) => uniqueGoods(lines.map((line) => line.goods_id)), '同一商品只能添加一次'),
});
export type SpecialPriceDefinition = z.infer<typeof specialPriceDefinition>;

/** As the console reads it back. */
export const specialPriceDetail = z.object({
  lines: z.array(z.object({ goods_id: z.number().int(), price_fen: z.number().int() })),
});
export type SpecialPriceDetail = z.infer<typeof specialPriceDetail>;
