import { describe, expect, it } from 'vitest';
import { fenToYuan, yuanToFen } from './money.ts';

describe('money on the wire', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1250, '12.50'],
    [100, '1.00'],
    [-199, '-1.99'],
    [123456789, '1234567.89'],
  ])('%i fen reads %s', (fen, yuan) => {
    expect(fenToYuan(fen)).toBe(yuan);
    expect(yuanToFen(yuan)).toBe(fen);
  });

  it('refuses fractions of a fen', () => {
    expect(() => fenToYuan(1.5)).toThrow(RangeError);
    expect(yuanToFen('1.234')).toBeNull();
    expect(yuanToFen('abc')).toBeNull();
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen('12.5')).toBe(1250);
  });
});
