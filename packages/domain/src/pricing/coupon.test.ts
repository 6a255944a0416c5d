import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCoupon, couponFace, couponRule, couponSaving, type CouponTerms } from './coupon.ts';

const reduce: CouponTerms = {
  kind: 'amount',
  thresholdFen: 100_000,
  valueFen: 5_000,
  capFen: null,
  goodsIds: null,
};
const discount: CouponTerms = {
  kind: 'discount',
  thresholdFen: 50_000,
  valueFen: 95,
  capFen: 10_000,
  goodsIds: null,
};

describe('coupon saving', () => {
  it('takes the amount off from the threshold on, and nothing below it', () => {
    expect(couponSaving(reduce, 99_999)).toBe(0);
    expect(couponSaving(reduce, 100_000)).toBe(5_000);
    expect(couponSaving(reduce, 300_000)).toBe(5_000);
  });

  it('never takes off more than the amount it applies to', () => {
    expect(couponSaving({ ...reduce, thresholdFen: 0, valueFen: 5_000 }, 3_000)).toBe(3_000);
  });

  it('discounts by the percentage, rounded down to the fen, within the cap', () => {
    expect(couponSaving(discount, 49_999)).toBe(0);
    expect(couponSaving(discount, 50_000)).toBe(2_500);
    expect(couponSaving(discount, 50_019)).toBe(2_500);
    expect(couponSaving(discount, 1_000_000)).toBe(10_000);
  });

  it('says its rule as the page shows it', () => {
    expect(couponRule(reduce)).toBe('满1000减50');
    expect(couponRule(discount)).toBe('满500享9.5折，最多减100');
    expect(couponRule({ ...reduce, thresholdFen: 0 })).toBe('无门槛减50');
  });
});

describe('applyCoupon', () => {
  const lines = [
    { goodsId: 1, amountFen: 60_000, couponable: true },
    { goodsId: 2, amountFen: 40_000, couponable: true },
    { goodsId: 3, amountFen: 90_000, couponable: false },
  ];

  it('counts only lines that take coupons, and shares the saving over them', () => {
    expect(applyCoupon(lines, reduce)).toEqual({ savingFen: 5_000, shares: [3_000, 2_000, 0] });
  });

  it('counts only the goods the coupon names', () => {
    expect(applyCoupon(lines, { ...reduce, goodsIds: [1] })).toEqual({ savingFen: 0, shares: [0, 0, 0] });
    expect(applyCoupon(lines, { ...reduce, thresholdFen: 50_000, goodsIds: [1] })).toEqual({
      savingFen: 5_000,
      shares: [5_000, 0, 0],
    });
  });

  it('always shares exactly the saving, never more than a line, never negative', () => {
    const terms = fc.record({
      kind: fc.constantFrom('amount' as const, 'discount' as const),
      thresholdFen: fc.integer({ min: 0, max: 1_000_000 }),
      valueFen: fc.integer({ min: 1, max: 99 }),
      capFen: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }),
      goodsIds: fc.constant(null),
    });
    const couponLines = fc.array(
      fc.record({
        goodsId: fc.integer({ min: 1, max: 5 }),
        amountFen: fc.integer({ min: 0, max: 10_000_000 }),
        couponable: fc.boolean(),
      }),
      { maxLength: 50 },
    );
    fc.assert(
      fc.property(terms, couponLines, (coupon, priced) => {
        const { savingFen, shares } = applyCoupon(priced, coupon);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(savingFen);
        shares.forEach((share, i) => {
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(priced[i]!.couponable ? priced[i]!.amountFen : 0);
        });
      }),
    );
  });

  it('shows the face value as the ticket does', () => {
    expect(couponFace({ kind: 'amount', valueFen: 5_000 })).toBe('¥50');
    expect(couponFace({ kind: 'amount', valueFen: 1_250 })).toBe('¥12.5');
    expect(couponFace({ kind: 'discount', valueFen: 95 })).toBe('9.5折');
    expect(couponFace({ kind: 'discount', valueFen: 80 })).toBe('8折');
  });
});
