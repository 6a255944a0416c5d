import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notLoggedIn } from '@yaocai/domain/errors';
import { visitorAccess, type BuyerAccess } from '../modules/accounts/buyer-access.ts';
import { SessionCache } from '../modules/accounts/session-cache.ts';
import { markSignedIn, SIGNED_IN_COOKIE, type CookieSecure } from '../modules/accounts/session-cookies.ts';
import { SESSION_COOKIE } from '../modules/accounts/sessions.service.ts';
import { FILES_PATHS } from '../modules/files/images.service.ts';

/** Where a buyer's session counts: the API, and private files (their own licence scans). */
const SIGNED_IN_PATHS = ['/api/', FILES_PATHS.private];

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in buyer, or null for a visitor. */
    userId: number | null;
    /** What the signed-in buyer may see and buy; a visitor's otherwise. */
    buyerAccess: BuyerAccess;
    sessionToken: string | null;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in buyer (10001 otherwise). */
    requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    sessions: SessionCache;
  }
}

export const sessionPlugin = fp(async (app: FastifyInstance, options: { cookieSecure: CookieSecure }) => {
  app.decorate('sessions', new SessionCache(app.db, app.caches));
  app.decorateRequest('userId', null);
  app.decorateRequest('sessionToken', null);
  // Reference values are set per request in the hook below; the decoration only reserves the slot.
  app.decorateRequest<BuyerAccess | null>('buyerAccess', null);
  app.addHook('onRequest', async (request, reply) => {
    request.buyerAccess = visitorAccess;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !SIGNED_IN_PATHS.some((path) => request.url.startsWith(path))) return;
    const buyer = await app.sessions.find(token);
    if (!buyer) return;
    request.userId = buyer.userId;
    request.buyerAccess = buyer.access;
    request.sessionToken = token;
    if (!request.cookies[SIGNED_IN_COOKIE]) markSignedIn(reply, buyer.expiresAt, options.cookieSecure);
  });
  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (request.userId === null) throw notLoggedIn();
  });
});

/** The signed-in buyer's id; only for handlers behind requireUser. */
export function currentUserId(request: FastifyRequest): number {
  if (request.userId === null) throw notLoggedIn();
  return request.userId;
}
