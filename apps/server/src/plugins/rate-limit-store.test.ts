import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import {
  countAttempt,
  DatabaseRateLimitStore,
  deleteEndedRateLimits,
  forgiveAttempt,
  resetRateLimit,
  type RateLimitCount,
} from './rate-limit-store.ts';
import { rateLimits } from './rate-limit.tables.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const MINUTE = 60_000;

describe('the shared rate-limit store', () => {
  it('gives parallel attempts one count each', async () => {
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => countAttempt(database.db, 'parallel', MINUTE, 5, false)),
    );
    expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    for (const { ttl } of counts) expect(ttl).toBeLessThanOrEqual(MINUTE);
  });

  it('starts again once the window has ended', async () => {
    await countAttempt(database.db, 'ended', MINUTE, 5, false);
    await countAttempt(database.db, 'ended', MINUTE, 5, false);
    await database.db
      .update(rateLimits)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, 'ended'));
    expect(await countAttempt(database.db, 'ended', MINUTE, 5, false)).toEqual({ current: 1, ttl: MINUTE });
  });

  it('keeps the window while over the limit, unless asked to back off, then doubles it up to an hour', async () => {
    const ttls = async (key: string, backoff: boolean) => {
      const seen: number[] = [];
      for (let i = 0; i < 9; i++) seen.push((await countAttempt(database.db, key, MINUTE, 2, backoff)).ttl);
      return seen;
    };
    for (const ttl of await ttls('plain', false)) expect(ttl).toBeLessThanOrEqual(MINUTE);
    expect((await ttls('backoff', true)).slice(2).map((ttl) => ttl / MINUTE)).toEqual([
      1, 2, 4, 8, 16, 32, 60,
    ]);
  });

  it('takes one attempt back, or forgets a key, and deletes only ended windows', async () => {
    await countAttempt(database.db, 'forgive', MINUTE, 5, false);
    await countAttempt(database.db, 'forgive', MINUTE, 5, false);
    await forgiveAttempt(database.db, 'forgive');
    expect(await countAttempt(database.db, 'forgive', MINUTE, 5, false)).toMatchObject({ current: 2 });
    await countAttempt(database.db, 'reset', MINUTE, 5, false);
    await countAttempt(database.db, 'live', MINUTE, 5, false);
    await resetRateLimit(database.db, 'reset');
    expect(await countAttempt(database.db, 'reset', MINUTE, 5, false)).toMatchObject({ current: 1 });
    await database.db
      .update(rateLimits)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, 'reset'));
    await deleteEndedRateLimits(database.db);
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).toContain('live');
    expect(keys).not.toContain('reset');
  });

  it('gives each route, or group of routes, its own keys, and leaves named limits their own', async () => {
    const root = new DatabaseRateLimitStore(database.db);
    const incr = (store: DatabaseRateLimitStore, key: string) =>
      new Promise<RateLimitCount>((resolve, reject) =>
        store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), MINUTE, 5),
      );
    await incr(root.child({ routeInfo: { method: 'GET', url: '/api/a' } }), '1.2.3.4');
    await incr(root.child({ routeInfo: { method: 'GET', url: '/api/b' }, groupId: 'g' }), '1.2.3.4g');
    await incr(root.child({ routeInfo: {} }), 'login:x|1.2.3.4');
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).toEqual(expect.arrayContaining(['GET /api/a|1.2.3.4', 'g|1.2.3.4g', 'login:x|1.2.3.4']));
  });
});
