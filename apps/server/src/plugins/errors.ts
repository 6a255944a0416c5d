import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Code, Message, type ApiBody } from '@yaocai/domain/codes';
import { DomainError } from '@yaocai/domain/errors';
import { isDatabaseUnavailable } from '../db/connection-loss.ts';
import { csrfRefusal } from './csrf.ts';

/** Seconds a client is asked to wait before trying again while the database cannot be reached. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

const fail = (code: number, msg: string, errors?: Record<string, string[]>): ApiBody<null> =>
  errors ? { code, msg, data: null, errors } : { code, msg, data: null };

const clientErrorMessages: Record<number, string> = {
  400: Message.badRequest,
  404: Message.notFound,
  405: '请求方式不正确',
  408: Message.timeout,
  413: Message.payloadTooLarge,
  414: '请求地址过长',
  415: '不支持的请求格式',
  429: '请求过于频繁，请稍后再试',
  431: '请求头过大',
};

/** The wire body of an HTTP error that carries no message of its own: the status is the code. */
export const wireError = (status: number): ApiBody<null> =>
  status >= 500
    ? fail(Code.serverError, Message.serverBusy)
    : fail(status, clientErrorMessages[status] ?? Message.badRequest);

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
    if (status >= 400 && status < 500) return reply.status(status).send(wireError(status));
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(Code.unavailable)
        .header('retry-after', UNAVAILABLE_RETRY_AFTER_SECONDS)
        .send(fail(Code.unavailable, Message.unavailable));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(wireError(500));
  });
});

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (400), a path parameter over its
 * length limit (414). These never reach a route, so the error handler above does not see them.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
  void reply.status(status).send(wireError(status));
}

/**
 * Fastify's `clientErrorHandler`: requests Node's HTTP parser refuses before Fastify sees them, such as
 * headers over the size limit (431) or a malformed request line (400). Only the raw socket is left.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(wireError(status));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'content-type: application/json; charset=utf-8\r\n' +
        `content-length: ${Buffer.byteLength(body)}\r\n` +
        'connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
