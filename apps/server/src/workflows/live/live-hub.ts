import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { ChatMessage, LiveServerFrame } from '@yaocai/domain/contracts/chat-responses';
import type { Change, LiveEvent } from '../../cache/change-feed.ts';
import type { Executor } from '../../db/client.ts';
import {
  buyerMessages,
  conversationRouting,
  liveMessages,
  type LiveChatMessage,
} from '../../modules/chat/chat.service.ts';

/** Who is at the other end: a signed-in buyer, or an operator at the service desk. */
export type LivePeer =
  | { kind: 'buyer'; userId: number; sessionToken: string }
  | { kind: 'desk'; operatorId: number; supervises: boolean; answers: boolean };

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
  #scheduled = false;

  constructor(
    private readonly db: Executor,
    private readonly log: FastifyBaseLogger,
    private readonly sessionStillValid: (token: string, userId: number) => Promise<boolean>,
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
    return () => this.#connections.delete(connection);
  }

  /** Pings every connection; drops those that did not answer the last ping. */
  heartbeat(): void {
    for (const connection of this.#connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        this.#connections.delete(connection);
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }

  /** A live event from the database, handled after those before it. */
  live(event: LiveEvent): void {
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
    for (const connection of this.#connections) this.#send(connection, { type: 'resync' });
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
    }
  }

  #tellMessage(live: LiveChatMessage): void {
    for (const connection of this.#connections) {
      const { peer } = connection;
      if (peer.kind === 'buyer') {
        if (peer.userId !== live.userId) continue;
        if (connection.pending) connection.pending.push(live);
        else this.#sendToBuyer(connection, live.message);
      } else if (peer.supervises || live.state === 'waiting' || live.agentId === peer.operatorId) {
        this.#send(connection, { type: 'chat.message', message: live.message });
      }
    }
  }

  async #tellConversation(id: number): Promise<void> {
    const conversation = await conversationRouting(this.db, id);
    if (!conversation) return;
    const frame: LiveServerFrame = {
      type: 'chat.conversation',
      conversation_id: id,
      state: conversation.state,
      agent_id: conversation.agentId,
    };
    for (const connection of this.#connections) {
      const { peer } = connection;
      if (peer.kind === 'desk' || peer.userId === conversation.userId) this.#send(connection, frame);
    }
  }

  /** A buyer's orders changed: their pages read them again, and the desk its counts to do. */
  #tellOrders(userId: number): void {
    for (const connection of this.#connections) {
      const { peer } = connection;
      if (peer.kind === 'desk') this.#send(connection, { type: 'todo' });
      else if (peer.userId === userId) this.#send(connection, { type: 'orders' });
    }
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
    if (await this.sessionStillValid(peer.sessionToken, peer.userId).catch(() => true)) return;
    connection.socket.close(4001, 'signed out');
    this.#connections.delete(connection);
  }

  #send(connection: Connection, frame: LiveServerFrame): void {
    if (connection.socket.readyState === connection.socket.OPEN)
      connection.socket.send(JSON.stringify(frame));
  }
}
