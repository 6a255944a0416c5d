import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart, type PricingLine } from './cart-pricing.ts';
import { nextHints } from './hints.ts';
import { fullReductionEarned, nextFullReductionTier } from './full-reduction.ts';

const line = (id: number, quantity: number, unitPriceFen: number, more: Partial<PricingLine> = {}) => ({
  id,
  quantity,
  unitPriceFen,
  selected: true,
  fullReductionId: null,
  shipsFree: false,
  ...more,
});
const shipping = { freeFromFen: 80_000, freightFen: 1_500, unshippedOrdersFen: 0 };
const tiers = [
  { thresholdFen: 100_000, reductionFen: 5_000 },
  { thresholdFen: 30_000, reductionFen: 1_000 },
];

describe('full reduction (满减)', () => {
  it('takes the highest tier reached', () => {
    expect(fullReductionEarned(29_999, tiers)).toBe(0);
    expect(fullReductionEarned(30_000, tiers)).toBe(1_000);
    expect(fullReductionEarned(99_999, tiers)).toBe(1_000);
    expect(fullReductionEarned(100_000, tiers)).toBe(5_000);
    expect(nextFullReductionTier(30_000, tiers)).toEqual({
      thresholdFen: 100_000,
      reductionFen: 5_000,
      moreFen: 70_000,
    });
    expect(nextFullReductionTier(100_000, tiers)).toBeNull();
  });

  it('shares the reduction over the activity’s selected lines only, adding up exactly', () => {
    const cart = priceCart(
      [
        line(1, 10, 1_000, { fullReductionId: 7 }), // 100.00
        line(2, 20, 1_000, { fullReductionId: 7 }), // 200.00
        line(3, 10, 999, { fullReductionId: 7, selected: false }),
        line(4, 5, 2_000), // outside the activity
      ],
      [{ id: 7, tiers }],
      shipping,
    );
    expect(cart.fullReductions).toEqual([
      {
        id: 7,
        baseFen: 30_000,
        reductionFen: 1_000,
        next: { thresholdFen: 100_000, reductionFen: 5_000, moreFen: 70_000 },
      },
    ]);
    expect(cart.lines.map((l) => l.fullReductionShareFen)).toEqual([333, 667, 0, 0]);
    expect(cart.lines[0]).toEqual({ id: 1, grossFen: 10_000, fullReductionShareFen: 333, amountFen: 9_667 });
    expect(cart.goodsFen).toBe(40_000);
    expect(cart.fullReductionFen).toBe(1_000);
    expect(cart.selectedCount).toBe(3);
    expect(cart.selectedPieces).toBe(35);
  });
});

describe('free shipping', () => {
  it('is the threshold less the selected total less unshipped orders, with freight while a gap remains', () => {
    const cart = priceCart([line(1, 10, 5_000)], [], shipping);
    expect(cart.freeShippingGapFen).toBe(30_000);
    expect(cart.freightFen).toBe(1_500);
    expect(cart.payableFen).toBe(51_500);

    const withUnshipped = priceCart([line(1, 10, 5_000)], [], { ...shipping, unshippedOrdersFen: 30_000 });
    expect(withUnshipped.freeShippingGapFen).toBe(0);
    expect(withUnshipped.freightFen).toBe(0);
  });

  it('counts the total after reductions', () => {
    const cart = priceCart([line(1, 100, 800, { fullReductionId: 1 })], [{ id: 1, tiers }], shipping);
    expect(cart.goodsFen).toBe(80_000);
    expect(cart.freeShippingGapFen).toBe(1_000);
  });

  it('is free when a selected line ships free, and charges nothing for an empty selection', () => {
    expect(priceCart([line(1, 1, 100, { shipsFree: true })], [], shipping).freightFen).toBe(0);
    expect(priceCart([line(1, 1, 100, { shipsFree: true })], [], shipping).freeShippingGapFen).toBe(0);
    const none = priceCart([line(1, 1, 100, { selected: false })], [], shipping);
    expect(none.freightFen).toBe(0);
    expect(none.payableFen).toBe(0);
  });
});

describe('hints (凑单提示)', () => {
  it('names the next ladder price, the next reduction and free shipping', () => {
    const lines = [line(1, 10, 1_000, { fullReductionId: 7 })];
    const cart = priceCart(lines, [{ id: 7, tiers }], shipping);
    const hints = nextHints(
      [
        {
          id: 1,
          quantity: 10,
          selected: true,
          step: 5,
          unit: '盒',
          name: '感冒灵颗粒',
          ladder: { basePriceFen: 1_000, ladderType: 1, ladder: [{ number: 22, priceFen: 900 }] },
        },
      ],
      cart,
      new Map([[7, '满300减10']]),
    );
    expect(hints.map((h) => h.text)).toEqual([
      '感冒灵颗粒再买15盒，单价降至¥9.00',
      '满300减10：再买¥200.00，满300减10',
      '再买¥700.00即可包邮',
    ]);
  });

  it('names the next 满赠 gift of a selected line, in whole steps, and none for a line not chosen', () => {
    const gifted = {
      quantity: 23,
      step: 2,
      unit: '盒',
      ladder: null,
      gift: { every: 10, giftNumber: 1, giftName: '医用口罩', giftUnit: '包' },
    };
    const hints = nextHints(
      [
        { ...gifted, id: 1, selected: true, name: '感冒灵颗粒' },
        { ...gifted, id: 2, selected: true, name: '板蓝根颗粒', quantity: 30, step: 1 },
        { ...gifted, id: 3, selected: false, name: '未选的颗粒' },
      ],
      priceCart([], [], shipping),
      new Map(),
    );
    expect(hints).toEqual([
      { type: 'gift', lineId: 1, text: '感冒灵颗粒再买8盒，可再获赠医用口罩1包' },
      { type: 'gift', lineId: 2, text: '板蓝根颗粒再买10盒，可再获赠医用口罩1包' },
    ]);
  });
});

const arbitraryCart = fc
  .array(
    fc.record({
      quantity: fc.integer({ min: 1, max: 5_000 }),
      unitPriceFen: fc.integer({ min: 1, max: 1_000_000 }),
      selected: fc.boolean(),
      fullReductionId: fc.constantFrom(null, 1, 2),
      shipsFree: fc.boolean(),
    }),
    { maxLength: 60 },
  )
  .map((lines) => lines.map((l, index) => ({ ...l, id: index + 1 })));
const arbitraryTiers = fc.array(
  fc.record({
    thresholdFen: fc.integer({ min: 0, max: 50_000_000 }),
    reductionFen: fc.integer({ min: 0, max: 60_000_000 }),
  }),
  { maxLength: 4 },
);

describe('cart pricing properties', () => {
  it('shares add up, nothing is negative, and the buyer never pays more than the lines', () => {
    fc.assert(
      fc.property(arbitraryCart, arbitraryTiers, arbitraryTiers, (lines, tiers1, tiers2) => {
        const cart = priceCart(
          lines,
          [
            { id: 1, tiers: tiers1 },
            { id: 2, tiers: tiers2 },
          ],
          shipping,
        );
        for (const outcome of cart.fullReductions) {
          const members = lines.filter((l) => l.selected && l.fullReductionId === outcome.id);
          const shares = cart.lines.filter((p) => members.some((m) => m.id === p.id));
          expect(shares.reduce((a, p) => a + p.fullReductionShareFen, 0)).toBe(outcome.reductionFen);
          expect(outcome.reductionFen).toBeLessThanOrEqual(outcome.baseFen);
        }
        for (const priced of cart.lines) {
          expect(priced.fullReductionShareFen).toBeGreaterThanOrEqual(0);
          expect(priced.amountFen).toBeGreaterThanOrEqual(0);
          expect(priced.amountFen + priced.fullReductionShareFen).toBe(priced.grossFen);
        }
        const selected = cart.lines.filter((_, i) => lines[i]!.selected);
        expect(selected.reduce((a, p) => a + p.amountFen, 0)).toBe(cart.goodsFen - cart.fullReductionFen);
        expect(cart.payableFen).toBeLessThanOrEqual(cart.goodsFen + shipping.freightFen);
        expect(cart.payableFen).toBeGreaterThanOrEqual(0);
        expect(cart.freeShippingGapFen).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
