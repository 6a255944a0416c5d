import { describe, expect, it } from 'vitest';
import {
  barcodeProblem,
  barcodesInText,
  goodsBarcodes,
  hasEan13CheckDigit,
  lookupCodeOf,
} from './barcodes.ts';

describe('barcodes', () => {
  it('checks the EAN-13 check digit', () => {
    expect(hasEan13CheckDigit('6901234567892')).toBe(true);
    expect(hasEan13CheckDigit('6920584471017')).toBe(true);
    expect(hasEan13CheckDigit('6901234567893')).toBe(false);
    expect(hasEan13CheckDigit('690123456789')).toBe(false);
    expect(hasEan13CheckDigit('69012345678９2')).toBe(false);
  });

  it('keeps 13-digit barcodes and 7-digit 药品标识码, refusing the rest with a reason', () => {
    expect(barcodeProblem('6901234567892')).toBeNull();
    expect(barcodeProblem('8123456')).toBeNull();
    expect(barcodeProblem('6901234567893')).toBe('条码「6901234567893」的校验位不正确');
    expect(barcodeProblem('81234567890123456789')).toMatch(/须为13位商品条码或7位药品标识码/);
    expect(barcodeProblem('abc')).toMatch(/须为13位商品条码或7位药品标识码/);
  });

  it('looks a scan up by its barcode, or a trace code by its first seven digits', () => {
    expect(lookupCodeOf(' 6901234567892 ')).toBe('6901234567892');
    expect(lookupCodeOf('81234567890123456789')).toBe('8123456');
    expect(lookupCodeOf('6901234567893')).toBeNull();
    expect(lookupCodeOf('https://example.com')).toBeNull();
  });

  it('refuses repeated or malformed codes on a goods item', () => {
    expect(goodsBarcodes.safeParse(['6901234567892', '8123456']).success).toBe(true);
    expect(goodsBarcodes.safeParse(['8123456', '8123456']).error?.issues[0]?.message).toBe('条码不能重复');
    expect(goodsBarcodes.safeParse(['1']).error?.issues[0]?.message).toMatch(/须为13位/);
  });

  it('reads the codes of a sheet cell', () => {
    expect(barcodesInText('6901234567892, 8123456、 6920584471017')).toEqual([
      '6901234567892',
      '8123456',
      '6920584471017',
    ]);
    expect(barcodesInText('')).toEqual([]);
  });
});
