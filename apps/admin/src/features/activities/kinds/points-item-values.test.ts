import { describe, expect, it } from 'vitest';
import { dayjs } from '../../../lib/dayjs';
import { bodyOf, formFieldOf, initialValues } from '../activity-form-values';

const window: [ReturnType<typeof dayjs>, ReturnType<typeof dayjs>] = [
  dayjs('2026-12-01T02:00:00.000Z'),
  dayjs('2026-12-31T02:00:00.000Z'),
];

describe('积分商城 items in the editor', () => {
  it('sends a coupon item’s money in fen and a goods item without a coupon, and reads them back', () => {
    const items = [
      {
        name: '满300减10元券',
        item_kind: 'coupon',
        face: 10,
        threshold: 300,
        valid_days: 30,
        points: 200,
        stock: 500,
        per_buyer_limit: 3,
      },
      {
        name: '常备药一盒',
        item_kind: 'goods',
        goods_id: 7,
        quantity: 2,
        face: 5,
        points: 1_000,
        stock: 50,
        per_buyer_limit: 1,
      },
    ];
    const body = bodyOf('points_item', {
      ...initialValues('points_item', null),
      name: '积分商城',
      window,
      items,
    });
    expect(body.definition).toEqual({
      items: [
        {
          name: '满300减10元券',
          item_kind: 'coupon',
          goods_id: null,
          quantity: 1,
          coupon: {
            coupon_kind: 'amount',
            value: 1_000,
            threshold_fen: 30_000,
            cap_fen: null,
            valid_days: 30,
          },
          points: 200,
          stock: 500,
          per_buyer_limit: 3,
        },
        {
          name: '常备药一盒',
          item_kind: 'goods',
          goods_id: 7,
          quantity: 2,
          coupon: null,
          points: 1_000,
          stock: 50,
          per_buyer_limit: 1,
        },
      ],
    });
    const definition = {
      items: (body.definition as { items: object[] }).items.map((item) => ({ ...item, exchanged: 0 })),
    };
    const activity = { name: '积分商城', starts_at: body.starts_at, ends_at: body.ends_at, definition };
    expect(initialValues('points_item', activity as never)).toMatchObject({
      items: [
        { face: 10, threshold: 300, valid_days: 30 },
        { goods_id: 7, quantity: 2, face: undefined },
      ],
    });
  });

  it('puts the server’s field errors on the item’s fields', () => {
    const values = { ...initialValues('points_item', null), name: '积分商城', window };
    expect(formFieldOf('points_item', 'definition.items.1.points', values)).toEqual(['items', 1, 'points']);
    expect(formFieldOf('points_item', 'definition.items.0.coupon.threshold_fen', values)).toEqual([
      'items',
      0,
      'threshold',
    ]);
  });
});
