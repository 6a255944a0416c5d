import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The channel the database's triggers announce changes on (migration 0013). */
export const CHANGE_CHANNEL = 'cache_changes';

/** What the triggers announce, each with the id of the changed row, or `*` for a whole table. */
export const CHANGE_TOPICS = [
  'user',
  'session',
  'cart',
  'messages',
  'managers',
  'settings',
  'goods',
  'stock',
  'catalog',
] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

export interface Change {
  topic: ChangeTopic;
  /** The changed row's id (the buyer's, the goods item's), or null when any row may have changed. */
  key: number | null;
}

/** A 'topic:key' announcement, or null for one this version does not know. */
export function parseChange(payload: string): Change | null {
  const [topic, key] = payload.split(':');
  if (!(CHANGE_TOPICS as readonly string[]).includes(topic!)) return null;
  if (key === '*') return { topic: topic as ChangeTopic, key: null };
  const id = Number(key);
  return Number.isSafeInteger(id) ? { topic: topic as ChangeTopic, key: id } : null;
}

/**
 * The channel for what open pages are told as it happens (issue 32): `topic:id`, the id a chat
 * message's, a conversation's, the buyer's whose orders changed, or (`todo`) the row of a buyer, 求购 or
 * after-sale whose state changed the console's counts to do. Said only after the commit. Typing is
 * said at once and stored nowhere: `typing_buyer` by the buyer's id, `typing_agent` by the conversation's.
 */
export const LIVE_CHANNEL = 'live_events';
export const LIVE_TOPICS = ['chat', 'conversation', 'order', 'todo', 'typing_buyer', 'typing_agent'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

export interface LiveEvent {
  topic: LiveTopic;
  id: number;
}

/** A 'topic:id' live event, or null for one this version does not know. */
export function parseLiveEvent(payload: string): LiveEvent | null {
  const [topic, key] = payload.split(':');
  if (!(LIVE_TOPICS as readonly string[]).includes(topic!)) return null;
  const id = Number(key);
  return Number.isSafeInteger(id) && id > 0 ? { topic: topic as LiveTopic, id } : null;
}

export interface ChangeFeedEvents {
  change(change: Change): void;
  /** A live event (LIVE_CHANNEL), on the same connection. */
  live?(event: LiveEvent): void;
  /** Listening (again): anything announced while it was not is lost, so whatever was kept must go. */
  up(): void;
  /** Not listening: nothing kept can be trusted to be current until `up`. */
  down(error: Error): void;
}

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * Listens to the database's change announcements (docs/decisions/010-change-feed.md). On
 * PostgreSQL it holds one connection of its own outside the pool, and when that connection is lost
 * it says so and connects again, waiting longer after each failure; PGlite runs in this process and
 * cannot lose it.
 */
export class ChangeFeed {
  #closed = false;
  #stop: (() => Promise<void>) | null = null;
  #retry: NodeJS.Timeout | null = null;
  #retryMs = RETRY_FIRST_MS;

  constructor(
    private readonly client: PGlite | pg.Pool,
    private readonly events: ChangeFeedEvents,
  ) {}

  /** Resolves once listening, or, on PostgreSQL, after the first attempt failed (it keeps trying). */
  async start(): Promise<void> {
    if (this.client instanceof PGlite) {
      const unlisten = await this.client.listen(CHANGE_CHANNEL, (payload) => this.#deliver(payload));
      const unlistenLive = await this.client.listen(LIVE_CHANNEL, (payload) => this.#deliverLive(payload));
      this.#stop = async () => {
        await unlisten();
        await unlistenLive();
      };
      this.events.up();
      return;
    }
    await this.#connect(this.client);
  }

  /** Stops listening; the database may already be gone. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    if (this.#retry) clearTimeout(this.#retry);
    await this.#stop?.().catch(() => {});
  }

  #deliver(payload: string): void {
    const change = parseChange(payload);
    if (change) this.events.change(change);
  }

  #deliverLive(payload: string): void {
    const event = parseLiveEvent(payload);
    if (event) this.events.live?.(event);
  }

  async #connect(pool: pg.Pool): Promise<void> {
    const connection = new pg.Client(pool.options);
    let lost = false;
    const onLost = (error: Error) => {
      if (lost) return;
      lost = true;
      this.#stop = null;
      connection.end().catch(() => {});
      if (this.#closed) return;
      this.events.down(error);
      this.#retry = setTimeout(() => void this.#connect(pool), this.#retryMs);
      this.#retry.unref();
      this.#retryMs = Math.min(this.#retryMs * 2, RETRY_MAX_MS);
    };
    connection.on('error', onLost);
    connection.on('end', () => onLost(new Error('the change feed connection ended')));
    connection.on('notification', (message) => {
      if (!message.payload) return;
      if (message.channel === CHANGE_CHANNEL) this.#deliver(message.payload);
      else if (message.channel === LIVE_CHANNEL) this.#deliverLive(message.payload);
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN ${CHANGE_CHANNEL}; LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      onLost(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (this.#closed || lost) {
      await connection.end().catch(() => {});
      return;
    }
    this.#retryMs = RETRY_FIRST_MS;
    this.#stop = async () => {
      lost = true;
      await connection.end();
    };
    this.events.up();
  }
}
