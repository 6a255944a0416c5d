import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresTestDatabase } from '../testing/test-database.ts';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.ts';
import { connectionsOf, openDatabase, type DatabaseHandle } from './client.ts';
import { isDatabaseUnavailable, TransactionIdleError } from './connection-loss.ts';

const IDLE_MS = 300;
const forEver = () => new Promise<never>(() => {});

const one = async (handle: DatabaseHandle) =>
  ((await handle.db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] }).rows[0]!.one;

describe('the connections of a database handle', () => {
  it("are one on the embedded database and the pool's size on PostgreSQL, whatever the config says", async () => {
    const embedded = await openDatabase({ kind: 'pglite', dataDir: null });
    // A pool is not connected until asked: no server is needed to count it.
    const pooled = await openDatabase({
      kind: 'postgres',
      url: 'postgres://nobody@127.0.0.1:1/none',
      poolMax: 7,
    });
    try {
      expect([connectionsOf(embedded.db), connectionsOf(pooled.db)]).toEqual([1, 7]);
    } finally {
      await Promise.all([embedded.close(), pooled.close()]);
    }
  });
});

describe('a transaction left idle on the embedded database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dataDir: null, idleInTransactionMs: IDLE_MS });
    await handle.db.execute(sql`create table t (n integer)`);
  });
  afterAll(() => handle?.close());

  it('is rolled back after the deadline, and every other query goes on', async () => {
    const began = Date.now();
    const stuck = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (1)`);
      await forEver();
    });
    await expect(stuck).rejects.toBeInstanceOf(TransactionIdleError);
    expect(Date.now() - began).toBeLessThan(IDLE_MS * 5);
    expect(await one(handle)).toBe(1);
    const { rows } = (await handle.db.execute(sql`select count(*)::integer as n from t`)) as unknown as {
      rows: { n: number }[];
    };
    expect(rows[0]!.n, 'the stuck transaction wrote nothing').toBe(0);
    expect(isDatabaseUnavailable(await stuck.catch((error: unknown) => error))).toBe(true);
  });

  it('counts idle time between statements only: a long transaction that keeps working commits', async () => {
    await handle.db.transaction(async (tx) => {
      for (let i = 0; i < 5; i++) {
        await tx.execute(sql`insert into t values (${i})`);
        await sleep(IDLE_MS / 2);
      }
      await tx.execute(sql`select pg_sleep(${(IDLE_MS * 2) / 1000})`);
    });
    const { rows } = (await handle.db.execute(sql`select count(*)::integer as n from t`)) as unknown as {
      rows: { n: number }[];
    };
    expect(rows[0]!.n).toBe(5);
  });

  it('can no longer be used by the code that was stuck in it', async () => {
    let release!: () => void;
    const resumed = new Promise<void>((resolve) => (release = resolve));
    let late: unknown;
    const stuck = handle.db.transaction(async (tx) => {
      await resumed;
      late = await tx.execute(sql`insert into t values (99)`).catch((error: unknown) => error);
    });
    await expect(stuck).rejects.toBeInstanceOf(TransactionIdleError);
    release();
    await sleep(50);
    expect(late).toBeInstanceOf(Error);
    const { rows } = (await handle.db.execute(
      sql`select count(*)::integer as n from t where n = 99`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(rows[0]!.n).toBe(0);
  });
});

// A connection to lose needs a server at the other end.
describe.skipIf(!process.env.TEST_DATABASE_URL)('connections lost to PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof openPostgresTestDatabase>>;
  let proxy: TcpProxy;
  const opened: DatabaseHandle[] = [];
  const open = async (poolMax: number, idleInTransactionMs = 60_000) => {
    const handle = await openDatabase({
      kind: 'postgres',
      url: proxy.through(database.url),
      poolMax,
      idleInTransactionMs,
      connectTimeoutMs: 2_000,
    });
    opened.push(handle);
    return handle as Extract<DatabaseHandle, { kind: 'postgres' }>;
  };

  beforeAll(async () => {
    database = await openPostgresTestDatabase(process.env.TEST_DATABASE_URL!);
    const url = new URL(database.url);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  });
  afterAll(async () => {
    await Promise.allSettled(opened.map((handle) => handle.close()));
    await proxy?.close();
    await database?.close();
  });

  it('fails the transaction whose backend is terminated, and only it; the pool serves the next at once', async () => {
    const handle = await open(2);
    const stuck = handle.db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        rows: { pid: number }[];
      };
      await database.db.execute(sql`select pg_terminate_backend(${rows[0]!.pid})`);
      await sleep(100);
      await tx.execute(sql`select 1`);
    });
    const error = await stuck.catch((thrown: unknown) => thrown);
    expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    expect(await one(handle)).toBe(1);
    await handle.db.transaction(async (tx) => tx.execute(sql`select 1`));
    expect(handle.pool.totalCount).toBeLessThanOrEqual(2);
  });

  it('ends a session idle in a transaction on the server, and the pool goes on', async () => {
    const handle = await open(1, IDLE_MS);
    const stuck = handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await sleep(IDLE_MS * 4);
      await tx.execute(sql`select 1`);
    });
    const error = await stuck.catch((thrown: unknown) => thrown);
    expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    expect(await one(handle)).toBe(1);
  });

  it('gives the pool slot back when the connection is lost under BEGIN', async () => {
    const handle = await open(1);
    expect(await one(handle)).toBe(1);
    proxy.hold(true);
    const beginning = handle.db.transaction(async (tx) => tx.execute(sql`select 1`));
    await sleep(100);
    proxy.cutAll();
    proxy.hold(false);
    expect(isDatabaseUnavailable(await beginning.catch((thrown: unknown) => thrown))).toBe(true);
    // With its only slot lost, the next transaction would wait for a connection until connectTimeoutMs.
    await handle.db.transaction(async (tx) => tx.execute(sql`select 1`));
    expect(handle.pool.totalCount).toBe(1);
  });

  it('answers quickly while the database cannot be reached, and works again once it can', async () => {
    const handle = await open(2);
    expect(await one(handle)).toBe(1);
    proxy.refuse(true);
    proxy.cutAll();
    const began = Date.now();
    const refused = await handle.db
      .transaction(async (tx) => tx.execute(sql`select 1`))
      .catch((e: unknown) => e);
    expect(isDatabaseUnavailable(refused), String(refused)).toBe(true);
    expect(Date.now() - began).toBeLessThan(3_000);
    proxy.refuse(false);
    expect(await one(handle)).toBe(1);
  });
});
