import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { messages } from './messages.tables.ts';

/** The buyer's unread messages as a subquery, for a read that shows the count with other facts. */
export const unreadMessageCountOf = (userId: SQLWrapper): SQL<number> =>
  sql<number>`(select count(*)::integer from ${messages} where ${messages.userId} = ${userId} and ${messages.readAt} is null)`;
