import { z } from 'zod';
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

export const adminAfterSaleListQuery = z.object({
  /** '' every state. */
  status: z.enum(['', ...afterSaleStates], { error: '售后状态不正确' }).default(''),
  /** Only this order's requests (the order's page). */
  order_id: id('订单').optional(),
  page: page(),
  page_size: pageSize(100, 20),
});
export type AdminAfterSaleListQuery = z.infer<typeof adminAfterSaleListQuery>;
export type AdminAfterSaleListParams = z.input<typeof adminAfterSaleListQuery>;

export const rejectAfterSaleBody = z.object({ reason: text('拒绝原因', 200) });

export type {
  AfterSale,
  OrderAfterSales,
  AdminAfterSale,
  AdminAfterSaleList,
} from './after-sales-responses.ts';
