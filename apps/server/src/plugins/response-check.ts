import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

/**
 * The Zod schema a route declares for an answer: by exact status, then by class (`4xx`), then
 * `default`; a status may hold one schema per content type.
 */
export function declaredSchema(
  responses: unknown,
  status: number,
  contentType: string,
): z.ZodType | 'undeclared' | null {
  if (!responses || typeof responses !== 'object') return null;
  const map = responses as Record<string, unknown>;
  const entry = map[status] ?? map[`${String(status)[0]}xx`] ?? map.default;
  if (entry instanceof z.ZodType) return entry;
  const content = (entry as { content?: Record<string, { schema: unknown }> } | undefined)?.content;
  const schema = content?.[contentType.split(';')[0]!.trim()]?.schema;
  return schema instanceof z.ZodType ? schema : 'undeclared';
}

/** Where two JSON values first differ, as a path; null when they are equal. */
export function firstDifference(expected: unknown, actual: unknown, path = '$'): string | null {
  if (isDeepStrictEqual(expected, actual)) return null;
  if (expected && actual && typeof expected === 'object' && typeof actual === 'object') {
    const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
    for (const key of keys) {
      const found = firstDifference(
        (expected as Record<string, unknown>)[key],
        (actual as Record<string, unknown>)[key],
        `${path}.${key}`,
      );
      if (found) return found;
    }
  }
  return path;
}

/**
 * What is wrong with an answer, or null. What the handler gave must parse with the route's schema
 * and hold no key the schema does not declare (the serializer would drop it); what was sent must be
 * exactly that (the serializer must not have dropped or coerced anything).
 */
export function answerProblem(schema: z.ZodType, sent: unknown, handed: unknown = sent): string | null {
  const parsed = schema.safeParse(handed);
  if (!parsed.success) return `does not fit its schema: ${z.prettifyError(parsed.error)}`;
  const extra = firstDifference(handed, parsed.data);
  if (extra) return `holds what its schema does not declare, at ${extra}`;
  const changed = firstDifference(handed, sent);
  return changed ? `was changed by the serializer at ${changed}` : null;
}

const handedBodies = new WeakMap<FastifyRequest, unknown>();

function bodyOf(payload: unknown): unknown {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return undefined;
  try {
    return JSON.parse(payload.toString());
  } catch {
    return undefined;
  }
}

function check(request: FastifyRequest, reply: FastifyReply, payload: unknown): string | null {
  const contentType = String(reply.getHeader('content-type') ?? '');
  if (!contentType.startsWith('application/json')) return null;
  const schema = declaredSchema(request.routeOptions.schema?.response, reply.statusCode, contentType);
  if (schema === null) return null;
  if (schema === 'undeclared') return `answered ${reply.statusCode}, which its route does not declare`;
  const body = bodyOf(payload);
  if (body === undefined) return 'is not JSON';
  return answerProblem(schema, body, handedBodies.get(request));
}

/**
 * For tests (CHECK_RESPONSES): every JSON answer of a route is checked against the route's response
 * schema, so that a schema that would lose data fails the test that made the call. A failing answer
 * becomes a 500, and the reason goes to stderr.
 */
export const responseCheckPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (payload !== undefined) handedBodies.set(request, JSON.parse(JSON.stringify(payload)));
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const problem = check(request, reply, payload);
    if (!problem) return payload;
    const message = `response check: ${request.method} ${request.url} ${reply.statusCode} ${problem}`;
    process.stderr.write(`${message}\n`);
    throw new Error(message);
  });
});
