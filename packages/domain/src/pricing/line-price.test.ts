import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LADDER_TYPE } from './ladder.ts';
import { linePrice, PRICE_PRECEDENCE, type PriceCandidate } from './line-price.ts';

const ladder = {
  basePriceFen: 1000,
  ladderType: LADDER_TYPE.byQuantity,
  ladder: [{ number: 10, priceFen: 800 }],
};

describe('a line priced from its candidates', () => {
  it('takes the ladder (or base) price when nothing else offers one', () => {
    expect(linePrice(ladder, 1, [])).toEqual({
      source: 'ladder',
      unitPriceFen: 1000,
      refId: null,
      couponable: true,
      countsForTiers: true,
    });
    expect(linePrice(ladder, 10, []).unitPriceFen).toBe(800);
  });

  it('takes a flash price before a special price, and a special price before the ladder', () => {
    const special: PriceCandidate = { source: 'special', unitPriceFen: 900, refId: 7 };
    const flash: PriceCandidate = { source: 'flash', unitPriceFen: 950, refId: 3 };
    // The flash price wins though the special one is lower: precedence, not the minimum.
    expect(linePrice(ladder, 1, [special, flash])).toMatchObject({
      source: 'flash',
      unitPriceFen: 950,
      refId: 3,
    });
    // The special price wins though the ladder reaches lower at this quantity.
    expect(linePrice(ladder, 10, [special])).toMatchObject({
      source: 'special',
      unitPriceFen: 900,
      refId: 7,
    });
  });

  it('puts a new-buyer price after the special one and before the ladder', () => {
    const newBuyer: PriceCandidate = { source: 'new_buyer', unitPriceFen: 500, refId: 2 };
    expect(linePrice(ladder, 1, [newBuyer])).toMatchObject({ source: 'new_buyer', unitPriceFen: 500 });
    expect(
      linePrice(ladder, 1, [newBuyer, { source: 'special', unitPriceFen: 900, refId: 1 }]),
    ).toMatchObject({ source: 'special' });
  });

  it('takes coupons and counts for 满减 tiers only at the ladder price', () => {
    for (const source of ['flash', 'special', 'new_buyer'] as const) {
      const chosen = linePrice(ladder, 1, [{ source, unitPriceFen: 1, refId: 1 }]);
      expect(chosen).toMatchObject({ source, couponable: false, countsForTiers: false });
    }
  });

  it('never mixes: the price is always exactly one candidate’s, the one first in precedence', () => {
    const source = fc.constantFrom(...PRICE_PRECEDENCE.filter((s) => s !== 'ladder'));
    const candidate = fc.record({
      source,
      unitPriceFen: fc.integer({ min: 1, max: 10_000 }),
      refId: fc.nat(),
    });
    fc.assert(
      fc.property(
        fc.array(candidate, { maxLength: 4 }),
        fc.integer({ min: 1, max: 100 }),
        (list, quantity) => {
          const chosen = linePrice(ladder, quantity, list);
          const first = [...list].sort(
            (a, b) => PRICE_PRECEDENCE.indexOf(a.source) - PRICE_PRECEDENCE.indexOf(b.source),
          )[0];
          if (first === undefined) return chosen.source === 'ladder';
          return chosen.source === first.source && chosen.unitPriceFen === first.unitPriceFen;
        },
      ),
    );
  });
});
