import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { Code, Message } from '@yaocai/domain/codes';
import {
  contractNotSignedBody,
  invalidInputBody,
  notLoggedInBody,
  okBody,
  refusalBody,
  serverErrorBody,
  tooManyRequestsBody,
} from '@yaocai/domain/contracts/wire';

/** The success body every route returns (spec §8: code 10000). */
export const ok = <T>(data: T, msg: string = Message.ok) => ({ code: Code.ok, msg, data });

/** The media type of every JSON answer. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/** The route's success body for `data` as bytes, by the route's own serializer: for answers kept as bytes. */
export const okBytes =
  (reply: FastifyReply) =>
  (data: unknown): Buffer => {
    const body = reply.serialize(ok(data));
    return typeof body === 'string' ? Buffer.from(body) : Buffer.from(body as ArrayBuffer);
  };

/** Sends a JSON answer already encoded (see okBytes). */
export const sendJson = (reply: FastifyReply, bytes: Buffer) => reply.type(JSON_TYPE).send(bytes);

/** The refusals any route may give: a field at fault (422), any other 4xx, a server fault. */
export const refusals = { 422: invalidInputBody, '4xx': refusalBody, '5xx': serverErrorBody } as const;

type Particular = 'signedIn' | 'throttled' | 'contract';

const particularRefusals = (particular: Particular[]) => ({
  ...(particular.includes('signedIn') && { 401: notLoggedInBody }),
  ...(particular.includes('throttled') && { 429: tooManyRequestsBody }),
  ...(particular.includes('contract') && { 459: contractNotSignedBody }),
});

/**
 * A route's `schema.response`: its success body with `data` as described, and its refusals. Name the
 * refusals particular to the route: `signedIn` (401, code 10001), `throttled` (429), `contract` (459).
 */
export function answers<T extends z.ZodType>(data: T, ...particular: Particular[]) {
  return { 200: okBody(data), ...particularRefusals(particular), ...refusals };
}

/** The `schema.response` of a route that answers a file or a page of another type when it succeeds. */
export function fileAnswers<M extends string, T extends z.ZodType>(
  mediaType: M,
  file: T,
  ...particular: Particular[]
) {
  const content = { [mediaType]: { schema: file } } as Record<M, { schema: T }>;
  return { 200: { description: 'Success', content }, ...particularRefusals(particular), ...refusals };
}

/** A download header: the ASCII name for old clients, the UTF-8 one as an RFC 5987 filename* for the rest. */
export const attachment = (asciiName: string, name: string): string => {
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encoded}`;
};
