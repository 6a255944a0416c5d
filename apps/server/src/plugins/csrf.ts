import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import csrfProtection from '@fastify/csrf-protection';
import fp from 'fastify-plugin';
import { Code, Message } from '@yaocai/domain/codes';
import { DomainError } from '@yaocai/domain/errors';

/** The secret, out of the page's reach. */
const SECRET_COOKIE = '_csrf';
/** The token made from it, which the page reads and echoes in X-XSRF-TOKEN, as axios does by itself. */
const TOKEN_COOKIE = 'XSRF-TOKEN';
const TOKEN_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The errors @fastify/csrf-protection refuses a request with. */
const LIBRARY_REFUSALS = new Set(['FST_CSRF_MISSING_SECRET', 'FST_CSRF_INVALID_TOKEN']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false for calls that come from a payment gateway rather than a buyer's browser: they carry no
     * cookie, and each is authenticated by its own signature instead.
     */
    csrf?: boolean;
    /**
     * true for a call the web app makes as it starts (the site settings), which hands a browser its
     * CSRF pair like the shop's pages do.
     */
    csrfPair?: boolean;
  }
  interface FastifyReply {
    /** A new CSRF secret and token for this browser: on signing in and out, and a password change. */
    rotateCsrf(): void;
  }
}

interface CsrfOptions {
  allowedOrigins: string[];
  cookieSecure: boolean | 'auto';
}

/** The wire format's refusal, for @fastify/csrf-protection's errors and a foreign Origin alike. */
export const csrfRefusal = (error: FastifyError | DomainError): DomainError | null =>
  error instanceof DomainError || !LIBRARY_REFUSALS.has(error.code) ? null : refused();

const refused = () => new DomainError(Code.forbidden, Message.csrfRefused, 403);

/**
 * @fastify/csrf-protection with its secret in an httpOnly cookie and the token in a readable one.
 * Every request whose method may change something needs the token, whatever its path (encoded,
 * unknown, outside /api), unless its route opts out with `config: { csrf: false }`; and it must not
 * come from a foreign Origin (ALLOWED_ORIGINS lists the trusted others).
 */
export const csrfPlugin = fp(async (app: FastifyInstance, options: CsrfOptions) => {
  const cookie = { path: '/', sameSite: 'lax', secure: options.cookieSecure } as const;
  await app.register(csrfProtection, {
    cookieKey: SECRET_COOKIE,
    cookieOpts: { ...cookie, httpOnly: true },
    getToken: (request) => {
      const token = request.headers[TOKEN_HEADER];
      return typeof token === 'string' ? token : undefined;
    },
  });

  const issueToken = (reply: FastifyReply) =>
    reply.setCookie(TOKEN_COOKIE, reply.generateCsrf(), { ...cookie, httpOnly: false });
  // generateCsrf() keeps the secret the browser sent, so a new one needs that forgotten first.
  app.decorateReply('rotateCsrf', function (this: FastifyReply) {
    delete this.request.cookies[SECRET_COOKIE];
    issueToken(this);
  });

  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method)) {
      if (startsBrowsing(request) && (!request.cookies[SECRET_COOKIE] || !request.cookies[TOKEN_COOKIE])) {
        issueToken(reply);
      }
      return done();
    }
    if (request.routeOptions.config.csrf === false) return done();
    if (!isTrustedOrigin(request, options.allowedOrigins)) return done(refused());
    app.csrfProtection(request, reply, done);
  });
  // A browser whose token no longer fits its secret gets a new pair, so the reload the message asks
  // for does help.
  app.addHook('onError', async (_request, reply, error) => {
    if (csrfRefusal(error)) reply.rotateCsrf();
  });
});

/**
 * Where a browser starts: a page of the shop, or the call the web app makes as it starts. Only these
 * hand out a CSRF pair, so API reads (catalogue, search, a signed-in page's calls) skip making one.
 * A browser without a pair that sends a change anyway is refused and given one (the onError hook).
 */
function startsBrowsing(request: FastifyRequest): boolean {
  if (request.routeOptions.config.csrfPair === true) return true;
  return !request.url.startsWith('/api/') && !request.url.startsWith('/assets/');
}

export function isTrustedOrigin(request: FastifyRequest, allowedOrigins: string[]): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  return origin === `${request.protocol}://${request.host}` || allowedOrigins.includes(origin);
}
