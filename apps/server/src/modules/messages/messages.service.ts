import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
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
