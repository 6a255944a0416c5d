import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notLoggedIn } from '@yaocai/domain/errors';
import { findSessionUserId, SESSION_COOKIE } from '../modules/accounts/sessions.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in buyer, or null for a visitor. */
    userId: number | null;
    sessionToken: string | null;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in buyer (10001 otherwise). */
    requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

export const sessionPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('userId', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !request.url.startsWith('/api/')) return;
    request.userId = await findSessionUserId(app.db, token);
    if (request.userId !== null) request.sessionToken = token;
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
