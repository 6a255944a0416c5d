import { z } from 'zod';
import { id, integer } from '../validation/numbers.ts';
import { optionalText, text } from '../validation/text.ts';
import { activityFen, activityUnits } from './activity-fields.ts';

export const DRAW_PRIZES_MAX = 12;
export const DRAW_CHANCES_MAX = 100;
export const DRAW_WEIGHT_MAX = 1_000_000;
export const DRAW_POINTS_MAX = 1_000_000;
export const DRAW_COUPON_DAYS_MAX = 365;

/** What a prize is: a coupon into 我的优惠券, points into the ledger, gift goods (shipped by the shop), or nothing. */
export const DRAW_PRIZE_KIND_LABEL = {
  coupon: '优惠券',
  points: '积分',
  goods: '赠品',
  none: '谢谢参与',
} as const;
export type DrawPrizeKind = keyof typeof DRAW_PRIZE_KIND_LABEL;
export const drawPrizeKinds = Object.keys(DRAW_PRIZE_KIND_LABEL) as [DrawPrizeKind, ...DrawPrizeKind[]];

/** Who may draw how often: N draws per buyer in the window, or one draw for a first order paid in it. */
export const DRAW_CHANCE_RULE_LABEL = {
  per_buyer: '每人限抽次数',
  first_order: '首单抽奖（首笔订单支付后一次）',
} as const;
export type DrawChanceRule = keyof typeof DRAW_CHANCE_RULE_LABEL;
export const drawChanceRules = Object.keys(DRAW_CHANCE_RULE_LABEL) as [DrawChanceRule, ...DrawChanceRule[]];

const prize = z
  .object({
    name: text('奖品名称', 20),
    kind: z.enum(drawPrizeKinds, { error: '奖品类型不正确' }),
    /** 中奖概率的权重: a prize's odds are its weight over the weights of the prizes still in stock. */
    weight: integer({ min: 1, max: DRAW_WEIGHT_MAX, message: `中奖权重须为1至${DRAW_WEIGHT_MAX}之间的整数` }),
    /** How many can be won; null for 谢谢参与, which never runs out. */
    stock: activityUnits('奖品数量').nullable().default(null),
    coupon_value_fen: activityFen('优惠券面额', 1).nullable().default(null),
    coupon_threshold_fen: activityFen('优惠券使用门槛', 0).nullable().default(null),
    coupon_valid_days: integer({
      min: 1,
      max: DRAW_COUPON_DAYS_MAX,
      message: `优惠券有效天数须为1至${DRAW_COUPON_DAYS_MAX}之间的整数`,
    })
      .nullable()
      .default(null),
    points: integer({ min: 1, max: DRAW_POINTS_MAX, message: `积分须为1至${DRAW_POINTS_MAX}之间的整数` })
      .nullable()
      .default(null),
    goods_id: id('赠品商品').nullable().default(null),
    goods_number: integer({ min: 1, max: 1000, message: '赠品数量须为1至1000之间的整数' })
      .nullable()
      .default(null),
    remarks: optionalText('中奖说明', 60),
  })
  .superRefine((p, context) => {
    const need = (field: keyof typeof p, message: string) => {
      if (p[field] === null) context.addIssue({ code: 'custom', message, path: [field] });
    };
    const none = (field: keyof typeof p, message: string) => {
      if (p[field] !== null) context.addIssue({ code: 'custom', message, path: [field] });
    };
    if (p.kind === 'none') none('stock', '谢谢参与不设奖品数量');
    else need('stock', '请填写奖品数量');
    if (p.kind === 'coupon') {
      need('coupon_value_fen', '请填写优惠券面额');
      need('coupon_threshold_fen', '请填写优惠券使用门槛');
      need('coupon_valid_days', '请填写优惠券有效天数');
    } else none('coupon_value_fen', '只有优惠券奖品填写面额');
    if (p.kind === 'points') need('points', '请填写积分');
    else none('points', '只有积分奖品填写积分');
    if (p.kind === 'goods') {
      need('goods_id', '请选择赠品商品');
      need('goods_number', '请填写赠品数量');
    } else none('goods_id', '只有赠品奖品选择商品');
  });

/**
 * 抽奖: the prizes on the wheel with their stock and odds, the chances each buyer has, and the rules
 * text the draw page shows.
 */
export const prizeDrawDefinition = z
  .object({
    chance_rule: z.enum(drawChanceRules, { error: '抽奖机会规则不正确' }),
    chances_per_buyer: integer({
      min: 1,
      max: DRAW_CHANCES_MAX,
      message: `每人抽奖次数须为1至${DRAW_CHANCES_MAX}之间的整数`,
    }),
    prizes: z
      .array(prize, { error: '请添加奖品' })
      .min(2, '至少设置两个奖品')
      .max(DRAW_PRIZES_MAX, `最多${DRAW_PRIZES_MAX}个奖品`)
      .refine((prizes) => prizes.some((p) => p.kind !== 'none'), '至少设置一个实际奖品')
      .refine((prizes) => new Set(prizes.map((p) => p.name)).size === prizes.length, '奖品名称不能重复'),
    rules_text: optionalText('活动规则', 500, { multiline: true }),
  })
  .refine((draw) => draw.chance_rule === 'per_buyer' || draw.chances_per_buyer === 1, {
    error: '首单抽奖每人只有一次机会',
    path: ['chances_per_buyer'],
  });
export type PrizeDrawDefinition = z.infer<typeof prizeDrawDefinition>;
export type DrawPrizeDefinition = PrizeDrawDefinition['prizes'][number];

/** As the console reads it back: each prize with how many were won (0 before publishing). */
export const prizeDrawDetail = z.object({
  chance_rule: z.enum(drawChanceRules),
  chances_per_buyer: z.number().int(),
  rules_text: z.string(),
  prizes: z.array(
    z.object({
      name: z.string(),
      kind: z.enum(drawPrizeKinds),
      weight: z.number().int(),
      stock: z.number().int().nullable(),
      coupon_value_fen: z.number().int().nullable(),
      coupon_threshold_fen: z.number().int().nullable(),
      coupon_valid_days: z.number().int().nullable(),
      points: z.number().int().nullable(),
      goods_id: z.number().int().nullable(),
      goods_number: z.number().int().nullable(),
      remarks: z.string(),
      won: z.number().int(),
    }),
  ),
});
export type PrizeDrawDetail = z.infer<typeof prizeDrawDetail>;
