import { and, asc, count, eq, gt, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { CHAT_AGENT_MAX_OPEN_DEFAULT } from '@yaocai/domain/contracts/chat';
import type { ChatAgent } from '@yaocai/domain/contracts/chat-responses';
import { chinaDayOf } from '@yaocai/domain/validation/dates';
import type { Executor, Transaction } from '../../db/client.ts';
import { operatorsWith } from '../operators/operators.service.ts';
import { chatAgentPresence, chatAgents, chatConversations } from './chat.tables.ts';

/** Most waiting conversations handed out at once when an agent comes online. */
const QUEUE_HANDOUT_MAX = 50;

/** Agents have the desk open on this instance: their presence is kept fresh for `seconds`. */
export async function markPresent(
  db: Executor,
  instance: string,
  operatorIds: readonly number[],
  seconds: number,
): Promise<void> {
  if (operatorIds.length === 0) return;
  const freshUntil = sql`now() + make_interval(secs => ${seconds})`;
  await db
    .insert(chatAgents)
    .values(operatorIds.map((operatorId) => ({ operatorId, maxOpen: CHAT_AGENT_MAX_OPEN_DEFAULT })))
    .onConflictDoNothing();
  await db
    .insert(chatAgentPresence)
    .values(operatorIds.map((operatorId) => ({ operatorId, instance, freshUntil })))
    .onConflictDoUpdate({
      target: [chatAgentPresence.operatorId, chatAgentPresence.instance],
      set: { freshUntil },
    });
}

/** The agent's last desk on this instance closed. */
export async function markAbsent(db: Executor, instance: string, operatorId: number): Promise<void> {
  await db
    .delete(chatAgentPresence)
    .where(and(eq(chatAgentPresence.operatorId, operatorId), eq(chatAgentPresence.instance, instance)));
}

const online = sql`exists (select 1 from ${chatAgentPresence} p where p.operator_id = ${chatAgents.operatorId} and p.fresh_until > now())`;

/** Most agents tried for one conversation before it waits in the queue. */
const AGENTS_TRIED_MAX = 20;

/**
 * Hands a waiting conversation to the online agent assigned longest ago who answers fewer than their
 * cap, if any. The agent's row is locked (`skip locked`: one another transaction is handing a
 * conversation to is passed over), and only then are their conversations counted, in a statement of
 * its own, so that it sees every hand-out committed before the lock: a cap is never passed.
 * Returns the agent.
 */
export async function assignAgent(tx: Transaction, conversationId: number): Promise<number | null> {
  const tried: number[] = [];
  while (tried.length < AGENTS_TRIED_MAX) {
    const [agent] = await tx
      .select({ id: chatAgents.operatorId, maxOpen: chatAgents.maxOpen })
      .from(chatAgents)
      .where(
        and(
          online,
          tried.length > 0 ? notInArray(chatAgents.operatorId, tried) : undefined,
          sql`(select count(*) from ${chatConversations} c where c.agent_id = ${chatAgents.operatorId} and c.state = 'open') < ${chatAgents.maxOpen}`,
        ),
      )
      .orderBy(sql`${chatAgents.lastAssignedAt} asc nulls first`, asc(chatAgents.operatorId))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!agent) return null;
    const [held] = await tx
      .select({ n: count() })
      .from(chatConversations)
      .where(and(eq(chatConversations.agentId, agent.id), eq(chatConversations.state, 'open')));
    if ((held?.n ?? 0) >= agent.maxOpen) {
      tried.push(agent.id);
      continue;
    }
    const assigned = await tx
      .update(chatConversations)
      .set({ state: 'open', agentId: agent.id, autoAssigned: true })
      .where(
        and(
          eq(chatConversations.id, conversationId),
          eq(chatConversations.state, 'waiting'),
          isNull(chatConversations.agentId),
        ),
      )
      .returning({ id: chatConversations.id });
    if (assigned.length === 0) return null;
    await tx
      .update(chatAgents)
      .set({ lastAssignedAt: sql`clock_timestamp()` })
      .where(eq(chatAgents.operatorId, agent.id));
    return agent.id;
  }
  return null;
}

/**
 * Puts back in the queue what nobody will answer: conversations the desk's turn handed to an agent who
 * has since left the desk before answering, and open ones whose agent is gone.
 */
export async function requeueAbandoned(db: Executor): Promise<number> {
  const requeued = await db
    .update(chatConversations)
    .set({ state: 'waiting', agentId: null, autoAssigned: false })
    .where(
      and(
        eq(chatConversations.state, 'open'),
        isNull(chatConversations.firstReplyAt),
        or(
          isNull(chatConversations.agentId),
          and(
            eq(chatConversations.autoAssigned, true),
            sql`not exists (select 1 from ${chatAgentPresence} p where p.operator_id = ${chatConversations.agentId} and p.fresh_until > now())`,
          ),
        ),
      ),
    )
    .returning({ id: chatConversations.id });
  return requeued.length;
}

/**
 * Hands the waiting queue, longest waiting first, to the agents online while they have room, after
 * putting back what the agents who left did not answer.
 */
export async function handOutQueue(db: Executor): Promise<number> {
  await requeueAbandoned(db);
  let handed = 0;
  while (handed < QUEUE_HANDOUT_MAX) {
    const agent = await db.transaction(async (tx) => {
      const [waiting] = await tx
        .select({ id: chatConversations.id })
        .from(chatConversations)
        .where(and(eq(chatConversations.state, 'waiting'), isNull(chatConversations.agentId)))
        .orderBy(asc(chatConversations.waitingSince), asc(chatConversations.id))
        .limit(1)
        .for('update', { skipLocked: true });
      return waiting ? assignAgent(tx, waiting.id) : null;
    });
    if (agent === null) break;
    handed += 1;
  }
  return handed;
}

/** Everyone who may answer, with whether they are online, what they answer now and their cap. */
export async function chatAgentList(db: Executor): Promise<ChatAgent[]> {
  const people = await operatorsWith(db, 'chat.agent');
  if (people.length === 0) return [];
  const ids = people.map((person) => person.id);
  const [caps, present, loads] = await Promise.all([
    db.select().from(chatAgents).where(inArray(chatAgents.operatorId, ids)),
    db
      .selectDistinct({ id: chatAgentPresence.operatorId })
      .from(chatAgentPresence)
      .where(and(inArray(chatAgentPresence.operatorId, ids), gt(chatAgentPresence.freshUntil, sql`now()`))),
    db
      .select({ id: chatConversations.agentId, n: count() })
      .from(chatConversations)
      .where(and(inArray(chatConversations.agentId, ids), eq(chatConversations.state, 'open')))
      .groupBy(chatConversations.agentId),
  ]);
  const onlineIds = new Set(present.map((row) => row.id));
  return people.map((person) => ({
    id: person.id,
    name: person.name,
    online: onlineIds.has(person.id),
    open: loads.find((row) => row.id === person.id)?.n ?? 0,
    max_open: caps.find((row) => row.operatorId === person.id)?.maxOpen ?? CHAT_AGENT_MAX_OPEN_DEFAULT,
  }));
}

/** Sets how many conversations the agent is handed at most; returns what it was. */
export async function setAgentCap(tx: Transaction, operatorId: number, maxOpen: number): Promise<number> {
  const [before] = await tx
    .select({ maxOpen: chatAgents.maxOpen })
    .from(chatAgents)
    .where(eq(chatAgents.operatorId, operatorId))
    .for('update');
  await tx
    .insert(chatAgents)
    .values({ operatorId, maxOpen })
    .onConflictDoUpdate({ target: chatAgents.operatorId, set: { maxOpen } });
  return before?.maxOpen ?? CHAT_AGENT_MAX_OPEN_DEFAULT;
}

/** A buyer waits for an answer: queued, or handed to an agent who has not answered yet. */
const waitingForAnswer = sql`${chatConversations.waitingSince} is not null and ${chatConversations.state} <> 'closed'`;

/** The desk's day (China time): conversations started, the median wait for a first answer, buyers waiting. */
export async function deskFigures(db: Executor, now = new Date()) {
  const dayStart = new Date(`${chinaDayOf(now)}T00:00:00+08:00`);
  const [row] = await db
    .select({
      today: sql<number>`count(*) filter (where ${chatConversations.createdAt} >= ${dayStart})`.mapWith(
        Number,
      ),
      median: sql<
        string | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${chatConversations.firstReplyAt} - ${chatConversations.createdAt})) filter (where ${chatConversations.createdAt} >= ${dayStart} and ${chatConversations.firstReplyAt} is not null)`,
      waiting: sql<number>`count(*) filter (where ${waitingForAnswer})`.mapWith(Number),
    })
    .from(chatConversations)
    .where(sql`${chatConversations.createdAt} >= ${dayStart} or (${waitingForAnswer})`);
  return {
    today: row?.today ?? 0,
    median_first_response_seconds: row?.median == null ? null : Math.round(Number(row.median)),
    waiting: row?.waiting ?? 0,
  };
}

/** Whether any agent has the desk open now. */
export async function agentsOnline(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ id: chatAgentPresence.operatorId })
    .from(chatAgentPresence)
    .where(gt(chatAgentPresence.freshUntil, sql`now()`))
    .limit(1);
  return row !== undefined;
}
