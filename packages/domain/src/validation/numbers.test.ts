import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { id, INT_MAX, integer, oneOf, page } from './numbers.ts';

const parse = (
  schema: { safeParse(value: unknown): { success: boolean; data?: unknown } },
  value: unknown,
) => {
  const result = schema.safeParse(value);
  return result.success ? result.data : 'refused';
};

describe('the integer rule', () => {
  it.each([
    ['1', 1],
    [1, 1],
    ['2147483647', INT_MAX],
    [INT_MAX, INT_MAX],
  ])('takes %j as an id', (value, expected) => expect(parse(id('商品'), value)).toBe(expected));

  it.each([
    true,
    false,
    null,
    [1],
    { 0: 1 },
    '0x10',
    '1e3',
    ' 12 ',
    '12 ',
    '+12',
    '012',
    '-0',
    '12.0',
    1.5,
    '',
    '١٢',
    '0',
    0,
    -1,
    '-1',
    '2147483648',
    2_147_483_648,
    '99999999999999999999',
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ])('refuses %j as an id with the field named', (value) => {
    const result = id('商品').safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('商品格式不正确');
  });

  it('says why a page number is refused', () => {
    expect(page().safeParse('0').error?.issues[0]?.message).toBe('页码须大于0');
    expect(page().safeParse('10001').error?.issues[0]?.message).toBe('页码过大');
    expect(page().safeParse(undefined).data).toBe(1);
  });

  it('takes only the listed codes', () => {
    expect(parse(oneOf([0, 1, 3], '类型不正确'), '3')).toBe(3);
    expect(parse(oneOf([0, 1, 3], '类型不正确'), '2')).toBe('refused');
  });

  it('gives back exactly the number written, for any number in range, and refuses any outside', () => {
    const rule = integer({ min: -5, max: 1_000_000, message: 'x' });
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 1_000_000 }), (n) => {
        expect(parse(rule, String(n))).toBe(n);
        expect(parse(rule, n)).toBe(n);
      }),
    );
    fc.assert(
      fc.property(fc.oneof(fc.integer({ max: -6 }), fc.integer({ min: 1_000_001 })), (n) => {
        expect(parse(rule, n)).toBe('refused');
      }),
    );
  });
});
