import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import { tooManyRequests } from '@yaocai/domain/errors';
import type { Config } from '../../config.ts';
import { waitMinutes } from '../../plugins/rate-limit.ts';
import { forgiveAttempt, resetRateLimit } from '../../plugins/rate-limit-store.ts';

/** Password checks of one request: counted before the check, forgiven after a right password. */
export interface PasswordAttempts {
  /** Counts an attempt on this account from this source; 429 when over a limit, before any check. */
  take(account: string): Promise<void>;
  /**
   * The password was right: the account's count from this source starts again, and the source's
   * count across accounts takes this attempt back.
   */
  clear(account: string): Promise<void>;
}

/**
 * Login throttling with @fastify/rate-limit's counters (shared by every instance). Two limits:
 * per account and source together, with back-off, so a stranger failing on a buyer's phone number
 * only locks out the stranger's own address; and failures per source across accounts, so one
 * address cannot try a password on many accounts, while an office behind one address can still sign
 * all its buyers in. Counting before the check is what keeps parallel guesses to the limit. Logins
 * and password changes that name the current password share the per-account count.
 */
export function loginThrottle(
  app: FastifyInstance,
  limits: Config['login'],
): (request: FastifyRequest, reply: FastifyReply) => PasswordAttempts {
  const timeWindow = limits.lockMinutes * 60_000;
  const sourceKey = (request: FastifyRequest) => `login-source:${sourceOf(request)}`;
  const bySource = app.createRateLimit({ max: limits.maxFailuresPerIp, timeWindow, keyGenerator: sourceKey });
  // `createRateLimit()` limits name their own keys (the store adds no route to them), so the key
  // taken here is the key a right password clears.
  const accountKey = (request: FastifyRequest, account: string) => `login:${account}|${sourceOf(request)}`;
  // createRateLimit() accepts what a route's limit does (its types list less), back-off included.
  const accountLimit: RateLimitOptions = { max: limits.maxFailures, timeWindow, exponentialBackoff: true };
  const byAccount = (key: string) => app.createRateLimit({ ...accountLimit, keyGenerator: () => key });

  return (request, reply) => ({
    async take(account) {
      const source = await bySource(request);
      if (!source.isAllowed && source.isExceeded) {
        refuse(reply, source.ttl, `登录尝试过于频繁，请${waitMinutes(source.ttl)}分钟后再试`);
      }
      const own = await byAccount(accountKey(request, account))(request);
      if (!own.isAllowed && own.isExceeded) {
        refuse(reply, own.ttl, `登录失败次数过多，请${waitMinutes(own.ttl)}分钟后再试`);
      }
    },
    async clear(account) {
      await resetRateLimit(app.db, accountKey(request, account));
      await forgiveAttempt(app.db, sourceKey(request));
    },
  });
}

const sourceOf = (request: FastifyRequest): string => normalizeIP(request.ip);

function refuse(reply: FastifyReply, ttlMs: number, message: string): never {
  reply.header('retry-after', Math.ceil(ttlMs / 1000));
  throw tooManyRequests(message);
}
