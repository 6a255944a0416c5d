import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart } from './cart-pricing.ts';
import { priceOrder } from './order-pricing.ts';

const shipping = { freeFromFen: 80_000, freightFen: 1_500, unshippedOrdersFen: 0 };
const fullReduction = { id: 1, tiers: [{ thresholdFen: 50_000, reductionFen: 2_000 }] };

describe('priceOrder', () => {
  it('takes the coupon after the full reduction, from the lines that take coupons', () => {
    const cart = priceCart(
      [
        { id: 1, quantity: 10, unitPriceFen: 3_000, selected: true, fullReductionId: 1, shipsFree: false },
        { id: 2, quantity: 5, unitPriceFen: 6_000, selected: true, fullReductionId: 1, shipsFree: false },
        { id: 3, quantity: 1, unitPriceFen: 9_900, selected: true, fullReductionId: null, shipsFree: false },
      ],
      [fullReduction],
      shipping,
    );
    const order = priceOrder(
      cart,
      [
        { goodsId: 1, couponable: true },
        { goodsId: 2, couponable: true },
        { goodsId: 3, couponable: false },
      ],
      { kind: 'amount', thresholdFen: 50_000, valueFen: 5_000, capFen: null, goodsIds: null },
    );
    expect(order.goodsFen).toBe(69_900);
    expect(order.fullReductionFen).toBe(2_000);
    expect(order.couponFen).toBe(5_000);
    expect(order.freightFen).toBe(1_500);
    expect(order.payableFen).toBe(69_900 - 2_000 - 5_000 + 1_500);
    expect(order.lines.map((line) => line.couponShareFen)).toEqual([2_500, 2_500, 0]);
  });

  it('adds up: line amounts plus freight make the payable, never negative', () => {
    const lines = fc.array(
      fc.record({
        quantity: fc.integer({ min: 1, max: 500 }),
        unitPriceFen: fc.integer({ min: 1, max: 200_000 }),
        couponable: fc.boolean(),
      }),
      { minLength: 1, maxLength: 40 },
    );
    const coupon = fc.record({
      kind: fc.constantFrom('amount' as const, 'discount' as const),
      thresholdFen: fc.integer({ min: 0, max: 500_000 }),
      valueFen: fc.integer({ min: 1, max: 99 }),
      capFen: fc.option(fc.integer({ min: 1, max: 50_000 }), { nil: null }),
      goodsIds: fc.constant(null),
    });
    fc.assert(
      fc.property(lines, fc.option(coupon, { nil: null }), (drawn, terms) => {
        const cart = priceCart(
          drawn.map((line, i) => ({
            id: i + 1,
            ...line,
            selected: true,
            fullReductionId: 1,
            shipsFree: false,
          })),
          [fullReduction],
          shipping,
        );
        const order = priceOrder(
          cart,
          drawn.map((line, i) => ({ goodsId: i + 1, couponable: line.couponable })),
          terms,
        );
        const sum = order.lines.reduce((a, line) => a + line.amountFen, 0);
        expect(sum + order.freightFen).toBe(order.payableFen);
        expect(order.payableFen).toBe(
          order.goodsFen - order.fullReductionFen - order.couponFen + order.freightFen,
        );
        for (const line of order.lines) expect(line.amountFen).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
