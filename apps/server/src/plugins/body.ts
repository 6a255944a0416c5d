import type { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import fp from 'fastify-plugin';
import qs from 'qs';
import { Code, Message } from '@yaocai/domain/codes';
import { DomainError } from '@yaocai/domain/errors';

const NESTED_LIMITS = { depth: 5, arrayLimit: 1000, parameterLimit: 2000 } as const;

/** Query strings with nested keys too (`?ids[]=1&ids[]=2`, as axios sends arrays). */
export const parseQueryString = (text: string): Record<string, unknown> => qs.parse(text, NESTED_LIMITS);

/**
 * Form bodies with nested keys (`ids[]=1`, `data[0][goods_id]=1`), as the spec's client sends them.
 * The limits keep a hostile body from growing huge objects.
 */
export const bodyPlugin = fp(async (app: FastifyInstance) => {
  await app.register(formbody, {
    parser: (body) => {
      try {
        return qs.parse(body, { ...NESTED_LIMITS, strictDepth: true });
      } catch {
        throw new DomainError(Code.badRequest, Message.badRequest, 400);
      }
    },
  });
  // Routes validate their body as an object; an empty POST counts as an empty form.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.body === null) request.body = {};
  });
});
