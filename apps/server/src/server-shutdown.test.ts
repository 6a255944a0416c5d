import { mkdtemp, rm } from 'node:fs/promises';
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { setTimeout } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { insertGoods, insertManufacturer } from './testing/catalog-factories.ts';
import { startServer, type ServerProcess } from './testing/server-process.ts';
import { openPostgresTestDatabase } from './testing/test-database.ts';

const LOOPS = 8;
/** Each loop's cap, so that the test ends even if the server never goes. */
const REQUESTS_PER_LOOP = 2000;
const WARM_UP_LIMIT_MS = 10_000;
// Long enough for the probe, every 20 ms, to be answered 503 at least once on a machine also running
// the end-to-end tests (at 300 ms a loaded run saw it go from 200 straight to a refused connection).
const DRAIN_MS = 1000;
const PROBE_EVERY_MS = 20;
const SHUTDOWN_TIMEOUT_MS = 5000;
/** The bound of the instance that cannot finish in time. */
const BOUND_MS = 1000;
const PATHS = ['/api/goods/list', '/api/focus/common', '/api/goods/list?page=2'];

interface Answer {
  status: number;
  body: { code: number; data: unknown };
}

interface Outcome {
  startedAt: number;
  endedAt: number;
  answer?: Answer;
  /** The network error's code, when no complete answer came back. */
  error?: string;
}

/** GET through the agent; resolves once the whole body has arrived, fails if the connection breaks first. */
function get(agent: http.Agent, url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, timeout: SHUTDOWN_TIMEOUT_MS }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('error', reject);
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
    });
    request.on('error', reject);
    request.on('timeout', () => request.destroy(new Error('no answer in time')));
  });
}

/**
 * GETs one after another on one kept-alive connection, as a proxy's upstream pool holds them,
 * until the server refuses a new connection or the cap is reached.
 */
async function requestLoop(paths: string[], pauseMs: number, outcomes: Outcome[]): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let i = 0; i < REQUESTS_PER_LOOP; i++) {
      const startedAt = performance.now();
      try {
        const answer = await get(agent, `${server.origin}${paths[i % paths.length]}`);
        outcomes.push({ startedAt, endedAt: performance.now(), answer });
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
        outcomes.push({ startedAt, endedAt: performance.now(), error: code });
        if (code === 'ECONNREFUSED') return;
      }
      if (pauseMs > 0) await setTimeout(pauseMs);
    }
  } finally {
    agent.destroy();
  }
}

let server: ServerProcess;

async function until(condition: () => boolean): Promise<void> {
  const deadline = performance.now() + WARM_UP_LIMIT_MS;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error('the load did not get going');
    await setTimeout(10);
  }
}

/** A database the spawned server opens: a PGlite folder, or a new database on TEST_DATABASE_URL's server. */
async function prepareDatabase() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const handle = await openPostgresTestDatabase(serverUrl);
    await addGoods(handle.db);
    return { target: { databaseUrl: handle.url }, dispose: () => handle.close() };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shutdown-test-'));
  const handle: DatabaseHandle = await openDatabase({ kind: 'pglite', dataDir });
  await migrateDatabase(handle);
  await addGoods(handle.db);
  // PGlite's folder belongs to one process at a time: the server's, from here on.
  await handle.close();
  return { target: { dataDir }, dispose: () => rm(dataDir, { recursive: true, force: true }) };
}

async function addGoods(db: Database): Promise<void> {
  const manufacturerId = await insertManufacturer(db, '华北制药股份有限公司');
  for (let i = 0; i < 40; i++) {
    await insertGoods(db, { name: `阿莫西林胶囊${i}`, manufacturerId, businessScope: '抗生素' });
  }
}

describe('graceful shutdown on SIGTERM', () => {
  let database: Awaited<ReturnType<typeof prepareDatabase>>;

  beforeAll(async () => {
    database = await prepareDatabase();
    server = await startServer({
      ...database.target,
      env: {
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
        SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
        // Requests that reach the database.
        LIST_CACHE_MS: '0',
      },
    });
    // A database migrated and a server started in its own process: on a busy 2-core machine, more
    // than the default minute.
  }, 180_000);

  afterAll(async () => {
    await server?.kill('SIGKILL');
    await database?.dispose();
  });

  it('drains, finishes the requests under way, then refuses connections, and exits 0 in time', async () => {
    const outcomes: Outcome[] = [];
    const probes: Outcome[] = [];
    const loops = Array.from({ length: LOOPS }, (_, i) => requestLoop(PATHS.slice(i % 2), 0, outcomes));
    const prober = requestLoop(['/readyz'], PROBE_EVERY_MS, probes);
    // Load flowing on every connection, and the probe has seen the instance ready.
    await until(() => outcomes.length >= LOOPS * 3 && probes.some((o) => o.answer?.status === 200));

    const sigtermAt = performance.now();
    const exit = await server.kill('SIGTERM');
    const exitedAfter = performance.now() - sigtermAt;
    await Promise.all([...loops, prober]);

    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(exitedAfter).toBeLessThan(SHUTDOWN_TIMEOUT_MS);

    const answered = outcomes.filter((o) => o.answer);
    expect(answered.filter((o) => o.answer!.status !== 200 || o.answer!.body.code !== 10000)).toEqual([]);
    // The only failures: one refused connection per loop, once the listener had closed.
    expect(outcomes.filter((o) => o.error)).toEqual(
      Array.from({ length: LOOPS }, () => expect.objectContaining({ error: 'ECONNREFUSED' })),
    );
    const inFlight = answered.filter((o) => o.startedAt < sigtermAt && o.endedAt > sigtermAt);
    expect(inFlight.length).toBeGreaterThan(0);
    const sentAfterSigterm = answered.filter((o) => o.startedAt > sigtermAt);
    expect(sentAfterSigterm.length).toBeGreaterThan(0);

    // The probe saw the instance ready, then not ready from the signal on, then gone.
    const probeStates = probes.map((o) => o.answer?.status ?? o.error);
    const firstRefusal = probeStates.indexOf(503);
    expect(firstRefusal, probeStates.join()).toBeGreaterThan(0);
    expect(new Set(probeStates.slice(0, firstRefusal))).toEqual(new Set([200]));
    expect(new Set(probeStates.slice(firstRefusal, -1))).toEqual(new Set([503]));
    expect(probeStates.at(-1)).toBe('ECONNREFUSED');
    expect(probes[firstRefusal]!.answer!.body).toEqual({
      code: 503,
      msg: '服务暂不可用',
      data: { status: 'shutting_down' },
    });
  });

  it('exits 1 once SHUTDOWN_TIMEOUT_MS has passed with a request still arriving', async () => {
    // The data folder or database is free again: the first instance has gone.
    const stuck = await startServer({ ...database.target, env: { SHUTDOWN_TIMEOUT_MS: String(BOUND_MS) } });
    const socket = net.connect(stuck.port, '127.0.0.1');
    try {
      await once(socket, 'connect');
      // A client that never finishes its request's headers keeps its connection busy.
      socket.write('GET /api/global/site HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      await setTimeout(200);
      const sigtermAt = performance.now();
      const exit = await stuck.kill('SIGTERM');
      const exitedAfter = performance.now() - sigtermAt;
      expect(exit, stuck.output()).toEqual({ code: 1, signal: null });
      expect(exitedAfter).toBeGreaterThanOrEqual(BOUND_MS);
      expect(exitedAfter).toBeLessThan(BOUND_MS + 4000);
    } finally {
      socket.destroy();
      await stuck.kill('SIGKILL');
    }
    // Starting takes most of it on a busy machine: PGlite, migrations, the job runner.
  }, 60_000);
});
