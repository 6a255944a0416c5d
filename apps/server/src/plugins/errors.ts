import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Code, Message, type ApiBody } from '@yaocai/domain/codes';
import { DomainError } from '@yaocai/domain/errors';
import { csrfRefusal } from './csrf.ts';

const fail = (code: number, msg: string, errors?: Record<string, string[]>): ApiBody<null> =>
  errors ? { code, msg, data: null, errors } : { code, msg, data: null };

const clientErrorMessages: Record<number, string> = {
  400: Message.badRequest,
  404: Message.notFound,
  405: '请求方式不正确',
  413: Message.payloadTooLarge,
  415: '不支持的请求格式',
};

/** Maps every error to the spec's wire format in one place; 5xx answers never show internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const error = csrfRefusal(thrown) ?? thrown;
    if (error instanceof DomainError) {
      return reply.status(error.status).send(fail(error.code, error.message, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        (errors[field] ??= []).push(issue.message ?? '格式不正确');
      }
      const first = Object.values(errors)[0]?.[0] ?? '提交的内容有误';
      return reply.status(422).send(fail(Code.invalid, first, errors));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const msg =
        status === 429 ? '请求过于频繁，请稍后再试' : (clientErrorMessages[status] ?? Message.badRequest);
      return reply.status(status).send(fail(status, msg));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(fail(Code.serverError, Message.serverBusy));
  });
});
