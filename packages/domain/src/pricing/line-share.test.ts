import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cumulativeShare, nextPiecesShare, piecesShare } from './line-share.ts';

const lineWithParts = fc
  .record({ number: fc.integer({ min: 1, max: 40 }), amountFen: fc.integer({ min: 0, max: 10_000_000 }) })
  .chain((line) =>
    fc.record({
      line: fc.constant(line),
      cuts: fc.array(fc.integer({ min: 1, max: line.number }), { maxLength: line.number }),
    }),
  );

/** Parts of a line's pieces (each ≥ 1) adding up to all of them. */
function partsOf(number: number, cuts: number[]): number[] {
  const points = [...new Set(cuts.filter((cut) => cut < number))].sort((a, b) => a - b);
  return [...points, number].map((point, i) => point - (i === 0 ? 0 : points[i - 1]!));
}

describe('shares of a line', () => {
  it('add up to the line amount, however the pieces are split, for both rules', () => {
    fc.assert(
      fc.property(lineWithParts, ({ line, cuts }) => {
        let taken = 0;
        let takenFen = 0;
        let counted = 0;
        let invoicedFen = 0;
        for (const part of partsOf(line.number, cuts)) {
          takenFen += piecesShare(line, taken, takenFen, part);
          taken += part;
          invoicedFen += nextPiecesShare(line, counted, part);
          counted += part;
        }
        expect(takenFen).toBe(line.amountFen);
        expect(invoicedFen).toBe(line.amountFen);
      }),
    );
  });

  it('give back no more for some pieces than they were invoiced for, however both are split', () => {
    fc.assert(
      fc.property(lineWithParts, fc.array(fc.integer({ min: 1, max: 40 })), ({ line, cuts }, refundCuts) => {
        // Pieces shipped and invoiced so far, then refunds of some of them in other parts.
        const shipped = partsOf(line.number, cuts).slice(0, Math.max(1, cuts.length - 1));
        const shippedPieces = shipped.reduce((a, b) => a + b, 0);
        const invoiced = cumulativeShare(line, shippedPieces);
        let taken = 0;
        let takenFen = 0;
        for (const part of partsOf(shippedPieces, refundCuts)) {
          takenFen += piecesShare(line, taken, takenFen, part);
          taken += part;
        }
        expect(takenFen).toBeLessThanOrEqual(invoiced);
      }),
    );
  });

  it('rounds down until the last pieces, which take what is left', () => {
    const line = { number: 3, amountFen: 101 };
    expect([1, 1, 1].map((_, i) => nextPiecesShare(line, i, 1))).toEqual([33, 34, 34]);
    expect(piecesShare(line, 0, 0, 2)).toBe(67);
    expect(piecesShare(line, 2, 67, 1)).toBe(34);
  });
});
