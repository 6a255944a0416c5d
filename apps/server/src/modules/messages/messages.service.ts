import { and, count, desc, eq, inArray, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { concurrently, type Executor } from '../../db/client.ts';
import { messages } from './messages.tables.ts';

/** The buyer's unread messages as a subquery, for a read that shows the count with other facts. */
export const unreadMessageCountOf = (userId: SQLWrapper): SQL<number> =>
  sql<number>`(select count(*)::integer from ${messages} where ${messages.userId} = ${userId} and ${messages.readAt} is null)`;

/** Sends a buyer a message (我的消息); in the caller's transaction, so it exists only if the change does. */
export async function sendMessage(
  db: Executor,
  userId: number,
  message: { title: string; content: string },
): Promise<void> {
  await db.insert(messages).values({ userId, title: message.title, content: message.content });
}

export interface MessageEntry {
  id: number;
  title: string;
  content: string;
  read_at: string | null;
  created_at: string;
}

/**
 * A buyer's messages a page at a time, newest first (the console's view), or unread first, then
 * newest (the buyer's 我的消息).
 */
export async function messagePage(
  db: Executor,
  userId: number,
  query: { page: number; page_size: number },
  order: 'newest' | 'unreadFirst' = 'newest',
): Promise<{ list: MessageEntry[]; total: number; page: number; page_size: number; unread: number }> {
  const [rows, [counted]] = await concurrently(
    db,
    () =>
      db
        .select()
        .from(messages)
        .where(eq(messages.userId, userId))
        .orderBy(
          ...(order === 'unreadFirst'
            ? [sql`${messages.readAt} is null desc`, desc(messages.id)]
            : [desc(messages.id)]),
        )
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
    () =>
      db
        .select({
          total: count(),
          unread: sql<number>`(count(*) filter (where ${messages.readAt} is null))::integer`,
        })
        .from(messages)
        .where(eq(messages.userId, userId)),
  );
  return {
    list: rows.map((row) => ({
      id: row.id,
      title: row.title,
      content: row.content,
      read_at: row.readAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
    unread: counted?.unread ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

/** Marks the buyer's own messages read (all of them without ids); another buyer's ids change nothing. */
export async function markMessagesRead(
  db: Executor,
  userId: number,
  ids: number[] | undefined,
): Promise<number> {
  await db
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(messages.userId, userId),
        isNull(messages.readAt),
        ...(ids === undefined ? [] : [inArray(messages.id, ids)]),
      ),
    );
  const [counted] = await db
    .select({ unread: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)));
  return counted?.unread ?? 0;
}
