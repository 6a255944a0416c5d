import { describe, expect, it } from 'vitest';
import { dayjs } from '../../../lib/dayjs';
import { bodyOf, formFieldOf, initialValues } from '../activity-form-values';

const window: [ReturnType<typeof dayjs>, ReturnType<typeof dayjs>] = [
  dayjs('2026-12-01T02:00:00.000Z'),
  dayjs('2026-12-31T02:00:00.000Z'),
];

describe('新人专区 lines in the editor', () => {
  it('sends the 新人价 in fen and an empty limit as none, and reads them back', () => {
    const lines = [
      { goods_id: 7, price: 12.5, per_buyer_limit: 10 },
      { goods_id: 8, price: 3 },
    ];
    const body = bodyOf('new_buyer', {
      ...initialValues('new_buyer', null),
      name: '新人专享价',
      window,
      lines,
    });
    expect(body.definition).toEqual({
      lines: [
        { goods_id: 7, price_fen: 1_250, per_buyer_limit: 10 },
        { goods_id: 8, price_fen: 300, per_buyer_limit: null },
      ],
    });
    const activity = {
      name: '新人专享价',
      starts_at: body.starts_at,
      ends_at: body.ends_at,
      definition: body.definition,
    };
    expect(initialValues('new_buyer', activity as never)).toMatchObject({
      lines: [
        { goods_id: 7, price: 12.5, per_buyer_limit: 10 },
        { goods_id: 8, price: 3, per_buyer_limit: undefined },
      ],
    });
  });

  it('starts with one empty line', () => {
    expect(initialValues('new_buyer', null)).toMatchObject({ lines: [{}] });
  });

  it('puts the server’s field errors on the line’s fields', () => {
    const values = { ...initialValues('new_buyer', null), name: '新人专享价', window };
    expect(formFieldOf('new_buyer', 'definition.lines.1.price_fen', values)).toEqual(['lines', 1, 'price']);
    expect(formFieldOf('new_buyer', 'definition.lines.0.per_buyer_limit', values)).toEqual([
      'lines',
      0,
      'per_buyer_limit',
    ]);
  });
});
