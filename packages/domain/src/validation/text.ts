import { z } from 'zod';

/**
 * Characters no field of the shop may hold: C0 and C1 controls and DEL (a NUL cannot even be stored
 * in PostgreSQL text), and halves of a surrogate pair (not UTF-8 at all). Line breaks and tabs are
 * allowed only in multi-line fields.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_CONTROL = /[\t\n\r]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether text holds only characters a field may store; `multiline` also allows \t, \n and \r. */
export const isCleanText = (value: string, multiline = false): boolean =>
  !CONTROL.test(value) && !LONE_SURROGATE.test(value) && (multiline || !LINE_CONTROL.test(value));

interface TextOptions {
  /** Allow tabs and line breaks (remarks, messages). */
  multiline?: boolean;
}

const trimmedString = (label: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `请填写${label}` : `${label}格式不正确`) })
    .trim();

const bounded = (field: z.ZodString, label: string, max: number, { multiline = false }: TextOptions) =>
  field
    .max(max, `${label}不能超过${max}个字符`)
    .refine((value) => isCleanText(value, multiline), `${label}不能包含控制字符`);

/**
 * The one text rule of every request: a string, trimmed, of at most `max` characters, without
 * control characters; it may be empty. `text` requires a value; `optionalText` takes absent as ''.
 */
export const cleanText = (label: string, max: number, options: TextOptions = {}) =>
  bounded(trimmedString(label), label, max, options);

export const text = (label: string, max: number, options: TextOptions = {}) =>
  bounded(trimmedString(label).min(1, { error: `请填写${label}`, abort: true }), label, max, options);

export const optionalText = (label: string, max: number, options: TextOptions = {}) =>
  cleanText(label, max, options).default('');
