import { z } from 'zod';
import { dateRangeInOrder, moment } from '../validation/dates.ts';
import { flag, id, integer, oneOf, page } from '../validation/numbers.ts';
import { optionalText, text } from '../validation/text.ts';
import { GOODS_PRICE_MAX_FEN } from './admin.ts';
import { activityKinds, activityStates } from './activity-kinds.ts';
import { dateRange, END_BEFORE_START } from './list-query.ts';

/**
 * 营销活动 as operators define them in the console (/api/admin/activities): the kind's definition is
 * kept as written and published into the tables the shop sells from (decision 021).
 */
export const ACTIVITY_GOODS_MAX = 50;
export const COUPON_SCOPE_GOODS_MAX = 200;
/** The most units a flash line or a coupon campaign offers. */
export const ACTIVITY_UNITS_MAX = 1_000_000;

const units = (label: string) =>
  integer({ min: 1, max: ACTIVITY_UNITS_MAX, message: `${label}须为1至1000000之间的整数` });

const fen = (label: string, min: number) =>
  integer({
    min,
    max: GOODS_PRICE_MAX_FEN,
    message: `${label}须为${min === 0 ? '0' : '1分'}至100万元之间的整数分`,
  });

const uniqueGoods = (ids: readonly number[]) => new Set(ids).size === ids.length;

/** 秒杀 session: each goods at its flash price, with its units and the most one buyer may order. */
export const flashSaleDefinition = z.object({
  lines: z
    .array(
      z.object({
        goods_id: id('商品'),
        price_fen: fen('秒杀价', 1),
        units: units('活动数量'),
        limit_per_buyer: units('每人限购'),
      }),
      { error: '请选择秒杀商品' },
    )
    .min(1, '请选择秒杀商品')
    .max(ACTIVITY_GOODS_MAX, `一场秒杀最多${ACTIVITY_GOODS_MAX}个商品`)
    .refine((lines) => uniqueGoods(lines.map((line) => line.goods_id)), '同一商品只能添加一次')
    .refine((lines) => lines.every((line) => line.limit_per_buyer <= line.units), '每人限购不能超过活动数量'),
});
export type FlashSaleDefinition = z.infer<typeof flashSaleDefinition>;

/**
 * A coupon campaign: amount (满 threshold 减 value fen) or discount (pay value per cent, 95 = 9.5折,
 * at most cap off); valid and claimable on /lq in the activity's window; goods_ids null: every goods.
 */
export const couponCampaignDefinition = z
  .object({
    coupon_kind: z.enum(['amount', 'discount'], { error: '优惠券类型不正确' }),
    value: integer({ min: 1, max: GOODS_PRICE_MAX_FEN, message: '面值或折扣格式不正确' }),
    threshold_fen: fen('使用门槛', 0),
    cap_fen: fen('最高优惠', 1).nullable().default(null),
    goods_ids: z
      .array(id('商品'), { error: '适用商品格式不正确' })
      .max(COUPON_SCOPE_GOODS_MAX, `适用商品最多${COUPON_SCOPE_GOODS_MAX}个`)
      .refine(uniqueGoods, '同一商品只能选择一次')
      .nullable()
      .default(null)
      .transform((ids) => (ids === null || ids.length === 0 ? null : ids)),
    total_units: units('发放总量'),
    per_buyer_limit: integer({ min: 1, max: 100, message: '每人限领须为1至100之间的整数' }),
    claimable: flag('领券中心展示').default(true),
  })
  .refine((coupon) => coupon.coupon_kind === 'amount' || coupon.value < 100, {
    error: '折扣须为1至99之间的整数（95即9.5折）',
    path: ['value'],
  })
  .refine((coupon) => coupon.coupon_kind === 'discount' || coupon.cap_fen === null, {
    error: '满减券不设最高优惠',
    path: ['cap_fen'],
  })
  .refine((coupon) => coupon.per_buyer_limit <= coupon.total_units, {
    error: '每人限领不能超过发放总量',
    path: ['per_buyer_limit'],
  });
export type CouponCampaignDefinition = z.infer<typeof couponCampaignDefinition>;

const common = {
  name: text('活动名称', 40),
  starts_at: moment('开始时间'),
  ends_at: moment('结束时间'),
};

export const activityBody = z
  .discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('flash_sale'), ...common, definition: flashSaleDefinition }),
      z.object({ kind: z.literal('coupon_campaign'), ...common, definition: couponCampaignDefinition }),
    ],
    { error: '活动类型不正确' },
  )
  .refine((body) => body.ends_at.getTime() > body.starts_at.getTime(), {
    error: '结束时间须晚于开始时间',
    path: ['ends_at'],
  });
export type ActivityBody = z.infer<typeof activityBody>;
export type ActivityBodyInput = z.input<typeof activityBody>;
export type ActivityDefinition = ActivityBody['definition'];

export const stopActivityBody = z.object({ reason: text('停止原因', 200, { multiline: true }) });
export type StopActivityBody = z.infer<typeof stopActivityBody>;

/** 开始时间 or 创建时间 (the id, which follows it); newest first by default. */
export const activitySorts = ['created_at', 'starts_at'] as const;
export type ActivitySort = (typeof activitySorts)[number];

/** The list: by kind, state, name, and the days the window touches. */
export const activityListQuery = z
  .object({
    kind: z.enum(['', ...activityKinds], { error: '活动类型不正确' }).default(''),
    state: z.enum(['', ...activityStates], { error: '活动状态不正确' }).default(''),
    keywords: optionalText('活动名称', 40),
    ...dateRange,
    page: page(),
    page_size: oneOf([20, 50, 100], '每页条数只能是20、50或100').default(20),
    sort: z.enum(activitySorts, { error: '排序字段不正确' }).default('created_at'),
    order: z.enum(['asc', 'desc'], { error: '排序方向不正确' }).default('desc'),
  })
  .refine(dateRangeInOrder, END_BEFORE_START);
export type ActivityListQuery = z.infer<typeof activityListQuery>;
export type ActivityListParams = z.input<typeof activityListQuery>;

export type {
  AdminActivity,
  AdminActivityDetail,
  AdminActivityList,
  ActivityEditable,
} from './admin-activities-responses.ts';
