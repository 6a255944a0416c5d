import fc from 'fast-check';
import qs from 'qs';
import type { z } from 'zod';

/** Fields of a schema, by name, down through optional, default, pipe, array and union wrappers. */
export function fieldNames(schema: unknown, into = new Set<string>(), depth = 0): Set<string> {
  const def = (schema as { _zod?: { def: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def || depth > 6) return into;
  const inner = (value: unknown) => fieldNames(value, into, depth + 1);
  switch (def.type) {
    case 'object':
      for (const [name, field] of Object.entries(def.shape as z.ZodRawShape)) {
        into.add(name);
        inner(field);
      }
      break;
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
    case 'readonly':
      inner(def.innerType);
      break;
    case 'array':
      inner(def.element);
      break;
    case 'pipe':
      inner(def.in);
      inner(def.out);
      break;
    case 'union':
      for (const option of def.options as unknown[]) inner(option);
      break;
  }
  return into;
}

/** The top-level fields of an object schema (through optional, default and pipe wrappers). */
export function fieldSchemas(schema: unknown): Map<string, ZodLike> {
  let def = (schema as { _zod?: { def: Record<string, unknown> } } | undefined)?._zod?.def;
  for (let depth = 0; def && def.type !== 'object' && depth < 4; depth++) {
    const inner = def.innerType ?? def.in;
    def = (inner as { _zod?: { def: Record<string, unknown> } } | undefined)?._zod?.def;
  }
  if (!def || def.type !== 'object') return new Map();
  return new Map(Object.entries(def.shape as Record<string, ZodLike>));
}

export interface ZodLike {
  safeParse(value: unknown): { success: boolean };
}

/** Strings that broke or could break a parser, a query, a page or a redirect. */
const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\u0007',
  '\u001b[2J',
  '\u007f',
  '\u0085',
  '\ud800',
  'x\udfff',
  '\u202etxt.exe',
  '\ufeff',
  '\uffff',
  '\r\n',
  ' 12 ',
  '0x10',
  '1e3',
  '12.0',
  '-1',
  '0',
  '+1',
  '00',
  'true',
  'false',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '9'.repeat(40),
  '0000-01-01',
  '2026-02-30',
  '9999-12-31',
  '1763827200',
  '1763827200000',
  '',
  ' ',
  "' OR 1=1 --",
  '"; drop table users; --',
  '$1',
  '%',
  '%00',
  '%zz',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  '/\\evil.example',
  '//evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  // URL-valued parameters (return_url, redirect, picture paths) with what a Location header cannot carry.
  '/cart/result/1?x=\u3000',
  '/\u3000',
  '/a b',
  '/购物车?关键词=感冒',
  '/\u2028',
  '/files/%00.webp',
  '/%E3%80%80',
  'https://例子.测试/',
  '/?a=%zz',
  'x'.repeat(5000),
  '𠮷'.repeat(300),
  '感冒灵',
  'gmlkl',
];

/** Values of the right kind for the shop's fields, so requests get past validation to the code behind. */
const PLAUSIBLE: unknown[] = [
  ['1'],
  ['1', '2'],
  [{ goods_id: '1', number: '2' }],
  [{ goods_id: '2' }],
  1,
  true,
  '1',
  '2',
  '3',
  '5',
  '10',
  '99999',
  '13800000001',
  '13900000000',
  '123456',
  'abc12345',
  'demo123456',
  'balance',
  'credit',
  'online',
  'price',
  'sales',
  'asc',
  'desc',
  '2026-01-01',
  '康宁大药房',
  '张三',
  '浙江省',
  'test@example.com',
  '/cart',
];

/** The plausible values a field's schema accepts: a request made of them gets past validation. */
export const validCandidates = (field: ZodLike): unknown[] =>
  PLAUSIBLE.filter((value) => field.safeParse(value).success);

const scalar = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...PLAUSIBLE) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.integer(),
      fc.integer({ min: 1, max: 10 }),
      fc.constantFrom(0, -0, 2 ** 31, 2 ** 53 + 2, 1.5, 1e308, -1e308),
    ),
  },
  { weight: 1, arbitrary: fc.oneof(fc.boolean(), fc.constant(null)) },
);

/** Any value a field may be sent: hostile or plausible scalars, lists and objects with real field names. */
export function valueArbitrary(names: string[]): fc.Arbitrary<unknown> {
  const key = fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 8 }));
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { weight: 6, arbitrary: scalar },
      { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 3 }) },
      { weight: 1, arbitrary: fc.dictionary(key, tie('value'), { maxKeys: 4 }) },
    ),
  }));
  return value;
}

/** An object with some of `fields` (the schema's) and now and then a stranger. */
export function objectArbitrary(fields: string[], names: string[]): fc.Arbitrary<Record<string, unknown>> {
  const value = valueArbitrary(names);
  const known = Object.fromEntries(fields.map((field) => [field, value]));
  return fc
    .tuple(
      fc.record(known, { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 8 }), value, { maxKeys: 2 }),
    )
    .map(([own, extra]) => ({ ...extra, ...own }));
}

/**
 * An object the schema accepts but for one field, which gets a hostile or random value: the way to
 * reach the code behind validation with a bad value (a validator reports every bad field at once, so
 * one bad field among several random ones would never get that far).
 */
export function oneBadFieldArbitrary(
  schema: unknown,
  names: string[],
): fc.Arbitrary<Record<string, unknown>> {
  const fields = [...fieldSchemas(schema)].map(([name, field]) => ({ name, valid: validCandidates(field) }));
  if (fields.length === 0) return objectArbitrary([], names);
  const valid = Object.fromEntries(
    fields.filter((f) => f.valid.length > 0).map((f) => [f.name, fc.constantFrom(...f.valid)]),
  );
  return fc
    .tuple(
      fc.record(valid),
      fc.option(fc.constantFrom(...fields.map((f) => f.name)), { freq: 4 }),
      valueArbitrary(names),
    )
    .map(([object, bad, value]) => (bad === null ? object : { ...object, [bad]: value }));
}

/** A path segment: any scalar, percent-encoded as a browser would send it (or not at all, now and then). */
export const pathSegmentArbitrary = scalar.map((value) => {
  const text = String(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return text.replace(/[^\x21-\x7e]/g, '');
  }
});

/** A query string or form body for `values`; null when it cannot be written (lone surrogates). */
export function formEncoded(values: Record<string, unknown>): string | null {
  try {
    return qs.stringify(values);
  } catch {
    return null;
  }
}

/** How a generated body is sent: JSON, a form, or one of the multipart bodies a probe sends. */
export const MULTIPART_SHAPES = ['whole', 'no-boundary', 'long-boundary', 'cut-short', 'empty'] as const;
export type MultipartShape = (typeof MULTIPART_SHAPES)[number];

/**
 * `values` as multipart/form-data (a part per field, the first as a file), then spoiled the way a
 * probe spoils it: no boundary in the header, a 100-character boundary, the body cut off inside a
 * part, or nothing at all.
 */
export function multipartBody(
  values: Record<string, unknown>,
  shape: MultipartShape,
): { contentType: string; payload: Buffer } {
  const boundary = shape === 'long-boundary' ? 'b'.repeat(100) : 'fuzzboundary';
  const parts = Object.entries(values).map(([name, value], i) => {
    const disposition =
      i === 0 ? `form-data; name="${name}"; filename="${name}.xlsx"` : `form-data; name="${name}"`;
    return `--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`;
  });
  const whole = Buffer.from(`${parts.join('')}--${boundary}--\r\n`);
  const payload =
    shape === 'cut-short'
      ? whole.subarray(0, Math.max(1, whole.length - 12))
      : shape === 'empty'
        ? Buffer.alloc(0)
        : whole;
  const contentType =
    shape === 'no-boundary' ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`;
  return { contentType, payload };
}
