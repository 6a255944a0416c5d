import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { ChatMessage, LiveServerFrame } from '@yaocai/domain/contracts/chat-responses';
import type { Change, LiveEvent } from '../../cache/change-feed.ts';
import type { Executor } from '../../db/client.ts';
import {
  buyerMessages,
  conversationRouting,
  liveMessages,
  unclosedRouting,
  type LiveChatMessage,
} from '../../modules/chat/chat.service.ts';

/**
 * Who is at the other end: a signed-in buyer, or an operator in the console (told of its counts to
 * do), who sees the service desk's conversations when they answer (`chat.agent`) or supervise.
 */
export type LivePeer =
  | { kind: 'buyer'; userId: number; sessionToken: string }
  | {
      kind: 'desk';
      operatorId: number;
      supervises: boolean;
      answers: boolean;
      /** An agent with the desk's page open: online, handed conversations in turn. */
      atDesk: boolean;
      sessionToken: string;
    };

/** What the hub asks of the rest of the server. */
export interface LiveHubServices {
  /** Whether a session is still signed in: a buyer's for that buyer, or an operator's. */
  buyerSessionValid(token: string, userId: number): Promise<boolean>;
  /** The operator behind a console session and what they may do at the desk; null once it has ended. */
  operatorOf(token: string): Promise<{ answers: boolean; supervises: boolean } | null>;
  /** The agents with the desk open on this instance, kept online (called at each heartbeat). */
  agentsPresent(operatorIds: readonly number[]): Promise<void>;
  /** An agent's last desk on this instance closed. */
  agentAbsent(operatorId: number): Promise<void>;
}

/** What a console session's operator may do at the desk; null when it has ended, undefined when unknown. */
type OperatorCheck = { answers: boolean; supervises: boolean } | null | undefined;

const seesChats = (peer: LivePeer) => peer.kind === 'desk' && (peer.answers || peer.supervises);

interface Connection {
  socket: WebSocket;
  peer: LivePeer;
  /** A buyer's last chat message sent, so none goes twice and none out of order. */
  lastSentId: number;
  /** While a buyer's missed messages are being sent, the new ones wait here. */
  pending: LiveChatMessage[] | null;
  /** Answered the last ping. */
  alive: boolean;
}

/** Most missed messages sent on connecting; past them the page is told to read again. */
const RESUME_MAX = 1000;
const RESUME_PAGE = 100;

/**
 * The open live connections of this instance, and what they are told. Events arrive from the
 * database (every instance hears every commit's) in commit order and are handled one batch after
 * another, so a buyer's messages reach them in the order they were stored.
 */
export class LiveHub {
  readonly #connections = new Set<Connection>();
  #events: LiveEvent[] = [];
  #draining: Promise<void> = Promise.resolve();
  /** The presence writes, one after another; the agents last marked online from here. */
  #presence: Promise<void> = Promise.resolve();
  #present = new Set<number>();
  #scheduled = false;

  constructor(
    private readonly db: Executor,
    private readonly log: FastifyBaseLogger,
    private readonly services: LiveHubServices,
  ) {}

  get size(): number {
    return this.#connections.size;
  }

  /** Follows a connection; a buyer first gets what they missed after `afterId`, then what comes. */
  add(socket: WebSocket, peer: LivePeer, afterId: number | undefined): () => void {
    const connection: Connection = {
      socket,
      peer,
      lastSentId: afterId ?? 0,
      pending: peer.kind === 'buyer' && afterId !== undefined ? [] : null,
      alive: true,
    };
    this.#connections.add(connection);
    socket.on('pong', () => {
      connection.alive = true;
    });
    if (connection.pending) void this.#resume(connection);
    else this.#send(connection, { type: 'ready' });
    if (peer.kind === 'desk' && peer.atDesk) this.#syncPresence();
    return () => this.#drop(connection);
  }

  #drop(connection: Connection): void {
    if (!this.#connections.delete(connection)) return;
    if (connection.peer.kind === 'desk' && connection.peer.atDesk) this.#syncPresence();
  }

  /**
   * Pings every connection and drops those that did not answer the last ping; closes the desks of
   * operators signed out since; keeps the agents here online.
   */
  heartbeat(): void {
    // One check per console session, however many of its pages are open.
    const sessions = new Map<string, Promise<OperatorCheck>>();
    for (const connection of this.#connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        this.#drop(connection);
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
      const { peer } = connection;
      if (peer.kind !== 'desk') continue;
      if (!sessions.has(peer.sessionToken))
        sessions.set(
          peer.sessionToken,
          this.services.operatorOf(peer.sessionToken).catch(() => undefined),
        );
      void this.#checkOperator(connection, sessions.get(peer.sessionToken)!);
    }
    this.#syncPresence();
  }

  /**
   * Tells the database which agents have the desk open here, in order: each write is queued behind
   * the last and reads the connections as they are when it runs, so a late write never brings back
   * an agent who has left. Agents who left are marked away; those here are kept fresh.
   */
  #syncPresence(): void {
    this.#presence = this.#presence.then(async () => {
      const here = new Set<number>();
      for (const { peer } of this.#connections)
        if (peer.kind === 'desk' && peer.atDesk) here.add(peer.operatorId);
      try {
        for (const gone of this.#present) if (!here.has(gone)) await this.services.agentAbsent(gone);
        this.#present = here;
        if (here.size > 0) await this.services.agentsPresent([...here]);
      } catch (error) {
        this.log.error({ err: error }, 'the desk’s agents could not be marked');
      }
    });
  }

  /** A live event from the database, handled after those before it. */
  live(event: LiveEvent): void {
    // Nobody here to tell: nothing is read (a page connecting later reads what it missed itself).
    if (this.#connections.size === 0) return;
    this.#events.push(event);
    if (this.#scheduled) return;
    this.#scheduled = true;
    // The events of one tick are read together; batches are handled one after another.
    setImmediate(() => {
      this.#scheduled = false;
      const batch = this.#events;
      this.#events = [];
      this.#draining = this.#draining
        .then(() => this.#handle(batch))
        .catch((error: unknown) => {
          this.log.error({ err: error }, 'live events could not be sent');
          this.resync();
        });
    });
  }

  /** An announcement of the change feed: badges to read again, sessions to check. */
  change(change: Change): void {
    if (change.key === null) return;
    const buyers = [...this.#connections].filter(
      (connection) => connection.peer.kind === 'buyer' && connection.peer.userId === change.key,
    );
    if (buyers.length === 0) return;
    if (change.topic === 'cart' || change.topic === 'messages') {
      for (const connection of buyers) this.#send(connection, { type: change.topic });
    } else if (change.topic === 'session' || change.topic === 'user') {
      for (const connection of buyers) void this.#checkSession(connection);
    }
  }

  /** Events were lost while the feed was down: every page reads what it shows again. */
  resync(): void {
    const resync = new WrittenFrame({ type: 'resync' });
    for (const connection of this.#connections) this.#send(connection, resync);
  }

  /** Sends a frame to one connection (an answer to what it sent). */
  reply(socket: WebSocket, frame: LiveServerFrame): void {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  }

  async #handle(events: LiveEvent[]): Promise<void> {
    for (let start = 0; start < events.length;) {
      // Consecutive chat messages in one read, in the order they were announced.
      let end = start;
      while (end < events.length && events[end]!.topic === 'chat') end++;
      if (end > start) {
        const messages = await liveMessages(
          this.db,
          events.slice(start, end).map((event) => event.id),
        );
        for (const message of messages) this.#tellMessage(message);
        start = end;
        continue;
      }
      const event = events[start++]!;
      if (event.topic === 'conversation') await this.#tellConversation(event.id);
      else if (event.topic === 'order') this.#tellOrders(event.id);
      else if (event.topic === 'todo') this.#tellConsoles();
      else if (event.topic === 'typing_buyer') await this.#tellBuyerTyping(event.id);
      else if (event.topic === 'typing_agent') await this.#tellAgentTyping(event.id);
    }
  }

  #tellMessage(live: LiveChatMessage): void {
    const toDesk = new WrittenFrame({ type: 'chat.message', message: live.message });
    for (const connection of this.#connections) {
      const { peer } = connection;
      if (peer.kind === 'buyer') {
        if (peer.userId !== live.userId) continue;
        if (connection.pending) connection.pending.push(live);
        else this.#sendToBuyer(connection, live.message);
      } else if (
        seesChats(peer) &&
        (peer.supervises || live.state === 'waiting' || live.agentId === peer.operatorId)
      ) {
        this.#send(connection, toDesk);
      }
    }
  }

  async #tellConversation(id: number): Promise<void> {
    const conversation = await conversationRouting(this.db, id);
    if (!conversation) return;
    const frame = new WrittenFrame({
      type: 'chat.conversation',
      conversation_id: id,
      state: conversation.state,
      agent_id: conversation.agentId,
      buyer_read_id: conversation.buyerReadId,
      agent_read_id: conversation.agentReadId,
    });
    for (const connection of this.#connections) {
      const { peer } = connection;
      if (peer.kind === 'desk' ? seesChats(peer) : peer.userId === conversation.userId)
        this.#send(connection, frame);
    }
  }

  /** A buyer types: the desk that sees their conversation is told. */
  async #tellBuyerTyping(userId: number): Promise<void> {
    const conversation = await unclosedRouting(this.db, userId);
    if (!conversation) return;
    const frame = new WrittenFrame({
      type: 'chat.typing',
      conversation_id: conversation.id,
      author: 'buyer',
    });
    for (const connection of this.#connections) {
      const { peer } = connection;
      if (
        seesChats(peer) &&
        peer.kind === 'desk' &&
        (peer.supervises || conversation.state === 'waiting' || conversation.agentId === peer.operatorId)
      )
        this.#send(connection, frame);
    }
  }

  /** An agent types in a conversation: its buyer is told. */
  async #tellAgentTyping(conversationId: number): Promise<void> {
    const conversation = await conversationRouting(this.db, conversationId);
    if (!conversation) return;
    const frame = new WrittenFrame({ type: 'chat.typing', conversation_id: conversationId, author: 'agent' });
    for (const connection of this.#connections)
      if (connection.peer.kind === 'buyer' && connection.peer.userId === conversation.userId)
        this.#send(connection, frame);
  }

  /** A buyer's orders changed: their pages read them again, and the console its counts to do. */
  #tellOrders(userId: number): void {
    const todo = new WrittenFrame({ type: 'todo' });
    for (const connection of this.#connections) {
      const { peer } = connection;
      if (peer.kind === 'desk') this.#send(connection, todo);
      else if (peer.userId === userId) this.#send(connection, { type: 'orders' });
    }
  }

  #tellConsoles(): void {
    const todo = new WrittenFrame({ type: 'todo' });
    for (const connection of this.#connections)
      if (connection.peer.kind === 'desk') this.#send(connection, todo);
  }

  #sendToBuyer(connection: Connection, message: ChatMessage): void {
    if (message.id <= connection.lastSentId) return;
    connection.lastSentId = message.id;
    this.#send(connection, { type: 'chat.message', message });
  }

  async #resume(connection: Connection): Promise<void> {
    const { peer } = connection;
    if (peer.kind !== 'buyer') return;
    try {
      let sent = 0;
      for (;;) {
        const page = await buyerMessages(this.db, peer.userId, {
          after_id: connection.lastSentId,
          limit: RESUME_PAGE,
        });
        for (const message of page.list) this.#sendToBuyer(connection, message);
        sent += page.list.length;
        if (!page.has_more) break;
        if (sent >= RESUME_MAX) {
          this.#send(connection, { type: 'resync' });
          break;
        }
      }
    } catch (error) {
      this.log.error({ err: error }, 'missed chat messages could not be sent');
      this.#send(connection, { type: 'resync' });
    }
    const waiting = connection.pending ?? [];
    connection.pending = null;
    for (const live of waiting) this.#sendToBuyer(connection, live.message);
    this.#send(connection, { type: 'ready' });
  }

  async #checkSession(connection: Connection): Promise<void> {
    const { peer } = connection;
    if (peer.kind !== 'buyer') return;
    if (await this.services.buyerSessionValid(peer.sessionToken, peer.userId).catch(() => true)) return;
    connection.socket.close(4001, 'signed out');
    this.#drop(connection);
  }

  /**
   * A console connection whose session has ended is closed (4001); one whose operator's desk
   * permissions changed is closed for the page to connect again with what they may do now (4003).
   * When the check itself fails (undefined), the connection stays.
   */
  async #checkOperator(connection: Connection, check: Promise<OperatorCheck>): Promise<void> {
    const { peer } = connection;
    if (peer.kind !== 'desk') return;
    const now = await check;
    if (now === undefined) return;
    if (now === null) connection.socket.close(4001, 'signed out');
    else if (now.answers !== peer.answers || now.supervises !== peer.supervises)
      connection.socket.close(4003, 'permissions changed');
    else return;
    this.#drop(connection);
  }

  /** Sends a frame, or one already written out (the same to many connections is written once). */
  #send(connection: Connection, frame: LiveServerFrame | WrittenFrame): void {
    if (connection.socket.readyState !== connection.socket.OPEN) return;
    const written = frame instanceof WrittenFrame ? frame : new WrittenFrame(frame);
    connection.socket.send(written.bytes, { binary: false });
  }
}

/** A frame as it goes on the wire, written out on first use and then sent as it is to each connection. */
class WrittenFrame {
  #bytes: Buffer | undefined;
  constructor(private readonly frame: LiveServerFrame) {}
  get bytes(): Buffer {
    this.#bytes ??= Buffer.from(JSON.stringify(this.frame));
    return this.#bytes;
  }
}
