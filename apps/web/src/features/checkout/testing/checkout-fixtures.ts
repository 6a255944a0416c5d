import type { CartLine } from '@yaocai/domain/contracts/cart';
import type { Address } from '@yaocai/domain/contracts/address';
import type { OrderConfirmation, OrderTotals, PayMethodOption } from '@yaocai/domain/contracts/checkout';
import type { ContractState } from '@yaocai/domain/contracts/contract';
import type { OrderDetail } from '@yaocai/domain/contracts/order-responses';
import { cartGoods, orderDetail as sharedOrderDetail } from '../../../testing/wire-fixtures';

export { buyerHandler, ok } from '../../../testing/wire-fixtures';

export function orderLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    id: 1,
    ck_id: 1,
    area: '广州仓',
    number: 5,
    price: '12.50',
    type: 0,
    goods: cartGoods(),
    combination: null,
    flash_sale: null,
    trade_up: null,
    is_selected: 1,
    with_coupon: 1,
    goods_manjian_amount: '0.00',
    amount: '62.50',
    gift_data: null,
    problem: null,
    max_number: 500,
    step: 5,
    month_bought: null,
    ...overrides,
  };
}

export function address(overrides: Partial<Address> = {}): Address {
  return {
    id: 1,
    name: '张三',
    phone: '13800000001',
    province: '广东省',
    city: '广州市',
    district: '天河区',
    detail: '天河路1号',
    is_default: 0,
    ...overrides,
  };
}

export function orderTotals(overrides: Partial<OrderTotals> = {}): OrderTotals {
  return {
    line_count: 1,
    selected_count: 1,
    selected_pieces: 5,
    goods_amount: '562.50',
    manjian_amount: '20.00',
    coupon_amount: '0.00',
    free_shipping_gap: '0.00',
    freight: '0.00',
    payable: '542.50',
    ...overrides,
  };
}

/** The ways to pay `payable` as the server answers them; by default the balance falls short of ¥542.50. */
export function payMethods({
  payable = '542.50',
  balance = '100.00',
  credit = '5000.00',
}: { payable?: string; balance?: string; credit?: string } = {}): PayMethodOption[] {
  const covers = (available: string, amount: string) => Number(available) >= Number(amount);
  return [
    {
      method: 'balance',
      label: '余额支付',
      available: balance,
      problem: covers(balance, payable) ? null : '余额不足',
    },
    {
      method: 'credit',
      label: '授信支付',
      available: credit,
      problem: covers(credit, payable) ? null : '可用额度不足',
    },
    { method: 'online', label: '在线支付', available: null, problem: null },
  ];
}

export const coupon500 = {
  id: 5,
  name: '满500减30',
  saving: '30.00',
  rule: '满500减30',
  ends_at: '2099-12-31',
};

export function confirmation(overrides: Partial<OrderConfirmation> = {}): OrderConfirmation {
  return {
    lines: [orderLine()],
    total: orderTotals(),
    shipping_data: { shipping_amount: '500.00', no_trans_order_amount: '0.00', freight: '10.00' },
    addresses: [address(), address({ id: 2, name: '李四', detail: '体育西路2号', is_default: 1 })],
    coupons: [],
    invoice_types: [0, 1, 2],
    invoice_title: '仁和大药房',
    pay_methods: payMethods(),
    contract_signed: true,
    ...overrides,
  };
}

export const orderDetail = (overrides: Partial<OrderDetail> = {}): OrderDetail =>
  sharedOrderDetail({
    id: 77,
    order_no: 'YC202501010001',
    created_at: '2025-01-01 10:00:00',
    pay_deadline: null,
    preview: [],
    lines: [],
    ...overrides,
  });

export function contractState(overrides: Partial<ContractState> = {}): ContractState {
  return {
    signed: false,
    signed_at: null,
    title: '药品采购电子合同',
    content: '<p>甲方：仁和大药房</p><p>第一条 合同标的</p>',
    ...overrides,
  };
}
