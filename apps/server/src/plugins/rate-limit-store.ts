import { INT_MAX } from '@yaocai/domain/validation/numbers';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rateLimits } from './rate-limit.tables.ts';

/** What @fastify/rate-limit expects back from a store: the count in the window, and the ms left in it. */
export interface RateLimitCount {
  current: number;
  ttl: number;
}

/** The merged options @fastify/rate-limit hands to `child()` for each limit it sets up. */
interface LimitOptions {
  /** The route, for limits set in a route's config; empty for `createRateLimit()`. */
  routeInfo?: { method?: string | string[]; url?: string };
  /** Routes sharing a groupId share one count. */
  groupId?: string;
  exponentialBackoff?: boolean;
}

/** The longest a back-off makes anyone wait (unless the window itself is longer). */
const MAX_BACKOFF_MS = 3_600_000;
/** Past this many doublings the wait is at its cap anyway; keeps 2^n finite for a relentless caller. */
const MAX_DOUBLINGS = 30;

/**
 * A @fastify/rate-limit store on the database, so that every instance counts against the same
 * numbers (the library's own stores are in-process or Redis). Like its RedisStore, `child()` gives
 * each route (or group) its own key space, and with `exponentialBackoff` each attempt made while over
 * the limit pushes the window's end to now + window·2^(count−max−1), capped at an hour.
 */
export class DatabaseRateLimitStore {
  constructor(
    private readonly db: Executor,
    private readonly namespace = '',
    private readonly backoff = false,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: RateLimitCount) => void,
    timeWindow: number,
    max: number,
  ): void {
    countAttempt(this.db, this.namespace + key, timeWindow, max, this.backoff).then(
      (result) => callback(null, result),
      (error: Error) => callback(error),
    );
  }

  child(options: LimitOptions): DatabaseRateLimitStore {
    return new DatabaseRateLimitStore(this.db, namespaceOf(options), options.exponentialBackoff === true);
  }
}

function namespaceOf({ groupId, routeInfo }: LimitOptions): string {
  if (groupId !== undefined) return `${groupId}|`;
  if (!routeInfo?.url) return '';
  return `${[routeInfo.method].flat().join(',')} ${routeInfo.url}|`;
}

/**
 * One attempt under `key`, counted in one statement, so that parallel requests, on one instance or
 * many, each see a different count and no more than `max` of them get through.
 */
export async function countAttempt(
  db: Executor,
  key: string,
  windowMs: number,
  max: number,
  backoff: boolean,
): Promise<RateLimitCount> {
  const window = sql`(${windowMs}::double precision * interval '1 millisecond')`;
  const ended = sql`${rateLimits.windowEndsAt} <= now()`;
  const backedOff = sql`(least(${windowMs}::double precision
    * power(2, least(${rateLimits.count} - ${max}::integer, ${MAX_DOUBLINGS})),
    greatest(${MAX_BACKOFF_MS}::double precision, ${windowMs}::double precision)) * interval '1 millisecond')`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowEndsAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`,
        windowEndsAt: sql`case
          when ${ended} then now() + ${window}
          when ${backoff}::boolean and ${rateLimits.count} >= ${max}::integer then now() + ${backedOff}
          else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({
      current: rateLimits.count,
      // A parallel attempt whose transaction began before this window was opened would count a few
      // milliseconds more than the window from its own start: no wait is longer than the window,
      // unless the window was backed off.
      ttl: sql<number>`least(
        greatest(0, ceil(extract(epoch from ${rateLimits.windowEndsAt} - now()) * 1000)),
        case when ${backoff}::boolean and ${rateLimits.count} > ${max}::integer then ${INT_MAX}
          else ${windowMs}::double precision end)::integer`,
    });
  if (!row) throw new Error(`rate limit ${key} was not counted`);
  return row;
}

/** Forgets the count under `key` (a login that succeeded). Keys are the store's, namespace included. */
export async function resetRateLimit(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Takes back one attempt under `key` (a login that succeeded, from its address's count). */
export async function forgiveAttempt(db: Executor, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.count, 0), gt(rateLimits.windowEndsAt, sql`now()`)));
}

/** Rows whose window has ended count as absent; deleting them only keeps the table small. */
export async function deleteEndedRateLimits(db: Executor): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, sql`now()`));
}
