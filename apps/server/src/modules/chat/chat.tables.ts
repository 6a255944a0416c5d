import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ChatAttachment } from '@yaocai/domain/contracts/chat-responses';
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
    /** The last message id the buyer has seen, and the last the answering agent has: read receipts. */
    buyerReadId: integer().notNull().default(0),
    agentReadId: integer().notNull().default(0),
    /**
     * Handed to its agent by the desk's turn, not picked or transferred: it goes back to the queue
     * if the agent leaves the desk before answering.
     */
    autoAssigned: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('chat_conversations_one_unclosed_idx')
      .on(t.userId)
      .where(sql`${t.state} <> 'closed'`),
    index('chat_conversations_state_idx').on(t.state, t.lastMessageAt),
    index('chat_conversations_agent_idx').on(t.agentId, t.state),
    index('chat_conversations_user_idx').on(t.userId, t.id),
    index('chat_conversations_created_idx').on(t.createdAt),
    index('chat_conversations_waiting_idx')
      .on(t.waitingSince)
      .where(sql`${t.waitingSince} is not null`),
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
    /** The message in words; for a picture or a card, what it is (lists show it, search finds it). */
    text: text().notNull(),
    attachment: jsonb().$type<ChatAttachment>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    index('chat_messages_user_idx').on(t.userId, t.id),
    // Whether the desk may see a private picture: one that a message carries.
    index('chat_messages_picture_idx')
      .on(sql`(${t.attachment} ->> 'url')`)
      .where(sql`${t.attachment} ->> 'type' = 'image'`),
  ],
);

/** 快捷回复: answers the desk keeps for the questions buyers ask most, inserted with one click. */
export const chatCannedReplies = pgTable('chat_canned_replies', {
  id: serial().primaryKey(),
  title: text().notNull(),
  text: text().notNull(),
  sort: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * An agent of the desk, as conversations are handed out: at most `maxOpen` conversations open at a
 * time, and the one assigned longest ago is next.
 */
export const chatAgents = pgTable('chat_agents', {
  operatorId: integer()
    .primaryKey()
    .references(() => operators.id, { onDelete: 'cascade' }),
  maxOpen: integer().notNull(),
  lastAssignedAt: timestamp({ withTimezone: true }),
});

/**
 * Where an agent has the desk open: a row per agent and server instance, kept fresh by that
 * instance while the connection lasts and deleted when it ends. An agent is online while a row of
 * theirs is fresh; an instance that dies leaves rows that go stale on their own.
 */
export const chatAgentPresence = pgTable(
  'chat_agent_presence',
  {
    operatorId: integer()
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    instance: text().notNull(),
    freshUntil: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.instance] })],
);
