import { z } from 'zod';
import { Code } from '../codes.ts';

/**
 * The response side of the wire format (spec §8): every answer is `{ code, msg, data }`. These
 * schemas describe answers for the server's serializer and the OpenAPI document; they do not parse
 * requests.
 */

/** Money as the wire shows it: yuan with 2 decimals, as a string. */
export const yuan = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .meta({ description: 'Yuan with 2 decimals', examples: ['12.50'] });

/** A moment as the server writes it (`Date.toISOString()`). */
export const instant = z.iso.datetime();

/** A calendar day, YYYY-MM-DD. */
export const day = z.iso.date();

/** A yes/no the spec sends as a number. */
export const zeroOrOne = z.literal([0, 1]);

/** A count or an id as the database holds it. */
export const wholeNumber = z.number().int().nonnegative();

/** A success answer carrying `data`. */
export const okBody = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.literal(Code.ok), msg: z.string(), data }).meta({ description: 'Success (code 10000)' });

/** A page of a list. */
export const pagedOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: wholeNumber, page: wholeNumber, page_size: wholeNumber });

export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}

/** Laravel-style field errors: the field's name, then its messages. */
const fieldErrors = z.record(z.string(), z.array(z.string()));

const refusalOf = <C extends z.ZodType>(code: C) =>
  z.object({ code, msg: z.string().meta({ description: 'The reason, in Chinese' }), data: z.null() });

/** Any refusal: 400 malformed, 403 CSRF refused or forbidden, 404, 405, 413, 414, 415 … */
export const refusalBody = refusalOf(z.number().int())
  .extend({ errors: fieldErrors.optional() })
  .meta({ id: 'Refusal', description: 'Refused; the body code names the reason (spec §8)' });

export const invalidInputBody = refusalOf(z.literal(Code.invalid))
  .extend({ errors: fieldErrors })
  .meta({ id: 'InvalidInput', description: 'Invalid input: each field at fault with its messages' });

export const notLoggedInBody = refusalOf(z.literal(Code.notLoggedIn)).meta({
  id: 'NotLoggedIn',
  description: 'Sign-in needed (code 10001)',
});

export const tooManyRequestsBody = refusalOf(z.literal(Code.tooManyRequests)).meta({
  id: 'TooManyRequests',
  description: 'Too many attempts; the Retry-After header says when to try again',
});

export const contractNotSignedBody = refusalOf(z.literal(Code.contractNotSigned)).meta({
  id: 'ContractNotSigned',
  description: 'The purchase contract is not signed yet; the web opens /dzht',
});

export const serverErrorBody = refusalOf(
  z.union([z.literal(Code.serverError), z.literal(Code.unavailable)]),
).meta({
  id: 'ServerError',
  description:
    'A server fault (500), or the database out of reach for a moment (503, with Retry-After); the body never shows details',
});
