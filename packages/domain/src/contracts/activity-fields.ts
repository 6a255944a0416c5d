import { z } from 'zod';
import { id, integer } from '../validation/numbers.ts';
import { GOODS_PRICE_MAX_FEN } from './admin.ts';

/** Field rules every kind of 营销活动 writes its definition with. */
export const ACTIVITY_GOODS_MAX = 50;
/** The most units a flash line or a coupon campaign offers. */
export const ACTIVITY_UNITS_MAX = 1_000_000;

export const activityUnits = (label: string) =>
  integer({ min: 1, max: ACTIVITY_UNITS_MAX, message: `${label}须为1至1000000之间的整数` });

export const activityFen = (label: string, min: number) =>
  integer({
    min,
    max: GOODS_PRICE_MAX_FEN,
    message: `${label}须为${min === 0 ? '0' : '1分'}至100万元之间的整数分`,
  });

export const uniqueGoods = (ids: readonly number[]) => new Set(ids).size === ids.length;

export const ACTIVITY_SCOPE_GOODS_MAX = 200;

/** The goods an activity applies to; none chosen (null or empty) is every goods. */
export const goodsScope = () =>
  z
    .array(id('商品'), { error: '适用商品格式不正确' })
    .max(ACTIVITY_SCOPE_GOODS_MAX, `适用商品最多${ACTIVITY_SCOPE_GOODS_MAX}个`)
    .refine(uniqueGoods, '同一商品只能选择一次')
    .nullable()
    .default(null)
    .transform((ids) => (ids === null || ids.length === 0 ? null : ids));
