import { z } from 'zod';
import { date } from '../validation/dates.ts';
import { trackingNo } from '../validation/fields.ts';
import { id, INT_MAX, integer, page, pageSize } from '../validation/numbers.ts';
import { optionalText, text } from '../validation/text.ts';

/**
 * After-sales (售后, the shop's is_AfterSale feature): a buyer asks for money back on goods that were
 * shipped, either keeping them (仅退款: broken, missing) or sending them back (退货退款). The seller
 * reviews it in the console; the money goes back the way the order was paid.
 */
export const AFTER_SALE_KINDS = { refund: '仅退款', return: '退货退款' } as const;
export type AfterSaleKind = keyof typeof AFTER_SALE_KINDS;
export const afterSaleKinds = Object.keys(AFTER_SALE_KINDS) as [AfterSaleKind, ...AfterSaleKind[]];

export const AFTER_SALE_REASONS = [
  '商品破损',
  '少发漏发',
  '发错商品',
  '质量问题',
  '效期不符',
  '其他',
] as const;

/**
 * pending → refunded (仅退款 approved, paid by balance or credit) or refunding (online: the gateway's
 * refund is on its way) → refunded; pending → returning (退货退款 approved) → refunded once the
 * goods are back; pending or returning → rejected.
 */
export const AFTER_SALE_STATES = {
  pending: '待审核',
  returning: '待退货',
  refunding: '退款中',
  refunded: '已退款',
  rejected: '已拒绝',
} as const;
export type AfterSaleState = keyof typeof AFTER_SALE_STATES;
export const afterSaleStates = Object.keys(AFTER_SALE_STATES) as [AfterSaleState, ...AfterSaleState[]];

/** A completed order can be claimed on for this many days after it was received. */
export const AFTER_SALE_DAYS = 30;

export const afterSaleLine = z.object({
  line_id: id('订单明细'),
  number: integer({ min: 1, max: INT_MAX, message: '售后数量须为正整数' }),
});

export const afterSaleBody = z.object({
  kind: z.enum(afterSaleKinds, { error: '请选择售后类型' }),
  reason: z.enum(AFTER_SALE_REASONS, { error: '请选择售后原因' }),
  description: optionalText('问题描述', 500, { multiline: true }),
  lines: z
    .array(afterSaleLine, { error: '请选择售后商品' })
    .min(1, '请选择售后商品')
    .max(500, '售后明细过多')
    .refine(
      (lines) => new Set(lines.map((line) => line.line_id)).size === lines.length,
      '同一明细只能填写一次',
    ),
});
export type AfterSaleBody = z.infer<typeof afterSaleBody>;
export type AfterSaleInput = z.input<typeof afterSaleBody>;

/** The buyer's parcel back to the seller (退货). */
export const returnParcelBody = z.object({
  carrier: text('物流公司', 30),
  tracking_no: trackingNo(),
});
export type ReturnParcelBody = z.infer<typeof returnParcelBody>;

export const afterSaleParams = z.object({ id: id('售后单') });

/** 申请时间 (the request's id, which follows it) or 退款金额. */
export const afterSaleSorts = ['created_at', 'amount'] as const;
export type AfterSaleSort = (typeof afterSaleSorts)[number];

/** The largest refund a filter names: ¥100,000,000.00, far above any order. */
const AMOUNT_FILTER_MAX_FEN = 10_000_000_000;
const amountFen = (label: string) =>
  integer({ min: 0, max: AMOUNT_FILTER_MAX_FEN, message: `${label}须为0至1亿元之间的整数分` }).optional();

/**
 * The console's requests: a state, a kind, the days asked (China days, both ends included) and the
 * refund in fen, in the order of a column; newest first by default.
 */
export const adminAfterSaleListQuery = z
  .object({
    /** '' every state. */
    status: z.enum(['', ...afterSaleStates], { error: '售后状态不正确' }).default(''),
    kind: z.enum(afterSaleKinds, { error: '售后类型不正确' }).optional(),
    created_from: date('申请开始日期').optional(),
    created_to: date('申请结束日期').optional(),
    amount_min: amountFen('最低退款金额'),
    amount_max: amountFen('最高退款金额'),
    /** Only this order's requests (the order's page). */
    order_id: id('订单').optional(),
    sort: z.enum(afterSaleSorts, { error: '排序字段不正确' }).default('created_at'),
    order: z.enum(['asc', 'desc'], { error: '排序方向不正确' }).default('desc'),
    page: page(),
    page_size: pageSize(100, 20),
  })
  .refine((query) => !query.created_from || !query.created_to || query.created_to >= query.created_from, {
    error: '申请结束日期不能早于开始日期',
    path: ['created_to'],
  })
  .refine(
    (query) =>
      query.amount_min === undefined ||
      query.amount_max === undefined ||
      query.amount_max >= query.amount_min,
    { error: '最高退款金额不能低于最低退款金额', path: ['amount_max'] },
  );
export type AdminAfterSaleListQuery = z.infer<typeof adminAfterSaleListQuery>;
export type AdminAfterSaleListParams = z.input<typeof adminAfterSaleListQuery>;

export const rejectAfterSaleBody = z.object({ reason: text('拒绝原因', 200) });

export type {
  AfterSale,
  OrderAfterSales,
  AdminAfterSale,
  AdminAfterSaleList,
} from './after-sales-responses.ts';
