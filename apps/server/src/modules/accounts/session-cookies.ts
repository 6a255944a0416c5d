import type { FastifyReply } from 'fastify';
import { SIGNED_IN_COOKIE } from '@yaocai/domain/contracts/kept-pages';
import { SESSION_COOKIE } from './sessions.service.ts';

export { SIGNED_IN_COOKIE };

export type CookieSecure = boolean | 'auto';

export function setSessionCookies(
  reply: FastifyReply,
  session: { token: string; expiresAt: Date },
  secure: CookieSecure,
): void {
  const options = { path: '/', sameSite: 'lax', secure, expires: session.expiresAt } as const;
  reply.setCookie(SESSION_COOKIE, session.token, { ...options, httpOnly: true });
  markSignedIn(reply, session.expiresAt, secure);
}

/** For a session opened before the mark existed, or whose mark the browser lost. */
export function markSignedIn(reply: FastifyReply, expiresAt: Date, secure: CookieSecure): void {
  reply.setCookie(SIGNED_IN_COOKIE, '1', { path: '/', sameSite: 'lax', secure, expires: expiresAt });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SIGNED_IN_COOKIE, { path: '/' });
}
