import fc from 'fast-check';
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { toFormBody } from './form-body';

// The server parses bodies with qs.parse (arrayLimit raised), so every shape must survive the round trip.
const roundTrip = (data: object) => qs.parse(toFormBody(data), { arrayLimit: 1000 });

describe('toFormBody', () => {
  it('writes arrays of scalars with empty brackets', () => {
    expect(toFormBody({ ids: [1, 2] })).toBe('ids[]=1&ids[]=2');
  });

  it('writes arrays of objects with indices so each line stays whole', () => {
    const body = toFormBody({
      data: [
        { goods_id: 1, number: 2 },
        { goods_id: 3, number: 4 },
      ],
    });
    expect(body).toBe('data[0][goods_id]=1&data[0][number]=2&data[1][goods_id]=3&data[1][number]=4');
    expect(
      roundTrip({
        data: [
          { goods_id: 1, number: 2 },
          { goods_id: 3, number: 4 },
        ],
      }),
    ).toEqual({
      data: [
        { goods_id: '1', number: '2' },
        { goods_id: '3', number: '4' },
      ],
    });
  });

  it('keeps nested objects inside array lines and encodes values', () => {
    const data = { data: [{ goods_id: 1, goods: { id: 1, ck_id: 9 } }], name: '阿莫西林 & 胶囊' };
    expect(roundTrip(data)).toEqual({
      data: [{ goods_id: '1', goods: { id: '1', ck_id: '9' } }],
      name: '阿莫西林 & 胶囊',
    });
  });

  it('round-trips more than twenty ids', () => {
    const ids = Array.from({ length: 30 }, (_, index) => String(index));
    expect(roundTrip({ ids })).toEqual({ ids });
  });

  it('skips undefined and writes null as empty', () => {
    expect(toFormBody({ a: undefined, b: null, c: 'x' })).toBe('b=&c=x');
  });
});

// What the client sent before it had its own encoder: qs.stringify, with arrays of objects index-keyed.
function qsReference(data: object): string {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
  const indexObjectArrays = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      const items = value.map(indexObjectArrays);
      const nested = items.some((item) => isObject(item) || Array.isArray(item));
      return nested ? Object.fromEntries(items.map((item, index) => [String(index), item])) : items;
    }
    if (isObject(value))
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, indexObjectArrays(v)]));
    return value;
  };
  return qs.stringify(indexObjectArrays(data), { arrayFormat: 'brackets', encodeValuesOnly: true });
}

describe('toFormBody against qs.stringify', () => {
  const key = fc.stringMatching(/^[a-z_][a-z0-9_]{0,8}$/);
  const scalar = fc.oneof(
    fc.string({ unit: 'grapheme' }),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.date({ noInvalidDate: true }),
  );
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: 'small' }, scalar, tie('array'), tie('object')),
    array: fc.array(tie('value'), { maxLength: 4 }),
    object: fc.dictionary(key, tie('value'), { maxKeys: 4 }),
  }));

  it('writes exactly what qs wrote, for any nesting of scalars, arrays and objects', () => {
    fc.assert(
      fc.property(fc.dictionary(key, value, { maxKeys: 5 }), (data) => {
        expect(toFormBody(data)).toBe(qsReference(data));
      }),
      { numRuns: 500 },
    );
  });
});
