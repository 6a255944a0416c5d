import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LADDER_TYPE, nextLadderStep, unitPriceFen } from './ladder.ts';

const goods = {
  basePriceFen: 1000,
  ladderType: LADDER_TYPE.byQuantity,
  ladder: [
    { number: 50, priceFen: 900 },
    { number: 10, priceFen: 950 },
  ],
};

describe('ladder price', () => {
  it('takes the step the quantity reaches, at its boundaries', () => {
    expect(unitPriceFen(goods, 1)).toBe(1000);
    expect(unitPriceFen(goods, 9)).toBe(1000);
    expect(unitPriceFen(goods, 10)).toBe(950);
    expect(unitPriceFen(goods, 49)).toBe(950);
    expect(unitPriceFen(goods, 50)).toBe(900);
    expect(unitPriceFen(goods, 5000)).toBe(900);
  });

  it('ignores the ladder when ladder_price_type is 0, and never prices above the base', () => {
    expect(unitPriceFen({ ...goods, ladderType: LADDER_TYPE.none }, 50)).toBe(1000);
    expect(unitPriceFen({ ...goods, ladder: [{ number: 5, priceFen: 1200 }] }, 5)).toBe(1000);
  });

  it('names the next cheaper step', () => {
    expect(nextLadderStep(goods, 1)).toEqual({ number: 10, priceFen: 950 });
    expect(nextLadderStep(goods, 10)).toEqual({ number: 50, priceFen: 900 });
    expect(nextLadderStep(goods, 50)).toBeNull();
  });

  it('never rises as the quantity grows', () => {
    const ladder = fc.array(
      fc.record({ number: fc.integer({ min: 1, max: 1000 }), priceFen: fc.integer({ min: 1, max: 5000 }) }),
      { maxLength: 5 },
    );
    fc.assert(
      fc.property(
        ladder,
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 1, max: 2000 }),
        (steps, a, b) => {
          const g = { basePriceFen: 3000, ladderType: LADDER_TYPE.byQuantity, ladder: steps };
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(unitPriceFen(g, high)).toBeLessThanOrEqual(unitPriceFen(g, low));
          expect(unitPriceFen(g, low)).toBeLessThanOrEqual(3000);
        },
      ),
    );
  });
});
