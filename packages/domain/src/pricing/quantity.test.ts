import { describe, expect, it } from 'vitest';
import { clampQuantity, quantityProblem } from './quantity.ts';

const rules = { step: 10, stock: 95, unit: '盒' };

describe('cart quantities', () => {
  it('accepts multiples of the middle pack within stock', () => {
    expect(quantityProblem(10, rules)).toBeNull();
    expect(quantityProblem(90, rules)).toBeNull();
  });

  it('refuses zero, negative, fractional, off-pack and over-stock quantities, saying why', () => {
    expect(quantityProblem(0, rules)).toBe('购买数量须为正整数');
    expect(quantityProblem(-10, rules)).toBe('购买数量须为正整数');
    expect(quantityProblem(10.5, rules)).toBe('购买数量须为正整数');
    expect(quantityProblem(15, rules)).toBe('购买数量须为中包装10盒的整数倍');
    expect(quantityProblem(100, rules)).toBe('库存不足，最多可购买90盒');
    expect(quantityProblem(1e9, rules)).toBe('库存不足，最多可购买90盒');
    expect(quantityProblem(10, { ...rules, stock: 9 })).toBe('库存不足，暂不能购买');
  });

  it('names the flash-sale limit when it binds before the stock', () => {
    expect(quantityProblem(30, { ...rules, allowance: 20 })).toBe('限购商品，最多还可购买20盒');
    expect(quantityProblem(10, { ...rules, allowance: 0 })).toBe('已达限购数量，不能再购买');
    expect(quantityProblem(20, { ...rules, allowance: 20 })).toBeNull();
  });

  it('clamps a typed quantity up to a whole pack and down to what is buyable', () => {
    expect(clampQuantity(1, rules)).toBe(10);
    expect(clampQuantity(11, rules)).toBe(20);
    expect(clampQuantity(500, rules)).toBe(90);
    expect(clampQuantity(10, { ...rules, stock: 5 })).toBe(0);
  });
});
