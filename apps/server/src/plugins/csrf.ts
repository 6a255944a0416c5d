import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Code, Message } from '@yaocai/domain/codes';
import { DomainError } from '@yaocai/domain/errors';

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Calls from a payment gateway, not from a buyer's browser: they carry no cookie, and each is
 * authenticated by its own signature instead.
 */
const GATEWAY_PREFIXES = ['/api/pay/notify/', '/api/pay/sandbox/'];

interface CsrfOptions {
  allowedOrigins: string[];
  cookieSecure: boolean | 'auto';
}

/**
 * Double-submit CSRF defence, the convention axios follows: a readable XSRF-TOKEN cookie whose value
 * must come back in the X-XSRF-TOKEN header of every state-changing request; a foreign Origin is refused.
 */
export const csrfPlugin = fp(async (app: FastifyInstance, options: CsrfOptions) => {
  app.addHook('onRequest', async (request, reply) => {
    const cookieToken = request.cookies[XSRF_COOKIE];
    if (!cookieToken) {
      reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        secure: options.cookieSecure,
        httpOnly: false,
      });
    }
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (GATEWAY_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
    if (
      !isTrustedOrigin(request, options.allowedOrigins) ||
      !tokensMatch(cookieToken, request.headers[XSRF_HEADER])
    ) {
      throw new DomainError(Code.forbidden, Message.csrfRefused, 403);
    }
  });
});

function isTrustedOrigin(request: FastifyRequest, allowedOrigins: string[]): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  return origin === `${request.protocol}://${request.host}` || allowedOrigins.includes(origin);
}

function tokensMatch(cookieToken: string | undefined, header: string | string[] | undefined): boolean {
  if (!cookieToken || typeof header !== 'string') return false;
  const a = Buffer.from(cookieToken);
  const b = Buffer.from(header);
  return a.length === b.length && timingSafeEqual(a, b);
}
