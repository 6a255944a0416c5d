import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { sessions, users } from './accounts.tables.ts';
import { buyerAccess, type BuyerAccess } from './buyer-access.ts';

export const SESSION_COOKIE = 'sid';

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface SessionContext {
  ip: string;
  userAgent: string | undefined;
}

/** Opens a session and returns the token for the cookie; only its hash is stored. */
export async function createSession(
  db: Executor,
  userId: number,
  ttlDays: number,
  context: SessionContext,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlDays * 86_400_000);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt,
    ip: context.ip,
    userAgent: context.userAgent?.slice(0, 300),
  });
  return { token, expiresAt };
}

export interface SessionBuyer {
  userId: number;
  access: BuyerAccess;
  expiresAt: Date;
}

/**
 * The buyer behind a session token, with what the catalogue needs to know of them, in one query:
 * it runs on every signed-in request, hence also prepared.
 */
export async function findSessionBuyer(db: Executor, token: string): Promise<SessionBuyer | null> {
  const statement = prepared(db, 'find_session_buyer', (db, name) =>
    db
      .select({
        userId: users.id,
        status: users.status,
        businessScopes: users.businessScopes,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ tokenHash: hashToken(token) });
  if (!row) return null;
  return {
    userId: row.userId,
    access: buyerAccess(row.status, row.businessScopes),
    expiresAt: row.expiresAt,
  };
}

export async function deleteSession(db: Executor, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Signs the user out everywhere (a password change, which then opens a new session). */
export async function deleteUserSessions(db: Executor, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
