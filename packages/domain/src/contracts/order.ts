import { z } from 'zod';
import { date, dateRangeInOrder } from '../validation/dates.ts';
import { mobile } from '../validation/fields.ts';
import { flag, id, oneOf, page, pageSize } from '../validation/numbers.ts';
import { cleanText, optionalText, text } from '../validation/text.ts';

/** Order states (docs/orders.md): each order is in exactly one; see ORDER_TRANSITIONS. */
export const ORDER_STATUS = {
  unpaid: 1,
  toShip: 2,
  shipped: 3,
  completed: 4,
  cancelled: 5,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  1: '待付款',
  2: '待发货',
  3: '已发货',
  4: '已完成',
  5: '已取消',
};

/** The tabs of /order: 0 is every order. */
export const ORDER_TABS = [0, 1, 2, 3, 4, 5] as const;

export const PAY_METHOD = { balance: 'balance', credit: 'credit', online: 'online' } as const;
export type PayMethod = (typeof PAY_METHOD)[keyof typeof PAY_METHOD];
export const PAY_METHOD_LABEL: Record<PayMethod, string> = {
  balance: '余额支付',
  credit: '授信支付',
  online: '在线支付',
};

/** 0 no invoice, 1 普通发票 (plain), 2 增值税专用发票 (special: needs the buyer's tax details). */
export const INVOICE_TYPE = { none: 0, plain: 1, special: 2 } as const;
export type InvoiceType = (typeof INVOICE_TYPE)[keyof typeof INVOICE_TYPE];
export const INVOICE_TYPE_LABEL: Record<InvoiceType, string> = {
  0: '不开发票',
  1: '普通发票',
  2: '增值税专用发票',
};

export const ORDER_REMARK_MAX = 200;
export const ORDER_PAGE_SIZE_MAX = 50;
export const ORDER_KEYWORD_MAX = 50;
/** A client-chosen key that makes a repeated submit return the first order (header Idempotency-Key). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export const invoiceFields = {
  invoice_type: oneOf<InvoiceType>([0, 1, 2], '发票类型不正确').default(0),
  /** The title on a plain invoice (the company by default); special invoices use the buyer's tax details. */
  invoice_title: optionalText('发票抬头', 100),
};

/** Step 2 → 3. Amounts are never taken from the client: the server prices the lines itself. */
export const submitOrderBody = z.object({
  ids: z
    .array(id('商品'), { error: '请选择要结算的商品' })
    .min(1, '请选择要结算的商品')
    .max(500, '一次最多结算500种商品'),
  /** The buyer's default address when absent. */
  address_id: id('收货地址').optional(),
  ...invoiceFields,
  coupon_ids: z
    .array(id('优惠券'), { error: '优惠券格式不正确' })
    .max(1, '每笔订单限用一张优惠券')
    .default([]),
  remark: optionalText('订单备注', ORDER_REMARK_MAX, { multiline: true }),
});
export type SubmitOrderBody = z.infer<typeof submitOrderBody>;

/** The confirmation step's pricing call: the selected lines with a coupon, before submitting. */
export const confirmOrderBody = z.object({
  ids: submitOrderBody.shape.ids,
  coupon_ids: submitOrderBody.shape.coupon_ids,
});

export const orderParams = z.object({ id: id('订单') });

export const orderListQuery = z.object({
  /** 0 every state, else an ORDER_STATUS. */
  state: oneOf([0, 1, 2, 3, 4, 5], '订单状态不正确').default(0),
  page: page(),
  page_size: pageSize(ORDER_PAGE_SIZE_MAX, 10),
  /** An order number or part of a goods name. */
  keyword: optionalText('搜索词', ORDER_KEYWORD_MAX),
});

export const payOrderBody = z.object({
  method: z.enum(['balance', 'credit', 'online'], { error: '请选择支付方式' }),
});

export const cancelOrderBody = z.object({
  reason: optionalText('取消原因', 100),
});

export const signContractBody = z.object({
  agree: flag('同意').refine((agree) => agree, '请阅读并同意合同条款'),
});

/** Dates of a list filter; the end may not come before the start. */
const dateRange = {
  start_time: date('开始时间').optional(),
  end_time: date('结束时间').optional(),
};
const END_BEFORE_START = { message: '结束时间不能早于开始时间', path: ['end_time'] };

export const invoiceListQuery = z
  .object({
    page: page(),
    page_size: pageSize(ORDER_PAGE_SIZE_MAX, 10),
    order_no: cleanText('订单号', 32).default(''),
    ...dateRange,
  })
  .refine(dateRangeInOrder, END_BEFORE_START);

export const addressBody = z.object({
  name: text('收货人', 30),
  phone: mobile(),
  province: text('省份', 20),
  city: text('城市', 20),
  district: text('区县', 20),
  detail: text('详细地址', 120),
  is_default: flag('默认地址').default(false),
});
export const addressParams = z.object({ id: id('收货地址') });

export const moneyLogQuery = z
  .object({
    page: page(),
    page_size: pageSize(ORDER_PAGE_SIZE_MAX, 10),
    /** 0 every movement, 1 money in (top-up, refund), 2 money out (payment). */
    use_type: oneOf([0, 1, 2], '类型不正确').default(0),
    ...dateRange,
  })
  .refine(dateRangeInOrder, END_BEFORE_START);

export const creditListQuery = z.object({
  page: page(),
  page_size: pageSize(ORDER_PAGE_SIZE_MAX, 10),
  /** 0 every bill, 1 still to repay, 2 settled (repaid or refunded). */
  type: oneOf([0, 1, 2], '类型不正确').default(0),
});

export const fastBuyQuery = z.object({
  page: page(),
  page_size: pageSize(ORDER_PAGE_SIZE_MAX, 20),
  /** 1 most often bought first, 2 most recently bought first. */
  order: oneOf([1, 2], '排序方式不正确').default(1),
});

export type { Paged } from './wire.ts';
export type {
  Address,
  ContractState,
  CreditBill,
  CreditState,
  FastBuyEntry,
  InvoiceRecord,
  MoneyLogEntry,
  OrderConfirmation,
  OrderCounts,
  OrderDetail,
  OrderLine,
  OrderPage,
  OrderSummary,
  OrderTotals,
  PaymentAnswer,
  PayMethodOption,
  Shipment,
  UsableCoupon,
} from './order-responses.ts';
