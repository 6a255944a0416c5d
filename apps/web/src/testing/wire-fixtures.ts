import { http, HttpResponse } from 'msw';
import type { CartGoods } from '@yaocai/domain/contracts/cart';
import type { GoodsCard } from '@yaocai/domain/contracts/catalog';
import type { Licence } from '@yaocai/domain/contracts/licences';
import type { CreditState } from '@yaocai/domain/contracts/money';
import { ORDER_STATUS, ORDER_STATUS_LABEL } from '@yaocai/domain/contracts/order';
import type { OrderDetail, OrderDetailLine, OrderSummary } from '@yaocai/domain/contracts/order-responses';
import { apiUrl } from './msw-server';

// Wire data and answers the pages of several features are tested with.

export const ok = (data: unknown, msg = 'ok') => HttpResponse.json({ code: 10000, msg, data });

/** A signed-in, approved buyer with `cart` lines on the badge. */
export const buyerHandler = (cart = 1) =>
  http.get(apiUrl('/api/user/base'), () =>
    ok({ company: '仁和大药房', is_passed: 1, cart, message_count: 0, common_config: {} }),
  );

export function cartGoods(overrides: Partial<CartGoods> = {}): CartGoods {
  return {
    id: 1,
    name: '感冒灵颗粒',
    sccj: '华润三九医药股份有限公司',
    ypgg: '10g*9袋',
    bzdw: '盒',
    zbz: 5,
    base_price: '12.50',
    is_buy: true,
    number: 500,
    ladder_price: [],
    ladder_price_type: 1,
    is_free_shipping: false,
    free_shipping_number: 0,
    is_youx: false,
    type: 0,
    tags: [],
    goods_image: [],
    contains_ephedrine: false,
    monthly_limit: null,
    ...overrides,
  };
}

export function orderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  const status = overrides.status ?? ORDER_STATUS.unpaid;
  return {
    id: 1,
    order_no: 'YC202503010001',
    status,
    status_label: ORDER_STATUS_LABEL[status],
    part_shipped: false,
    created_at: '2025-03-01T09:30:00',
    pay_deadline: status === ORDER_STATUS.unpaid ? '2025-03-01T10:00:00' : null,
    line_count: 1,
    preview: [{ name: '感冒灵颗粒', image: null, number: 5 }],
    payable: '72.50',
    pay_method: null,
    can_pay: status === ORDER_STATUS.unpaid,
    can_cancel: status === ORDER_STATUS.unpaid || status === ORDER_STATUS.toShip,
    can_receive: status === ORDER_STATUS.shipped,
    ...overrides,
  };
}

/** A line of an order's detail; shipped in full once the order has shipped, unless told otherwise. */
export function orderLine(overrides: Partial<OrderDetailLine> = {}): OrderDetailLine {
  const number = overrides.number ?? 5;
  return {
    id: 1,
    type: 0,
    goods_id: 1,
    combination_id: null,
    name: '感冒灵颗粒',
    sccj: '华润三九医药股份有限公司',
    ypgg: '10g*9袋',
    bzdw: '盒',
    image: null,
    warehouse: '广州仓',
    number: 5,
    price: '12.50',
    goods_manjian_amount: '0.00',
    coupon_amount: '0.00',
    amount: '62.50',
    gift: null,
    shipped: 0,
    cancelled: 0,
    owed: number,
    lots: [],
    ...overrides,
  };
}

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...orderSummary(overrides),
    lines: [orderLine()],
    address: {
      name: '张三',
      phone: '13800000001',
      province: '广东省',
      city: '广州市',
      district: '天河区',
      detail: '体育西路1号',
    },
    invoice: { type: 0, title: '', tax_no: '' },
    remark: '',
    goods_amount: '62.50',
    manjian_amount: '0.00',
    coupon_amount: '0.00',
    freight: '10.00',
    paid_at: null,
    cancelled_at: null,
    cancel_reason: null,
    shipments: [],
    contains_ephedrine: false,
    ...overrides,
  };
}

/** A goods as lists show it to an approved buyer. */
export function goodsCard(overrides: Partial<GoodsCard> = {}): GoodsCard {
  return {
    id: 1,
    name: '感冒灵颗粒',
    sccj: '华润三九医药股份有限公司',
    manufacturer_id: 7,
    ypgg: '10g*9袋',
    bzdw: '盒',
    zbz: 5,
    base_price: '12.50',
    retail_price: '15.00',
    price_tip: null,
    is_buy: true,
    number: 500,
    ladder_price: [],
    ladder_price_type: 0,
    is_free_shipping: false,
    free_shipping_number: 0,
    is_youx: false,
    type: 0,
    tags: [],
    goods_image: [],
    approval_number: '国药准字Z44021940',
    expires_on: '2027-06-30',
    kind: 'patent',
    contains_ephedrine: false,
    monthly_limit: null,
    ...overrides,
  };
}

/** A buyer's credit line as GET /api/user/user_credit answers it, with no bill owed unless given. */
export const creditState = (
  limit: string,
  used: string,
  available: string,
  owed: Partial<Pick<CreditState, 'overdue' | 'unpaid' | 'next_due_at'>> = {},
): CreditState => ({
  limit,
  used,
  available,
  overdue: '0.00',
  unpaid: used,
  term_days: 30,
  next_due_at: null,
  ...owed,
});

/** A licence as GET /api/user/zizhi lists it: an approved business licence without end, unless given. */
export const licence = (overrides: Partial<Licence> = {}): Licence => ({
  type: 'business_licence',
  type_name: '营业执照',
  number: '91330100MA2',
  holder: '仁和大药房',
  valid_until: null,
  expiry: 'none',
  images: [],
  state: 'approved',
  review_note: '',
  submitted_by: 'operator',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
