import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { insertBuyer } from '../../testing/factories.ts';
import { sessions } from './accounts.tables.ts';

let t: TestApp | undefined;
afterEach(() => t?.close());

async function signedIn(app: TestApp) {
  const buyer = await insertBuyer(app.db);
  const browser = app.client();
  const login = await browser.post('/api/user/login', { username: buyer.phone, password: buyer.password });
  expect(login.body.code).toBe(10000);
  const sid = browser.cookie('sid') as string;
  /** A request carrying only this session cookie, as a replayed or stolen cookie would. */
  const baseWith = () => app.client().get('/api/user/base', { headers: { cookie: `sid=${sid}` } });
  return { buyer, browser, baseWith };
}

describe('session lookups reused for a few seconds, or until the database announces a change', () => {
  it('refuses a signed-out session at once on the instance that signed it out', async () => {
    t = await buildTestApp({ SESSION_CACHE_MS: '60000' });
    const { browser, baseWith } = await signedIn(t);
    expect((await baseWith()).body.code).toBe(10000);
    await browser.delete('/api/user/logout');
    expect((await baseWith()).body.code).toBe(10001);
  });

  it('refuses the other sessions at once after a password change', async () => {
    t = await buildTestApp({ SESSION_CACHE_MS: '60000' });
    const { buyer, baseWith } = await signedIn(t);
    expect((await baseWith()).body.code).toBe(10000);
    const other = t.client();
    await other.post('/api/user/login', { username: buyer.phone, password: buyer.password });
    const changed = await other.post('/api/user/resetPassword', {
      old_password: buyer.password,
      password: 'newsecret1',
    });
    expect(changed.body.code).toBe(10000);
    expect((await baseWith()).body.code).toBe(10001);
    expect((await other.get('/api/user/base')).body.code).toBe(10000);
  });

  it('refuses a session ended elsewhere as soon as the database announces it', async () => {
    t = await buildTestApp({ SESSION_CACHE_MS: '60000' });
    const { buyer, baseWith } = await signedIn(t);
    expect((await baseWith()).body.code).toBe(10000);
    await t.db.delete(sessions).where(eq(sessions.userId, buyer.id));
    await expect.poll(async () => (await baseWith()).body.code, { timeout: 3000, interval: 20 }).toBe(10001);
  });

  it('honours a session ended unannounced (a lost announcement) only until the cache period ends', async () => {
    // Long enough that a busy machine still answers the second call within it.
    t = await buildTestApp({ SESSION_CACHE_MS: '6000' });
    const { buyer, baseWith } = await signedIn(t);
    expect((await baseWith()).body.code).toBe(10000);
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.delete(sessions).where(eq(sessions.userId, buyer.id));
    });
    expect((await baseWith()).body.code).toBe(10000);
    await new Promise((resolve) => setTimeout(resolve, 6100));
    expect((await baseWith()).body.code).toBe(10001);
  });

  it('looks every request up when the cache is off', async () => {
    t = await buildTestApp({ SESSION_CACHE_MS: '0' });
    const { buyer, baseWith } = await signedIn(t);
    expect((await baseWith()).body.code).toBe(10000);
    await t.db.delete(sessions).where(eq(sessions.userId, buyer.id));
    expect((await baseWith()).body.code).toBe(10001);
  });
});
