import { http, HttpResponse } from 'msw';
import { CART_DEFAULT_FILTER } from '@yaocai/domain/constants';
import type { CartLine, CartState, CartTotals } from '@yaocai/domain/contracts/cart';
import { apiUrl } from '../../../testing/msw-server';
import { cartGoods } from '../../../testing/wire-fixtures';

export function cartLine(overrides: Partial<CartLine> = {}): CartLine {
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

export function totals(overrides: Partial<CartTotals> = {}): CartTotals {
  return {
    line_count: 1,
    selected_count: 1,
    selected_pieces: 5,
    goods_amount: '62.50',
    manjian_amount: '0.00',
    free_shipping_gap: '437.50',
    freight: '10.00',
    payable: '72.50',
    ...overrides,
  };
}

export function cartState(lines: CartLine[], overrides: Partial<CartState> = {}): CartState {
  const areas = new Map<number, { id: number; name: string; count: number }>();
  for (const line of lines) {
    const entry = areas.get(line.ck_id) ?? { id: line.ck_id, name: line.area, count: 0 };
    entry.count += 1;
    areas.set(line.ck_id, entry);
  }
  return {
    action: CART_DEFAULT_FILTER,
    data: lines,
    shipping_data: { shipping_amount: '500.00', no_trans_order_amount: '0.00', freight: '10.00' },
    activity_data: { manjians: [] },
    filter_data: [{ id: CART_DEFAULT_FILTER, name: '全部', count: lines.length }, ...areas.values()],
    total: totals({ line_count: lines.length }),
    ...overrides,
  };
}

export { buyerHandler, cartGoods as goodsOf, ok } from '../../../testing/wire-fixtures';

export const visitorHandler = () =>
  http.get(apiUrl('/api/user/base'), () =>
    HttpResponse.json({ code: 10001, msg: '请先登录' }, { status: 401 }),
  );
