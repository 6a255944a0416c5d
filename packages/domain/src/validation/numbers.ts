import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` column: every id and count the shop stores. */
export const INT_MAX = 2_147_483_647;

/** Digits as people and forms write whole numbers: no sign, spaces, leading zeros, exponent or hex. */
const WHOLE_NUMBER = /^-?(?:0|[1-9]\d{0,15})$/;

interface IntegerRule {
  min: number;
  max: number;
  /** The message for anything that is not a whole number between min and max. */
  message: string;
  /** Messages for a whole number below min or above max, when they should say more. */
  tooSmall?: string;
  tooLarge?: string;
}

/**
 * The one integer rule of every request: a JSON integer, or a string of plain digits (query strings,
 * paths and forms carry only strings). `true`, `[1]`, `0x10`, `1e3`, ` 12 ` and `12.0` are refused,
 * and so is anything outside [min, max], so no value can overflow the column it is compared with.
 */
const parseInteger = ({ min, max, message, tooSmall = message, tooLarge = message }: IntegerRule) =>
  z.union([z.string(), z.number()], { error: message }).transform((value, context) => {
    const number = typeof value === 'number' ? value : WHOLE_NUMBER.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(number)) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    if (number < min || number > max) {
      context.addIssue({ code: 'custom', message: number < min ? tooSmall : tooLarge });
      return z.NEVER;
    }
    return number;
  });

/** As the API's document describes the rule: a JSON integer, or its digits in a string. */
export const integer = (rule: IntegerRule) =>
  parseInteger(rule).meta({
    anyOf: [
      { type: 'integer', minimum: rule.min, maximum: rule.max },
      { type: 'string', pattern: WHOLE_NUMBER.source },
    ],
  });

/** A row id: a whole number from 1 to INT_MAX. */
export const id = (label: string) => integer({ min: 1, max: INT_MAX, message: `${label}格式不正确` });

/** One of a few numeric codes (a state, a type). */
export const oneOf = <T extends number>(values: readonly T[], message: string) =>
  integer({ min: Math.min(...values), max: Math.max(...values), message }).refine(
    (value): value is T => (values as readonly number[]).includes(value),
    message,
  );

export const PAGE_MAX = 10_000;

export const page = () =>
  integer({
    min: 1,
    max: PAGE_MAX,
    message: '页码格式不正确',
    tooSmall: '页码须大于0',
    tooLarge: '页码过大',
  }).default(1);

export const pageSize = (max: number, fallback: number) =>
  integer({
    min: 1,
    max,
    message: '每页数量格式不正确',
    tooSmall: '每页数量须大于0',
    tooLarge: `每页数量不能超过${max}`,
  }).default(fallback);

/** A yes/no switch as forms and JSON send it: 1/0, true/false, "1"/"0", "true"/"false". */
export const flag = (label: string) =>
  z
    .union([z.string(), z.number(), z.boolean()], { error: `${label}只能是0或1` })
    .transform(String)
    .pipe(z.enum(['0', '1', 'true', 'false'], { error: `${label}只能是0或1` }))
    .transform((value) => value === '1' || value === 'true')
    .meta({ description: 'Yes or no: 1/0, true/false' });
