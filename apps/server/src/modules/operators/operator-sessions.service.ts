import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Permission } from '@yaocai/domain/contracts/admin';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { operators, operatorSessions, roles } from './operators.tables.ts';

/** The console's session cookie, apart from the buyers' `sid`: one browser may hold both. */
export const OPERATOR_SESSION_COOKIE = 'admin_sid';

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The operator behind a request, with what their role allows. */
export interface SignedInOperator {
  id: number;
  username: string;
  name: string;
  role: string;
  permissions: ReadonlySet<Permission>;
}

export async function createOperatorSession(
  db: Executor,
  operatorId: number,
  hours: number,
  context: { ip: string; userAgent: string | undefined },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + hours * 3_600_000);
  await db.insert(operatorSessions).values({
    tokenHash: hashToken(token),
    operatorId,
    expiresAt,
    ip: context.ip,
    userAgent: context.userAgent?.slice(0, 300),
  });
  return { token, expiresAt };
}

/** The active operator behind a session token, read with their role in one prepared query. */
export async function findSessionOperator(db: Executor, token: string): Promise<SignedInOperator | null> {
  const statement = prepared(db, 'find_session_operator', (db, name) =>
    db
      .select({
        id: operators.id,
        username: operators.username,
        name: operators.name,
        role: roles.name,
        permissions: roles.permissions,
      })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .innerJoin(roles, eq(roles.id, operators.roleId))
      .where(
        and(
          eq(operatorSessions.tokenHash, sql.placeholder('tokenHash')),
          gt(operatorSessions.expiresAt, sql`now()`),
          eq(operators.active, true),
        ),
      )
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ tokenHash: hashToken(token) });
  if (!row) return null;
  return { ...row, permissions: new Set(row.permissions as Permission[]) };
}

export async function deleteOperatorSession(db: Executor, token: string): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, hashToken(token)));
}

/** Ends every session of the operator (a password change, which then opens a new one). */
export async function deleteOperatorSessions(db: Executor, operatorId: number): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.operatorId, operatorId));
}
