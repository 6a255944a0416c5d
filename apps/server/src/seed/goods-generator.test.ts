import { describe, expect, it } from 'vitest';
import { generateGoods, goodsCapacity } from './goods-generator.ts';

const today = new Date('2025-06-01T00:00:00Z');
const keyOf = (draft: ReturnType<typeof generateGoods>[number]): string =>
  `${draft.row.name}|${draft.row.spec}|${draft.manufacturer}`;

describe('generateGoods', () => {
  it('makes 100,000 distinct goods for benchmarks', () => {
    const drafts = generateGoods(100_000, today);
    expect(drafts).toHaveLength(100_000);
    expect(new Set(drafts.map(keyOf)).size).toBe(100_000);
  });

  it('makes the same goods on every run', () => {
    const first = generateGoods(300, today);
    const second = generateGoods(300, today);
    expect(second).toEqual(first);
  });

  it('refuses more goods than it can make distinct', () => {
    expect(() => generateGoods(goodsCapacity() + 1, today)).toThrow(/at most/);
  });
});
