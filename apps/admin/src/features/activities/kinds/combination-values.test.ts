import { describe, expect, it } from 'vitest';
import { dayjs } from '../../../lib/dayjs';
import { bodyOf, formFieldOf, initialValues } from '../activity-form-values';
import { combinationValues } from './combination-values';

const window: [ReturnType<typeof dayjs>, ReturnType<typeof dayjs>] = [
  dayjs('2026-12-01T02:00:00.000Z'),
  dayjs('2026-12-08T02:00:00.000Z'),
];

describe('套餐 in the editor', () => {
  it('starts with two goods lines of one piece each', () => {
    expect(initialValues('combination', null)).toMatchObject({ items: [{ number: 1 }, { number: 1 }] });
  });

  it('sends the pack price of ¥42.35 as 4235 fen with its goods and pieces, and reads it back in yuan', () => {
    const values = {
      ...initialValues('combination', null),
      name: '常备感冒组合装',
      window,
      price: 42.35,
      units: 300,
      items: [
        { goods_id: 3, number: 2 },
        { goods_id: 4, number: 1 },
      ],
    };
    const body = bodyOf('combination', values);
    expect(body.definition).toEqual({
      price_fen: 4_235,
      units: 300,
      items: [
        { goods_id: 3, number: 2 },
        { goods_id: 4, number: 1 },
      ],
    });
    const definition = { price_fen: 4_235, units: 300, items: [{ goods_id: 3, number: 2 }], sold: 0 };
    expect(combinationValues.initialValues(definition)).toMatchObject({
      price: 42.35,
      units: 300,
    });
  });

  it('puts the server’s field errors on the form’s fields', () => {
    const values = { ...initialValues('combination', null), name: '', window };
    expect(formFieldOf('combination', 'definition.price_fen', values)).toEqual(['price']);
    expect(formFieldOf('combination', 'definition.items.1.goods_id', values)).toEqual([
      'items',
      1,
      'goods_id',
    ]);
    expect(formFieldOf('combination', 'definition.items', values)).toEqual(['items']);
  });
});
