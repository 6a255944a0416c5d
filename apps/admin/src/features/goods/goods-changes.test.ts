import { describe, expect, it } from 'vitest';
import { goods } from '../../testing/fixtures';
import { editOf, goodsChanges, priceProblem } from './goods-changes';

describe('goodsChanges', () => {
  it.each([
    ['12.30', 1230],
    ['12.3', 1230],
    ['0.07', 7],
    ['19.99', 1999],
    ['0.29', 29],
    ['100', 10000],
  ])('sends the price %s as exactly %s fen', (price, fen) => {
    const changes = goodsChanges(goods(), { ...editOf(goods()), price });
    expect(changes?.price_fen ?? null).toBe(fen);
  });

  it('sends nothing when nothing changed', () => {
    expect(goodsChanges(goods(), editOf(goods()))).toBeNull();
    expect(goodsChanges(goods(), { ...editOf(goods()), price: '12.5' })).toBeNull();
  });

  it('sends only the warehouses whose stock changed', () => {
    expect(goodsChanges(goods(), { price: '12.50', stock: [120, 0] })).toEqual({
      stock: [{ warehouse_id: 2, stock: 0 }],
    });
  });
});

describe('priceProblem', () => {
  it.each([
    ['', '请填写价格'],
    ['1.234', '价格最多两位小数'],
    ['0', '价格须在0.01元至100万元之间'],
    ['1000000.01', '价格须在0.01元至100万元之间'],
    ['0.01', null],
    ['1000000', null],
  ])('%s → %s', (price, problem) => {
    expect(priceProblem(price)).toBe(problem);
  });
});
