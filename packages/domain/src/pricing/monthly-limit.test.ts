import { describe, expect, it } from 'vitest';
import { chinaMonthStart, monthlyAllowance, monthlyLimitNote, monthlyLimitWords } from './monthly-limit.ts';
import { quantityProblem } from './quantity.ts';

describe('monthly limits', () => {
  it('count the month from its first midnight in China time', () => {
    expect(chinaMonthStart(new Date('2026-11-30T16:00:00Z')).toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(chinaMonthStart(new Date('2026-11-30T15:59:59Z')).toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(chinaMonthStart(new Date('2027-01-01T03:00:00Z')).toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });

  it('leave what the month has not used, never less than nothing', () => {
    expect(monthlyAllowance(30, 20)).toBe(10);
    expect(monthlyAllowance(30, 45)).toBe(0);
  });

  it('are said beside the goods, with the balance that cannot pay goods containing ephedrine', () => {
    const goods = { contains_ephedrine: true, monthly_limit: 30, bzdw: '盒' };
    expect(monthlyLimitNote(goods, null)).toBe('每月限购30盒；不能使用余额支付');
    expect(monthlyLimitNote(goods, 20)).toBe('每月限购30盒，本月已购20盒；不能使用余额支付');
    expect(monthlyLimitNote({ ...goods, contains_ephedrine: false }, 0)).toBe('每月限购30盒，本月已购0盒');
    expect(monthlyLimitNote({ ...goods, monthly_limit: null }, 5)).toBeNull();
  });

  it('name themselves when they cap a quantity', () => {
    const limitNote = monthlyLimitWords({ limit: 30, unit: '盒', ephedrine: true });
    const rules = { step: 10, stock: 500, unit: '盒', allowance: 10, limitNote };
    expect(quantityProblem(10, rules)).toBeNull();
    expect(quantityProblem(20, rules)).toBe('含麻黄碱类药品每月限购30盒，最多还可购买10盒');
    expect(quantityProblem(10, { ...rules, allowance: 0 })).toBe('含麻黄碱类药品每月限购30盒，已达限购数量');
    expect(quantityProblem(20, { ...rules, limitNote: undefined })).toBe('限购商品，最多还可购买10盒');
  });
});
