import { z } from 'zod';
import { id } from '../validation/numbers.ts';
import { activityFen, activityUnits, uniqueGoods } from './activity-fields.ts';

/** The most goods one 套餐 holds. */
export const COMBINATION_ITEMS_MAX = 10;

/** 套餐: a fixed set of goods and pieces sold together at one pack price, so many packs in all. */
export const combinationDefinition = z.object({
  price_fen: activityFen('套餐价', 1),
  units: activityUnits('套餐数量'),
  items: z
    .array(
      z.object({
        goods_id: id('商品'),
        number: activityUnits('每套件数'),
      }),
      { error: '请选择套餐商品' },
    )
    .min(2, '套餐至少包含2个商品')
    .max(COMBINATION_ITEMS_MAX, `一个套餐最多${COMBINATION_ITEMS_MAX}个商品`)
    .refine((items) => uniqueGoods(items.map((item) => item.goods_id)), '同一商品只能添加一次'),
});
export type CombinationDefinition = z.infer<typeof combinationDefinition>;

/** As the console reads it back: with the packs sold so far (0 before publishing). */
export const combinationDetail = z.object({
  price_fen: z.number().int(),
  units: z.number().int(),
  items: z.array(z.object({ goods_id: z.number().int(), number: z.number().int() })),
  sold: z.number().int(),
});
export type CombinationDetail = z.infer<typeof combinationDetail>;
