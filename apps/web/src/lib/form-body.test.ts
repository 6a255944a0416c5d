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
