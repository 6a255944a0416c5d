import { z } from 'zod';
import { id, integer } from '../validation/numbers.ts';
import { ACTIVITY_GOODS_MAX, activityFen, uniqueGoods } from './activity-fields.ts';

/** The most pieces of a 换购 goods one order may take at its 换购价. */
export const TRADE_UP_LIMIT_MAX = 999;

/**
 * 换购 (加价换购): in the activity's window, an order whose other goods come to `threshold_fen` may add
 * each goods listed at its 换购价, at most `limit` pieces per order. The cart holds such a goods as a
 * line of type 2 (CART_LINE_TYPE.tradeUp).
 */
export const tradeUpDefinition = z.object({
  threshold_fen: activityFen('换购门槛', 1),
  lines: z
    .array(
      z.object({
        goods_id: id('换购商品'),
        price_fen: activityFen('换购价', 1),
        limit: integer({
          min: 1,
          max: TRADE_UP_LIMIT_MAX,
          message: `每单限换须为1至${TRADE_UP_LIMIT_MAX}之间的整数`,
        }),
      }),
      { error: '请选择换购商品' },
    )
    .min(1, '请选择换购商品')
    .max(ACTIVITY_GOODS_MAX, `一个换购活动最多${ACTIVITY_GOODS_MAX}个商品`)
    .refine((lines) => uniqueGoods(lines.map((line) => line.goods_id)), '同一商品只能添加一次'),
});
export type TradeUpDefinition = z.infer<typeof tradeUpDefinition>;

/** As the console reads it back. */
export const tradeUpDetail = z.object({
  threshold_fen: z.number().int(),
  lines: z.array(
    z.object({ goods_id: z.number().int(), price_fen: z.number().int(), limit: z.number().int() }),
  ),
});
export type TradeUpDetail = z.infer<typeof tradeUpDetail>;

/** What a buyer is told of a 换购 line. */
export const TRADE_UP_WORDS = {
  /** The other goods of the order do not reach the threshold. */
  short: (thresholdYuan: string, moreYuan: string) => `满¥${thresholdYuan}可换购，还差¥${moreYuan}`,
  ended: '换购活动已结束',
  none: '没有进行中的换购',
  limit: (limit: number, unit: string) => `每单限换${limit}${unit}`,
} as const;
