import { describe, expect, it } from 'vitest';
import { cartLine, goodsOf } from './testing/cart-fixtures';
import { estimate, groupByArea, selectedIds } from './cart-lines';

describe('cart lines', () => {
  it('groups runs of one warehouse', () => {
    const groups = groupByArea([
      cartLine({ id: 1, area: '广州仓' }),
      cartLine({ id: 2, area: '广州仓' }),
      cartLine({ id: 3, area: '武汉仓' }),
    ]);
    expect(groups.map((group) => [group.area, group.lines.map((line) => line.id)])).toEqual([
      ['广州仓', [1, 2]],
      ['武汉仓', [3]],
    ]);
  });

  it('counts only ticked lines that can be bought', () => {
    expect(
      selectedIds([
        cartLine({ id: 1 }),
        cartLine({ id: 2, is_selected: 0 }),
        cartLine({ id: 3, problem: '商品已下架' }),
      ]),
    ).toEqual([1]);
  });

  it('estimates the ladder price a quantity will get', () => {
    const line = cartLine({
      goods: goodsOf({ base_price: '12.50', ladder_price: [{ number: 10, price: '11.80' }] }),
    });
    expect(estimate(line, 5)).toEqual({ price: '12.50', amount: '62.50' });
    expect(estimate(line, 10)).toEqual({ price: '11.80', amount: '118.00' });
  });

  it('keeps the special price (特价) of an ordinary line that takes no coupons', () => {
    const line = cartLine({
      price: '9.00',
      with_coupon: 0,
      goods: goodsOf({ base_price: '12.50', ladder_price: [{ number: 10, price: '11.80' }] }),
    });
    expect(estimate(line, 10)).toEqual({ price: '9.00', amount: '90.00' });
  });

  it('keeps the line price for a flash sale', () => {
    const line = cartLine({ type: 1, price: '9.90' });
    expect(estimate(line, 20).price).toBe('9.90');
  });
});
