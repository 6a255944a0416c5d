import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { configFrom } from '../config.ts';
import { createDevSmsProvider } from '../modules/accounts/sms/dev-sms-provider.ts';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { openTestDatabase } from '../testing/test-database.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

const notReady = (status: string) => ({ code: 503, msg: '服务暂不可用', data: { status } });

describe('/healthz', () => {
  it('answers that the process is alive, without any cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 10000, msg: 'success', data: { status: 'alive' } });
  });
});

describe('/readyz', () => {
  it('answers ready when the database answers and every migration is applied', async () => {
    // A stale session cookie, as a probe through a browser-like client might carry, changes nothing.
    const response = await t.app.inject({ method: 'GET', url: '/readyz', cookies: { sid: 'stale' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 10000, msg: 'success', data: { status: 'ready' } });
  });

  it('answers 503 while a migration this build ships is missing from the database', async () => {
    const [newest] = (
      (await t.db.execute(
        sql`delete from drizzle.__drizzle_migrations
            where id = (select max(id) from drizzle.__drizzle_migrations) returning hash, created_at`,
      )) as unknown as { rows: { hash: string; created_at: string }[] }
    ).rows;
    try {
      const response = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(notReady('migrations_pending'));
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${newest!.hash}, ${newest!.created_at})`,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('answers 503 when the database does not answer', async () => {
    const database = await openTestDatabase();
    const app = await buildApp(configFrom({ LOG_LEVEL: 'silent', ORDER_SWEEP_MINUTES: '0' }), {
      db: database.db,
      sms: createDevSmsProvider(() => undefined),
    });
    // On PostgreSQL the job runner's and the change feed's own connections would keep the test's
    // database from being dropped.
    await app.jobs.stop(1000);
    await app.changeFeed.close();
    await database.close();
    try {
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(notReady('database_unreachable'));
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers 503 from the first moment of a shutdown, while requests are still served', async () => {
    const other = await buildTestApp();
    try {
      const stopping = other.app.shutDown(200);
      const probe = await other.app.inject({ method: 'GET', url: '/readyz' });
      expect(probe.statusCode).toBe(503);
      expect(probe.json()).toEqual(notReady('shutting_down'));
      expect((await other.app.inject({ method: 'GET', url: '/api/global/site' })).statusCode).toBe(200);
      await stopping;
    } finally {
      await other.close();
    }
  });
});
