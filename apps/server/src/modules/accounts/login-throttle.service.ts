import { and, count, eq, gt, lt, or } from 'drizzle-orm';
import { tooManyRequests } from '@yaocai/domain/errors';
import type { Executor } from '../../db/client.ts';
import type { Config } from '../../config.ts';
import { loginFailures } from './accounts.tables.ts';

/** Refuses a login attempt while the account or the address has failed too often lately. */
export async function assertLoginAllowed(
  db: Executor,
  limits: Config['login'],
  username: string,
  ip: string,
): Promise<void> {
  const since = new Date(Date.now() - limits.lockMinutes * 60_000);
  const [byAccount] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.username, username), gt(loginFailures.createdAt, since)));
  const [byAddress] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since)));
  if ((byAccount?.n ?? 0) >= limits.maxFailures || (byAddress?.n ?? 0) >= limits.maxFailuresPerIp) {
    throw tooManyRequests(`登录失败次数过多，请${limits.lockMinutes}分钟后再试`);
  }
}

export async function recordLoginFailure(db: Executor, username: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ username, ip });
}

/** A successful login forgives the account's failures, and old rows go. */
export async function clearLoginFailures(
  db: Executor,
  limits: Config['login'],
  username: string,
): Promise<void> {
  const expired = new Date(Date.now() - limits.lockMinutes * 60_000);
  await db
    .delete(loginFailures)
    .where(or(eq(loginFailures.username, username), lt(loginFailures.createdAt, expired)));
}
