import { z } from 'zod';
import { id, integer } from '../validation/numbers.ts';
import { text } from '../validation/text.ts';
import { GOODS_PRICE_MAX_FEN } from './admin.ts';
import { ACTIVITY_GOODS_MAX, activityFen, activityUnits } from './activity-fields.ts';

/** The most points one 积分商城 item costs. */
export const POINTS_PRICE_MAX = 10_000_000;
/** How long an exchanged coupon stays good after the mall activity ends. */
export const POINTS_COUPON_VALID_DAYS_MAX = 365;

/** The coupon a 积分商城 item gives: amount (满 threshold 减 value fen) or discount (value per cent). */
const pointsCoupon = z
  .object({
    coupon_kind: z.enum(['amount', 'discount'], { error: '优惠券类型不正确' }),
    value: integer({ min: 1, max: GOODS_PRICE_MAX_FEN, message: '面值或折扣格式不正确' }),
    threshold_fen: activityFen('使用门槛', 0),
    cap_fen: activityFen('最高优惠', 1).nullable().default(null),
    valid_days: integer({
      min: 0,
      max: POINTS_COUPON_VALID_DAYS_MAX,
      message: `券有效期须为0至${POINTS_COUPON_VALID_DAYS_MAX}之间的整数天`,
    }),
  })
  .refine((coupon) => coupon.coupon_kind === 'amount' || coupon.value < 100, {
    error: '折扣须为1至99之间的整数（95即9.5折）',
    path: ['value'],
  })
  .refine((coupon) => coupon.coupon_kind === 'discount' || coupon.cap_fen === null, {
    error: '满减券不设最高优惠',
    path: ['cap_fen'],
  });

/**
 * One item of the 积分商城: goods (a goods id and how many pieces, shipped to the buyer) or a coupon
 * (issued into 我的优惠券), for `points` points, `stock` in all, at most `per_buyer_limit` a buyer.
 */
const pointsItem = z
  .object({
    name: text('兑换品名称', 40),
    item_kind: z.enum(['goods', 'coupon'], { error: '兑换品类型不正确' }),
    goods_id: id('商品').nullable().default(null),
    quantity: integer({ min: 1, max: 1000, message: '商品数量须为1至1000之间的整数' }).default(1),
    coupon: pointsCoupon.nullable().default(null),
    points: integer({ min: 1, max: POINTS_PRICE_MAX, message: '所需积分须为1至10000000之间的整数' }),
    stock: activityUnits('库存'),
    per_buyer_limit: integer({ min: 1, max: 100, message: '每人限兑须为1至100之间的整数' }),
  })
  .refine((item) => item.item_kind === 'coupon' || item.goods_id !== null, {
    error: '请选择兑换的商品',
    path: ['goods_id'],
  })
  .refine((item) => item.item_kind === 'goods' || item.coupon !== null, {
    error: '请填写兑换的优惠券',
    path: ['coupon'],
  })
  .refine((item) => item.per_buyer_limit <= item.stock, {
    error: '每人限兑不能超过库存',
    path: ['per_buyer_limit'],
  })
  .transform((item) =>
    item.item_kind === 'goods' ? { ...item, coupon: null } : { ...item, goods_id: null, quantity: 1 },
  );

export const pointsItemDefinition = z.object({
  items: z
    .array(pointsItem, { error: '请添加兑换品' })
    .min(1, '请添加兑换品')
    .max(ACTIVITY_GOODS_MAX, `一个积分商城活动最多${ACTIVITY_GOODS_MAX}个兑换品`),
});
export type PointsItemDefinition = z.infer<typeof pointsItemDefinition>;
export type PointsItemLine = PointsItemDefinition['items'][number];

const pointsCouponDetail = z.object({
  coupon_kind: z.enum(['amount', 'discount']),
  value: z.number().int(),
  threshold_fen: z.number().int(),
  cap_fen: z.number().int().nullable(),
  valid_days: z.number().int(),
});

/** As the console reads it back: each item with how many were exchanged so far (0 before publishing). */
export const pointsItemDetail = z.object({
  items: z.array(
    z.object({
      name: z.string(),
      item_kind: z.enum(['goods', 'coupon']),
      goods_id: z.number().int().nullable(),
      quantity: z.number().int(),
      coupon: pointsCouponDetail.nullable(),
      points: z.number().int(),
      stock: z.number().int(),
      per_buyer_limit: z.number().int(),
      exchanged: z.number().int(),
    }),
  ),
});
export type PointsItemDetail = z.infer<typeof pointsItemDetail>;
