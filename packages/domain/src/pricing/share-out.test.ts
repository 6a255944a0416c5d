import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shareOut } from './share-out.ts';

const weightsAndTotal = fc
  .array(fc.integer({ min: 0, max: 100_000_000 }), { minLength: 1, maxLength: 300 })
  .chain((weights) =>
    fc.tuple(fc.constant(weights), fc.integer({ min: 0, max: weights.reduce((a, b) => a + b, 0) })),
  );

describe('shareOut', () => {
  it('splits in proportion, the fen left over to the largest fractions', () => {
    expect(shareOut(100, [500, 500, 500])).toEqual([34, 33, 33]);
    expect(shareOut(1000, [3000, 7000])).toEqual([300, 700]);
    expect(shareOut(5, [1, 2, 7])).toEqual([1, 1, 3]);
    expect(shareOut(0, [10, 20])).toEqual([0, 0]);
  });

  it('refuses to share more than the weights or a negative amount', () => {
    expect(() => shareOut(31, [10, 20])).toThrow(RangeError);
    expect(() => shareOut(-1, [10, 20])).toThrow(RangeError);
  });

  it('always adds up exactly, never negative, never above a weight, never off by a whole fen', () => {
    fc.assert(
      fc.property(weightsAndTotal, ([weights, total]) => {
        const shares = shareOut(total, weights);
        const sum = weights.reduce((a, b) => a + b, 0);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
        shares.forEach((share, i) => {
          expect(Number.isInteger(share)).toBe(true);
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(weights[i]!);
          // Within one fen of the exact proportional share.
          if (sum > 0) expect(Math.abs(share - (total * weights[i]!) / sum)).toBeLessThan(1 + 1e-6);
        });
      }),
    );
  });
});
