import { describe, expect, it } from 'vitest';
import { dayjs } from '../../../lib/dayjs';
import { bodyOf, formFieldOf, initialValues } from '../activity-form-values';

const window: [ReturnType<typeof dayjs>, ReturnType<typeof dayjs>] = [
  dayjs('2026-12-01T02:00:00.000Z'),
  dayjs('2026-12-31T02:00:00.000Z'),
];

describe('换购 in the editor', () => {
  it('sends the threshold and 换购价 in fen, and reads them back in yuan', () => {
    const lines = [{ goods_id: 7, price: 5.5, limit: 2 }];
    const body = bodyOf('trade_up', {
      ...initialValues('trade_up', null),
      name: '满300换购',
      window,
      threshold: 300,
      lines,
    });
    expect(body.definition).toEqual({
      threshold_fen: 30_000,
      lines: [{ goods_id: 7, price_fen: 550, limit: 2 }],
    });
    const activity = {
      name: '满300换购',
      starts_at: body.starts_at,
      ends_at: body.ends_at,
      definition: body.definition,
    };
    expect(initialValues('trade_up', activity as never)).toMatchObject({ threshold: 300, lines });
  });

  it('starts with one line of limit 1, and puts the server’s field errors on their fields', () => {
    const values = initialValues('trade_up', null);
    expect(values).toMatchObject({ lines: [{ limit: 1 }] });
    expect(formFieldOf('trade_up', 'definition.threshold_fen', values)).toEqual(['threshold']);
    expect(formFieldOf('trade_up', 'definition.lines.0.price_fen', values)).toEqual(['lines', 0, 'price']);
    expect(formFieldOf('trade_up', 'definition.lines.1.limit', values)).toEqual(['lines', 1, 'limit']);
    expect(formFieldOf('trade_up', 'definition.lines.0.unknown', values)).toBeNull();
  });
});
