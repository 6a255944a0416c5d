import { describe, expect, it } from 'vitest';
import { dayjs } from '../../lib/dayjs';
import { bodyOf, formFieldOf, initialValues, type ActivityFormValues } from './activity-form-values';

const window: [ReturnType<typeof dayjs>, ReturnType<typeof dayjs>] = [
  dayjs('2026-12-01T02:00:00.000Z'),
  dayjs('2026-12-08T02:00:00.000Z'),
];

const values = (overrides: Partial<ActivityFormValues>): ActivityFormValues => ({
  ...initialValues('coupon_campaign', null),
  name: ' 领券满300减30 ',
  window,
  ...overrides,
});

describe('the editor’s values on the wire', () => {
  it('sends money in fen, a discount as per cent, no cap on a money-off coupon, and no scope as every goods', () => {
    const amount = bodyOf(
      'coupon_campaign',
      values({ face: 30, threshold: 300.5, cap: 12, total_units: 50 }),
    );
    expect(amount).toEqual({
      kind: 'coupon_campaign',
      name: '领券满300减30',
      starts_at: '2026-12-01T02:00:00.000Z',
      ends_at: '2026-12-08T02:00:00.000Z',
      definition: {
        coupon_kind: 'amount',
        value: 3_000,
        threshold_fen: 30_050,
        cap_fen: null,
        goods_ids: null,
        total_units: 50,
        per_buyer_limit: 1,
        claimable: true,
      },
    });
    const discount = bodyOf(
      'coupon_campaign',
      values({
        coupon_kind: 'discount',
        rate: 9.5,
        threshold: 0,
        cap: 50,
        goods_ids: [3, 4],
        total_units: 9,
      }),
    );
    expect(discount.definition).toMatchObject({ value: 95, cap_fen: 5_000, goods_ids: [3, 4] });
  });

  it('sends a flash price of ¥12.35 as 1235 fen, and reads it back in yuan', () => {
    const body = bodyOf('flash_sale', {
      ...values({}),
      lines: [{ goods_id: 3, price: 12.35, units: 100, limit_per_buyer: 5 }],
    });
    expect(body.definition).toEqual({
      lines: [{ goods_id: 3, price_fen: 1_235, units: 100, limit_per_buyer: 5 }],
    });
  });

  it('puts the server’s field errors on the form’s fields', () => {
    const discount = values({ coupon_kind: 'discount' });
    const amount = values({});
    expect(formFieldOf('flash_sale', 'definition.lines.2.price_fen', amount)).toEqual(['lines', 2, 'price']);
    expect(formFieldOf('coupon_campaign', 'definition.value', discount)).toEqual(['rate']);
    expect(formFieldOf('coupon_campaign', 'definition.value', amount)).toEqual(['face']);
    expect(formFieldOf('coupon_campaign', 'definition.goods_ids.1', amount)).toEqual(['goods_ids']);
    expect(formFieldOf('coupon_campaign', 'ends_at', amount)).toEqual(['window']);
    expect(formFieldOf('flash_sale', 'definition.lines', amount)).toBeNull();
  });

  it('sends 满折 tiers as per cent paid, 满减 tiers in fen, and puts a tier’s error on its field', () => {
    const discount = bodyOf('full_reduction', {
      ...initialValues('full_reduction', null),
      name: '年终满折',
      window,
      mode: 'discount',
      tiers: [
        { threshold: 1_000, rate: 9.5 },
        { threshold: 3_000, rate: 9 },
      ],
    });
    expect(discount.definition).toEqual({
      mode: 'discount',
      tiers: [
        { threshold_fen: 100_000, value: 95 },
        { threshold_fen: 300_000, value: 90 },
      ],
      goods_ids: null,
    });
    const amount = { ...initialValues('full_reduction', null), name: '满减', window, mode: 'amount' };
    const money = bodyOf('full_reduction', { ...amount, tiers: [{ threshold: 500, off: 20.5 }] });
    expect(money.definition).toMatchObject({ tiers: [{ threshold_fen: 50_000, value: 2_050 }] });
    expect(formFieldOf('full_reduction', 'definition.tiers.1.value', amount)).toEqual(['tiers', 1, 'off']);
    expect(formFieldOf('full_reduction', 'definition.tiers.0.threshold_fen', amount)).toEqual([
      'tiers',
      0,
      'threshold',
    ]);
  });
});
