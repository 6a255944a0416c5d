import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';
import { operators } from '../operators/operators.tables.ts';

/**
 * 在线客服: a buyer's conversation with the service desk, waiting until an agent picks it up, open while
 * answered, closed by an agent. A buyer has at most one that is not closed; what they write goes to it.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text({ enum: ['waiting', 'open', 'closed'] })
      .notNull()
      .default('waiting'),
    agentId: integer().references(() => operators.id, { onDelete: 'set null' }),
    /** The buyer's first message not yet answered by an agent; null when none waits. */
    waitingSince: timestamp({ withTimezone: true }),
    /** When an agent first answered: the desk's first-response time is this less `createdAt`. */
    firstReplyAt: timestamp({ withTimezone: true }),
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_conversations_one_unclosed_idx')
      .on(t.userId)
      .where(sql`${t.state} <> 'closed'`),
    index('chat_conversations_state_idx').on(t.state, t.lastMessageAt),
    index('chat_conversations_agent_idx').on(t.agentId, t.state),
    index('chat_conversations_user_idx').on(t.userId, t.id),
  ],
);

/**
 * What was written in a conversation. Each is stored before anyone is told of it, under a lock on its
 * conversation, so within a conversation (and so for its buyer) ids follow the order of the commits:
 * a reader asking for those after the last id it saw misses none.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial().primaryKey(),
    conversationId: integer()
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    /** The conversation's buyer, so their history across conversations is one indexed read. */
    userId: integer().notNull(),
    author: text({ enum: ['buyer', 'agent', 'system'] }).notNull(),
    operatorId: integer().references(() => operators.id, { onDelete: 'set null' }),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    index('chat_messages_user_idx').on(t.userId, t.id),
  ],
);
