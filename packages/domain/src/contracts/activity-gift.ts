import { z } from 'zod';
import { id, integer } from '../validation/numbers.ts';
import { ACTIVITY_GOODS_MAX, uniqueGoods } from './activity-fields.ts';

/** The most pieces a 满赠 line asks for, or gives, at a time. */
export const GIFT_PIECES_MAX = 9_999;

const pieces = (label: string) =>
  integer({ min: 1, max: GIFT_PIECES_MAX, message: `${label}须为1至${GIFT_PIECES_MAX}之间的整数` });

/**
 * 满赠: in the activity's window, every `every` pieces of a goods bought earn `gift_number` pieces of the
 * gift, which is the same goods when `gift_goods_id` is null, shipped with the order.
 */
export const giftDefinition = z.object({
  lines: z
    .array(
      z.object({
        goods_id: id('商品'),
        every: pieces('每满件数'),
        gift_number: pieces('赠送件数'),
        gift_goods_id: id('赠品').nullable().default(null),
      }),
      { error: '请选择满赠商品' },
    )
    .min(1, '请选择满赠商品')
    .max(ACTIVITY_GOODS_MAX, `一个满赠活动最多${ACTIVITY_GOODS_MAX}个商品`)
    .refine((lines) => uniqueGoods(lines.map((line) => line.goods_id)), '同一商品只能添加一次'),
});
export type GiftDefinition = z.infer<typeof giftDefinition>;

/** As the console reads it back. */
export const giftDetail = z.object({
  lines: z.array(
    z.object({
      goods_id: z.number().int(),
      every: z.number().int(),
      gift_number: z.number().int(),
      gift_goods_id: z.number().int().nullable(),
    }),
  ),
});
export type GiftDetail = z.infer<typeof giftDetail>;
