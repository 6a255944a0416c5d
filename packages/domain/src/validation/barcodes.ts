import { z } from 'zod';

/**
 * The codes a goods item is found by when a buyer scans its pack: the EAN-13 barcode printed on it
 * (GS1, 13 digits, the last a check digit), and the 药品标识码 (7 digits) that opens every 20-digit
 * 药品追溯码 of that goods and pack (then 9 serial and 4 check digits, different on every pack).
 */
export const EAN13_PATTERN = /^\d{13}$/;
export const DRUG_CODE_PATTERN = /^\d{7}$/;
export const TRACE_CODE_PATTERN = /^\d{20}$/;
export const BARCODES_MAX = 10;

/** The GS1 check digit of the first 12 digits of an EAN-13 barcode. */
export function ean13CheckDigit(first12: string): number {
  const weighted = [...first12].reduce((sum, digit, i) => sum + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (weighted % 10)) % 10;
}

/** Whether the last digit of a 13-digit code is its GS1 check digit. */
export const hasEan13CheckDigit = (code: string): boolean =>
  EAN13_PATTERN.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);

/** Why a code cannot be kept on a goods item, or null when it can. */
export function barcodeProblem(code: string): string | null {
  if (DRUG_CODE_PATTERN.test(code)) return null;
  if (!EAN13_PATTERN.test(code)) return `条码「${code}」须为13位商品条码或7位药品标识码`;
  if (!hasEan13CheckDigit(code)) return `条码「${code}」的校验位不正确`;
  return null;
}

/**
 * The code a scan is looked up by: an EAN-13 barcode itself, a 药品追溯码's 药品标识码; null when what
 * was read is neither.
 */
export function lookupCodeOf(scanned: string): string | null {
  const code = scanned.trim();
  if (TRACE_CODE_PATTERN.test(code)) return code.slice(0, 7);
  if (hasEan13CheckDigit(code) || DRUG_CODE_PATTERN.test(code)) return code;
  return null;
}

/** A goods item's codes as the console and the sheets set them. */
export const goodsBarcodes = z
  .array(z.string({ error: '条码格式不正确' }).trim(), { error: '条码格式不正确' })
  .max(BARCODES_MAX, `条码最多${BARCODES_MAX}个`)
  .superRefine((codes, context) => {
    for (const code of codes) {
      const problem = barcodeProblem(code);
      if (problem) return void context.addIssue({ code: 'custom', message: problem });
    }
    if (new Set(codes).size !== codes.length) context.addIssue({ code: 'custom', message: '条码不能重复' });
  });

/** The codes of a sheet cell: separated by commas, spaces or 、. */
export const barcodesInText = (text: string): string[] => text.split(/[\s,，、;；]+/).filter(Boolean);
