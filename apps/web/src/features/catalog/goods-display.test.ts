import { describe, expect, it } from 'vitest';
import {
  freeShippingNote,
  ladderHint,
  normalizeQuantity,
  quantityAdjustment,
  quantityPrice,
  STOCK_HINTS,
  stockLevel,
} from './goods-display';

describe('goods display rules', () => {
  it('rounds a typed quantity up to whole middle packs', () => {
    expect(normalizeQuantity(7, 5)).toBe(10);
    expect(normalizeQuantity(10, 5)).toBe(10);
    expect(normalizeQuantity(0, 5)).toBe(5);
    expect(normalizeQuantity(null, 5)).toBe(5);
    expect(normalizeQuantity(Number.NaN, 5)).toBe(5);
  });

  it('caps the quantity at the whole packs in stock', () => {
    expect(normalizeQuantity(30, 5, 12)).toBe(10);
    expect(normalizeQuantity(7, 5, 12)).toBe(10);
    expect(normalizeQuantity(7, 5, 3)).toBe(5);
  });

  it('flags short and missing stock against ten middle packs', () => {
    expect(STOCK_HINTS[stockLevel(0, 5)]).toBe('暂时缺货');
    expect(STOCK_HINTS[stockLevel(49, 5)]).toBe('库存紧张');
    expect(STOCK_HINTS[stockLevel(50, 5)]).toBeNull();
  });

  it('points at the next ladder step, then at the one reached', () => {
    const goods = {
      bzdw: '盒',
      ladder_price: [
        { number: 50, price: '11.00' },
        { number: 10, price: '11.80' },
      ],
    };
    expect(ladderHint(goods, 5)).toBe('满10盒 ¥11.80');
    expect(ladderHint(goods, 10)).toBe('满50盒 ¥11.00');
    expect(ladderHint(goods, 60)).toBe('已享满50盒 ¥11.00');
    expect(ladderHint({ bzdw: '盒', ladder_price: [] }, 5)).toBeNull();
  });

  it('notes free shipping with its threshold', () => {
    expect(freeShippingNote({ is_free_shipping: true, free_shipping_number: 20, bzdw: '盒' })).toBe(
      '满20盒包邮',
    );
    expect(freeShippingNote({ is_free_shipping: true, free_shipping_number: 0, bzdw: '盒' })).toBe('包邮');
    expect(freeShippingNote({ is_free_shipping: false, free_shipping_number: 20, bzdw: '盒' })).toBeNull();
  });

  it('prices a quantity at its ladder step, with the subtotal and what the next step needs', () => {
    const goods = {
      base_price: '12.50',
      ladder_price_type: 1,
      zbz: 5,
      ladder_price: [
        { number: 50, price: '11.00' },
        { number: 12, price: '11.80' },
      ],
    };
    expect(quantityPrice(goods, 5)).toEqual({
      unit: '12.50',
      subtotal: '62.50',
      step: null,
      next: { more: 10, price: '11.80' },
    });
    expect(quantityPrice(goods, 15)).toEqual({
      unit: '11.80',
      subtotal: '177.00',
      step: { number: 12, price: '11.80' },
      next: { more: 35, price: '11.00' },
    });
    expect(quantityPrice(goods, 60)?.next).toBeNull();
    expect(quantityPrice({ ...goods, ladder_price_type: 0 }, 60)).toMatchObject({
      unit: '12.50',
      next: null,
    });
    expect(quantityPrice({ ...goods, base_price: null }, 5)).toBeNull();
  });

  it('says why a typed quantity changed: the middle pack or the stock', () => {
    const goods = { zbz: 5, bzdw: '盒' };
    expect(quantityAdjustment(7, 10, goods)).toBe('按中包装5盒的倍数购买，已调整为10盒');
    expect(quantityAdjustment(30, 10, goods)).toBe('库存不足，已调整为10盒');
    expect(quantityAdjustment(10, 10, goods)).toBeNull();
  });
});
