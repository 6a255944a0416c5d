import { and, asc, count, desc, eq, gt, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  CHAT_MESSAGES,
  type AdminConversationsQuery,
  type ChatMessagesQuery,
} from '@yaocai/domain/contracts/chat';
import type { AdminConversation, ChatMessage } from '@yaocai/domain/contracts/chat-responses';
import type { Permission } from '@yaocai/domain/contracts/admin';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { conflict, forbidden, notFound } from '@yaocai/domain/errors';
import type { Executor, Transaction } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { isUniqueViolation } from '../accounts/accounts.service.ts';
import { operatorNames } from '../operators/operators.service.ts';
import type { MessageContent } from './chat-content.ts';
import { assignAgent } from './chat-desk.service.ts';
import { chatConversations, chatMessages } from './chat.tables.ts';

/** What the buyer is told when an agent closes their conversation. */
export const CLOSED_NOTE = '客服已结束本次会话，如需帮助请再次留言';

type MessageRow = typeof chatMessages.$inferSelect;

const toMessage = (row: MessageRow, names: Map<number, string>): ChatMessage => ({
  id: row.id,
  conversation_id: row.conversationId,
  author: row.author,
  author_name: row.author === 'agent' && row.operatorId ? (names.get(row.operatorId) ?? '') : '',
  text: row.text,
  attachment: row.attachment ?? null,
  created_at: row.createdAt.toISOString(),
});

/** Messages as the wire shows them, each agent's by their name. */
async function toMessages(db: Executor, rows: MessageRow[]): Promise<ChatMessage[]> {
  const agents = new Set(rows.flatMap((row) => (row.operatorId ? [row.operatorId] : [])));
  const names = await operatorNames(db, [...agents]);
  return rows.map((row) => toMessage(row, names));
}

/**
 * A page of messages matching `where`: those after `after_id`, oldest first; else the newest, or those
 * before `before_id`, returned oldest first. `has_more` says more remain the way the page was read.
 */
async function messagePage(db: Executor, where: SQL | undefined, query: ChatMessagesQuery) {
  const forward = query.after_id !== undefined;
  const bound =
    query.after_id !== undefined
      ? gt(chatMessages.id, query.after_id)
      : query.before_id !== undefined
        ? lt(chatMessages.id, query.before_id)
        : undefined;
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(where, bound))
    .orderBy(forward ? asc(chatMessages.id) : desc(chatMessages.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  if (!forward) page.reverse();
  return { list: await toMessages(db, page), has_more: rows.length > query.limit };
}

const unclosedOf = (userId: number) =>
  and(eq(chatConversations.userId, userId), ne(chatConversations.state, 'closed'));

/** The buyer's messages across their conversations, and the one not closed. */
export async function buyerMessages(db: Executor, userId: number, query: ChatMessagesQuery) {
  const [page, [conversation]] = await Promise.all([
    messagePage(db, eq(chatMessages.userId, userId), query),
    db
      .select({
        id: chatConversations.id,
        state: chatConversations.state,
        agent_read_id: chatConversations.agentReadId,
      })
      .from(chatConversations)
      .where(unclosedOf(userId)),
  ]);
  const conversationIds = [...new Set(page.list.map((message) => message.conversation_id))];
  const agentRead =
    conversationIds.length === 0
      ? []
      : await db
          .select({ conversation_id: chatConversations.id, agent_read_id: chatConversations.agentReadId })
          .from(chatConversations)
          .where(inArray(chatConversations.id, conversationIds));
  return { ...page, agent_read: agentRead, conversation: conversation ?? null };
}

/** The buyer's conversation that is not closed, locked, started if they have none. */
async function lockedUnclosedConversation(tx: Transaction, userId: number) {
  const find = () =>
    tx.select({ id: chatConversations.id }).from(chatConversations).where(unclosedOf(userId)).for('update');
  const [found] = await find();
  if (found) return found.id;
  const [started] = await tx
    .insert(chatConversations)
    .values({ userId })
    .onConflictDoNothing()
    .returning({ id: chatConversations.id });
  if (started) return started.id;
  // Another request of the same buyer started it a moment ago.
  const [theirs] = await find();
  return theirs!.id;
}

async function insertMessage(
  tx: Transaction,
  values: typeof chatMessages.$inferInsert,
): Promise<ChatMessage> {
  const [row] = await tx.insert(chatMessages).values(values).returning();
  return (await toMessages(tx, [row!]))[0]!;
}

interface RawMessage {
  id: number;
  conversation_id: number;
  user_id: number;
  author: MessageRow['author'];
  operator_id: number | null;
  text: string;
  attachment: MessageRow['attachment'];
  created_at: Date | string;
}

/**
 * A buyer's message into their conversation already open, in one statement: the update locks and
 * stamps the conversation's row before the message's id is drawn, so that within a conversation ids
 * follow the order of the commits. Null when the buyer has no conversation open.
 */
async function appendToOpenConversation(db: Executor, userId: number, { text, attachment }: MessageContent) {
  const result = await db.execute(sql`
    with c as (
      update ${chatConversations}
      set last_message_at = now(), waiting_since = coalesce(waiting_since, now())
      where user_id = ${userId} and state <> 'closed'
      returning id
    )
    insert into ${chatMessages} (conversation_id, user_id, author, text, attachment)
    select c.id, ${userId}, 'buyer', ${text}, ${attachment === null ? null : JSON.stringify(attachment)}::jsonb from c
    returning id, conversation_id, user_id, author, operator_id, text, attachment, created_at`);
  const [row] = (result as unknown as { rows: RawMessage[] }).rows;
  if (!row) return null;
  return toMessage(
    {
      id: row.id,
      conversationId: row.conversation_id,
      userId: row.user_id,
      author: row.author,
      operatorId: row.operator_id,
      text: row.text,
      attachment: row.attachment,
      createdAt: new Date(row.created_at),
    },
    new Map(),
  );
}

/**
 * What a buyer writes, stored in their conversation, or in a new one when none is open: that one is
 * started in a transaction holding its lock, and handed to an agent online with room, if any.
 */
export async function postBuyerMessage(
  db: Executor,
  userId: number,
  content: MessageContent,
): Promise<ChatMessage> {
  const appended = await appendToOpenConversation(db, userId, content);
  if (appended) return appended;
  return db.transaction(async (tx) => {
    const conversationId = await lockedUnclosedConversation(tx, userId);
    const message = await insertMessage(tx, { conversationId, userId, author: 'buyer', ...content });
    await tx
      .update(chatConversations)
      .set({
        lastMessageAt: sql`now()`,
        waitingSince: sql`coalesce(${chatConversations.waitingSince}, now())`,
      })
      .where(eq(chatConversations.id, conversationId));
    await assignAgent(tx, conversationId);
    return message;
  });
}

/** Who looks at the desk: an agent sees the queue and their own; a supervisor sees every conversation. */
export interface DeskViewer {
  operatorId: number;
  supervises: boolean;
}

const conversationColumns = {
  id: chatConversations.id,
  state: chatConversations.state,
  userId: chatConversations.userId,
  agentId: chatConversations.agentId,
  lastText: sql<string>`coalesce((select m.text from ${chatMessages} m where m.conversation_id = "chat_conversations"."id" order by m.id desc limit 1), '')`,
  lastMessageAt: chatConversations.lastMessageAt,
  waitingSince: chatConversations.waitingSince,
  createdAt: chatConversations.createdAt,
  closedAt: chatConversations.closedAt,
  buyerReadId: chatConversations.buyerReadId,
  agentReadId: chatConversations.agentReadId,
};

const selectConversations = (db: Executor) => db.select(conversationColumns).from(chatConversations);

type ConversationRow = Awaited<ReturnType<ReturnType<typeof selectConversations>['execute']>>[number];

/** A conversation as the desk lists it, before the console names its buyer. */
export type DeskConversation = Omit<AdminConversation, 'company' | 'phone'>;

/** Conversations as the wire shows them, each agent by their name. */
async function toConversations(db: Executor, rows: ConversationRow[]): Promise<DeskConversation[]> {
  const names = await operatorNames(db, [
    ...new Set(rows.flatMap((row) => (row.agentId ? [row.agentId] : []))),
  ]);
  return rows.map((row) => ({
    id: row.id,
    state: row.state,
    buyer_id: row.userId,
    agent_id: row.agentId,
    agent_name: row.agentId ? (names.get(row.agentId) ?? '') : '',
    last_text: row.lastText,
    last_message_at: row.lastMessageAt.toISOString(),
    waiting_since: row.waitingSince?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
    buyer_read_id: row.buyerReadId,
    agent_read_id: row.agentReadId,
  }));
}

/** What a viewer may see: a supervisor everything, an agent the waiting queue and their own. */
const visibleTo = (viewer: DeskViewer): SQL | undefined =>
  viewer.supervises
    ? undefined
    : or(eq(chatConversations.state, 'waiting'), eq(chatConversations.agentId, viewer.operatorId));

/** The desk's list: the waiting ones longest-waiting first, then the rest most recent first. */
export async function conversationPage(
  db: Executor,
  viewer: DeskViewer,
  query: AdminConversationsQuery,
  /** With a keyword: the buyers whose company or phone it matches, beside conversations whose words do. */
  matchingBuyers: readonly number[] = [],
): Promise<Paged<DeskConversation>> {
  const keyword = query.keyword ? `%${escapeLike(query.keyword)}%` : null;
  const where = and(
    visibleTo(viewer),
    query.state ? eq(chatConversations.state, query.state) : undefined,
    query.mine ? eq(chatConversations.agentId, viewer.operatorId) : undefined,
    keyword
      ? or(
          matchingBuyers.length > 0 ? inArray(chatConversations.userId, [...matchingBuyers]) : undefined,
          sql`exists (select 1 from ${chatMessages} m where m.conversation_id = "chat_conversations"."id" and m.text ilike ${keyword})`,
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectConversations(db)
      .where(where)
      .orderBy(
        sql`${chatConversations.state} = 'waiting' desc`,
        asc(chatConversations.waitingSince),
        desc(chatConversations.lastMessageAt),
        desc(chatConversations.id),
      )
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(chatConversations).where(where),
  ]);
  return {
    list: await toConversations(db, rows),
    total: total!.total,
    page: query.page,
    page_size: query.page_size,
  };
}

/** A conversation the viewer may see, or a refusal: 404 when there is none, 403 when another answers it. */
export async function visibleConversation(db: Executor, viewer: DeskViewer, id: number) {
  const [row] = await selectConversations(db).where(eq(chatConversations.id, id));
  if (!row) throw notFound(CHAT_MESSAGES.conversationNotFound);
  if (!viewer.supervises && row.state !== 'waiting' && row.agentId !== viewer.operatorId)
    throw forbidden(CHAT_MESSAGES.notYours);
  return (await toConversations(db, [row]))[0]!;
}

/** A conversation's messages as the desk reads them. */
export async function conversationMessages(
  db: Executor,
  viewer: DeskViewer,
  id: number,
  query: ChatMessagesQuery,
) {
  const conversation = await visibleConversation(db, viewer, id);
  return { conversation, ...(await messagePage(db, eq(chatMessages.conversationId, id), query)) };
}

/** The conversation locked for a change by `viewer`, refused when it is another agent's. */
async function lockedForDesk(tx: Transaction, viewer: DeskViewer, id: number) {
  const [row] = await tx.select().from(chatConversations).where(eq(chatConversations.id, id)).for('update');
  if (!row) throw notFound(CHAT_MESSAGES.conversationNotFound);
  if (!viewer.supervises && row.agentId !== null && row.agentId !== viewer.operatorId)
    throw forbidden(CHAT_MESSAGES.notYours);
  return row;
}

/**
 * An agent's answer. A waiting conversation is picked up by answering it; a closed one takes no more.
 * Returns the message and the conversation's buyer.
 */
export function replyToConversation(db: Executor, viewer: DeskViewer, id: number, text: string) {
  return db.transaction(async (tx) => {
    const conversation = await lockedForDesk(tx, viewer, id);
    if (conversation.state === 'closed') throw conflict(CHAT_MESSAGES.closed);
    const message = await insertMessage(tx, {
      conversationId: id,
      userId: conversation.userId,
      author: 'agent',
      operatorId: viewer.operatorId,
      text,
    });
    await tx
      .update(chatConversations)
      .set({
        state: 'open',
        agentId: conversation.agentId ?? viewer.operatorId,
        autoAssigned: false,
        waitingSince: null,
        firstReplyAt: sql`coalesce(${chatConversations.firstReplyAt}, now())`,
        lastMessageAt: sql`now()`,
      })
      .where(eq(chatConversations.id, id));
    return { message, buyerId: conversation.userId };
  });
}

/** What a change of state was made from, for the audit, and whose conversation it is. */
const changedFrom = (conversation: typeof chatConversations.$inferSelect) => ({
  before: { state: conversation.state, agent_id: conversation.agentId },
  buyerId: conversation.userId,
});

/** An agent takes a waiting conversation (or a supervisor takes any not closed) to answer it. */
export async function pickConversation(tx: Transaction, viewer: DeskViewer, id: number) {
  const conversation = await lockedForDesk(tx, viewer, id);
  if (conversation.state === 'closed') throw conflict(CHAT_MESSAGES.closed);
  await tx
    .update(chatConversations)
    .set({ state: 'open', agentId: viewer.operatorId, autoAssigned: false })
    .where(eq(chatConversations.id, id));
  return changedFrom(conversation);
}

/** An agent ends a conversation; the buyer is told, and what they write next starts another. */
export async function closeConversation(tx: Transaction, viewer: DeskViewer, id: number) {
  const conversation = await lockedForDesk(tx, viewer, id);
  if (conversation.state === 'closed') throw conflict(CHAT_MESSAGES.closed);
  await insertMessage(tx, {
    conversationId: id,
    userId: conversation.userId,
    author: 'system',
    text: CLOSED_NOTE,
  });
  await tx
    .update(chatConversations)
    .set({
      state: 'closed',
      agentId: conversation.agentId ?? viewer.operatorId,
      waitingSince: null,
      closedAt: sql`now()`,
      lastMessageAt: sql`now()`,
    })
    .where(eq(chatConversations.id, id));
  return changedFrom(conversation);
}

/** Hands a conversation not closed to another agent (who may answer: the caller checks). */
export async function transferConversation(tx: Transaction, viewer: DeskViewer, id: number, agentId: number) {
  const conversation = await lockedForDesk(tx, viewer, id);
  if (conversation.state === 'closed') throw conflict(CHAT_MESSAGES.closed);
  if (conversation.agentId === agentId) throw conflict(CHAT_MESSAGES.sameAgent);
  await tx
    .update(chatConversations)
    .set({ state: 'open', agentId, autoAssigned: false })
    .where(eq(chatConversations.id, id));
  return { ...changedFrom(conversation), after: { state: 'open', agent_id: agentId } };
}

/** A closed conversation opened again by the agent reopening it, unless its buyer has started another. */
export async function reopenConversation(tx: Transaction, viewer: DeskViewer, id: number) {
  const conversation = await lockedForDesk(tx, viewer, id);
  if (conversation.state !== 'closed') throw conflict(CHAT_MESSAGES.stillOpen);
  const reopened = await tx
    .update(chatConversations)
    .set({ state: 'open', agentId: viewer.operatorId, closedAt: null, autoAssigned: false })
    .where(
      and(
        eq(chatConversations.id, id),
        sql`not exists (select 1 from ${chatConversations} other where other.user_id = ${conversation.userId} and other.state <> 'closed')`,
      ),
    )
    .returning({ id: chatConversations.id })
    // One the buyer started a moment ago, not yet committed when this looked.
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return [];
      throw error;
    });
  if (reopened.length === 0) throw conflict(CHAT_MESSAGES.buyerHasOpen);
  return changedFrom(conversation);
}

/** Who is to hear of a message at once: its buyer, and the desk as the conversation stands. */
export interface LiveChatMessage {
  message: ChatMessage;
  userId: number;
  state: 'waiting' | 'open' | 'closed';
  agentId: number | null;
}

/** The messages by id, in the order asked, with their conversations' state and agent. */
export async function liveMessages(db: Executor, ids: readonly number[]): Promise<LiveChatMessage[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ message: chatMessages, state: chatConversations.state, agentId: chatConversations.agentId })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(inArray(chatMessages.id, [...ids]));
  const messages = await toMessages(
    db,
    rows.map((row) => row.message),
  );
  const byId = new Map(
    rows.map((row, index) => [
      row.message.id,
      { message: messages[index]!, userId: row.message.userId, state: row.state, agentId: row.agentId },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A conversation's buyer, state, agent and read marks, for telling those who follow it; null when gone. */
export async function conversationRouting(db: Executor, id: number) {
  const [row] = await db
    .select({
      userId: chatConversations.userId,
      state: chatConversations.state,
      agentId: chatConversations.agentId,
      buyerReadId: chatConversations.buyerReadId,
      agentReadId: chatConversations.agentReadId,
    })
    .from(chatConversations)
    .where(eq(chatConversations.id, id));
  return row ?? null;
}

/** Whether a buyer's private picture is one the desk sees: an operator at the desk, a message carrying it. */
export async function deskSeesPicture(
  db: Executor,
  url: string,
  permissions: ReadonlySet<Permission>,
): Promise<boolean> {
  if (!permissions.has('chat.agent') && !permissions.has('chat.supervise')) return false;
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        sql`${chatMessages.attachment} ->> 'type' = 'image'`,
        sql`(${chatMessages.attachment} ->> 'url') = ${url}`,
      ),
    )
    .limit(1);
  return !!row;
}

/** The buyer's conversation not closed, for telling its desk that they type; null when none. */
export async function unclosedRouting(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: chatConversations.id, state: chatConversations.state, agentId: chatConversations.agentId })
    .from(chatConversations)
    .where(unclosedOf(userId));
  return row ?? null;
}

/**
 * The buyer has seen their messages up to `lastId` (never past their newest, so that one yet to come
 * is not read before it is written).
 */
export async function markBuyerRead(db: Executor, userId: number, lastId: number): Promise<void> {
  // Each conversation's mark stops at its own newest message: a closed one settles once.
  const seen = sql`least(${lastId}::integer, (select max(m.id) from ${chatMessages} m where m.conversation_id = "chat_conversations"."id"))`;
  await db
    .update(chatConversations)
    .set({ buyerReadId: seen })
    .where(and(eq(chatConversations.userId, userId), sql`${chatConversations.buyerReadId} < ${seen}`));
}

/** The answering agent has seen the conversation up to `lastId` (a supervisor looking on does not count). */
export async function markAgentRead(
  db: Executor,
  viewer: DeskViewer,
  id: number,
  lastId: number,
): Promise<void> {
  const conversation = await visibleConversation(db, viewer, id);
  if (conversation.agent_id !== viewer.operatorId) return;
  const seen = sql`least(${lastId}::integer, (select max(m.id) from ${chatMessages} m where m.conversation_id = ${id}))`;
  await db
    .update(chatConversations)
    .set({ agentReadId: sql`greatest(${chatConversations.agentReadId}, ${seen})` })
    .where(and(eq(chatConversations.id, id), sql`${chatConversations.agentReadId} < ${seen}`));
}

/** What the desk and the shop wrote to the buyer that they have not seen yet. */
export async function buyerUnread(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(
      and(
        eq(chatMessages.userId, userId),
        ne(chatMessages.author, 'buyer'),
        sql`${chatMessages.id} > ${chatConversations.buyerReadId}`,
      ),
    );
  return row?.n ?? 0;
}
