import { and, count, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { messages } from './messages.tables.ts';

export async function countUnreadMessages(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)));
  return row?.n ?? 0;
}

/** The unread count as a subquery, for a read that shows it with other facts. */
export const unreadMessageCountOf = (userId: SQLWrapper): SQL<number> =>
  sql<number>`(select count(*)::integer from ${messages} where ${messages.userId} = ${userId} and ${messages.readAt} is null)`;
