import { describe, expect, it } from 'vitest';
import { dayjs } from '../../../lib/dayjs';
import { bodyOf, formFieldOf, initialValues } from '../activity-form-values';

const window: [ReturnType<typeof dayjs>, ReturnType<typeof dayjs>] = [
  dayjs('2026-12-01T02:00:00.000Z'),
  dayjs('2026-12-31T02:00:00.000Z'),
];

describe('满赠 lines in the editor', () => {
  it('sends no gift goods as the goods itself, and reads the lines back', () => {
    const lines = [
      { goods_id: 7, every: 10, gift_number: 1 },
      { goods_id: 8, every: 5, gift_number: 2, gift_goods_id: 9 },
    ];
    const body = bodyOf('gift', { ...initialValues('gift', null), name: '买十赠一', window, lines });
    expect(body.definition).toEqual({
      lines: [
        { goods_id: 7, every: 10, gift_number: 1, gift_goods_id: null },
        { goods_id: 8, every: 5, gift_number: 2, gift_goods_id: 9 },
      ],
    });
    const activity = {
      name: '买十赠一',
      starts_at: body.starts_at,
      ends_at: body.ends_at,
      definition: body.definition,
    };
    expect(initialValues('gift', activity as never)).toMatchObject({
      lines: [
        { goods_id: 7, every: 10, gift_number: 1, gift_goods_id: undefined },
        { goods_id: 8, every: 5, gift_number: 2, gift_goods_id: 9 },
      ],
    });
  });

  it('starts with one empty line, and puts the server’s field errors on the line’s fields', () => {
    const values = initialValues('gift', null);
    expect(values).toMatchObject({ lines: [{}] });
    expect(formFieldOf('gift', 'definition.lines.1.every', values)).toEqual(['lines', 1, 'every']);
    expect(formFieldOf('gift', 'definition.lines.0.gift_goods_id', values)).toEqual([
      'lines',
      0,
      'gift_goods_id',
    ]);
    expect(formFieldOf('gift', 'definition.lines.0.unknown', values)).toBeNull();
  });
});
