// The live connection (issue 32), PostgreSQL only:
//  1. fan-out: 2,000 desk connections on one instance, each told of every chat message (a supervisor's
//     desk sees them all); a buyer writes one message at a time; the delay from sending it to its
//     arrival on each connection, and the server's memory per connection.
//  2. across instances: buyers connected to one instance write 200 messages a second in all; an agent's
//     desk on the other instance receives them; the delay from sending to arrival.
// Budgets: fan-out p99 ≤ 100 ms; across instances p99 ≤ 50 ms.
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { openDatabase, type Database } from '@yaocai/server/src/db/client.ts';
import { getShopSettings, saveShopSettings } from '@yaocai/server/src/modules/content/settings.service.ts';
import {
  createOperatorSession,
  OPERATOR_SESSION_COOKIE,
} from '@yaocai/server/src/modules/operators/operator-sessions.service.ts';
import { createOperator } from '@yaocai/server/src/modules/operators/operators.service.ts';
import { insertBuyers, removeBenchBuyers, signInBuyers } from './order-buyers.ts';
import { PORTS, startInstances } from './order-submit.ts';
import { csrfCookies } from './session.ts';

export interface LiveBenchOptions {
  databaseUrl: string;
  /** Desk connections told of each message in the fan-out. */
  connections: number;
  /** Messages the fan-out sends, one at a time. */
  fanOutMessages: number;
  /** Messages a second across instances, for `seconds`. */
  rate: number;
  seconds: number;
}

const FAN_OUT_P99_MS = 100;
const CROSS_P99_MS = 50;
/** Buyers writing across instances: each sends rate / WRITERS a second, within a connection's allowance. */
const WRITERS = 50;
const BENCH_OPERATOR = 'bench-desk';

interface Frame {
  type: string;
  message?: { text: string; created_at: string };
}

/** Now, in ms since the epoch with the fraction: comparable with the database's clock on this machine. */
const clock = () => performance.timeOrigin + performance.now();

/** Opens a live connection with `cookie`, resolved once the server says it is ready. */
function connect(port: number, path: string, cookie: string, onFrame: (frame: Frame, at: number) => void) {
  const origin = `http://127.0.0.1:${port}`;
  const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`, { headers: { cookie, origin } });
  return new Promise<WebSocket>((resolve, reject) => {
    socket.on('message', (data) => {
      const at = clock();
      const frame = JSON.parse(data.toString()) as Frame;
      if (frame.type === 'ready') resolve(socket);
      onFrame(frame, at);
    });
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`refused: ${response.statusCode}`)),
    );
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

function summary(delays: number[]) {
  const sorted = [...delays].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
  };
}

/** The fan-out instance's inspector, where the bench reads its memory after a full collection. */
const INSPECTOR_PORT = 9231;

/**
 * The server's memory (bytes) after a garbage collection, asked through its inspector: its RSS alone
 * says little, as a heap that grew once keeps its pages.
 */
async function memoryOf(): Promise<{
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  rss: number;
}> {
  const [target] = (await (await fetch(`http://127.0.0.1:${INSPECTOR_PORT}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const inspector = new WebSocket(target!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => inspector.once('open', resolve).once('error', reject));
  let lastId = 0;
  const call = (method: string, params: object = {}) =>
    new Promise<{ result?: { value?: string } }>((resolve) => {
      const id = ++lastId;
      const answer = (data: WebSocket.RawData) => {
        const reply = JSON.parse(data.toString()) as { id?: number; result: { result?: { value?: string } } };
        if (reply.id !== id) return;
        inspector.off('message', answer);
        resolve(reply.result);
      };
      inspector.on('message', answer);
      inspector.send(JSON.stringify({ id, method, params }));
    });
  await call('HeapProfiler.collectGarbage');
  await call('HeapProfiler.collectGarbage');
  const { result } = await call('Runtime.evaluate', {
    expression: 'JSON.stringify(process.memoryUsage())',
    returnByValue: true,
  });
  inspector.close();
  return JSON.parse(result!.value!) as {
    heapUsed: number;
    external: number;
    arrayBuffers: number;
    rss: number;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A supervisor of the desk (sees every conversation), signed in; removed again by `removeDesk`. */
async function deskCookie(db: Database): Promise<string> {
  await removeDesk(db);
  const id = await createOperator(db, {
    username: BENCH_OPERATOR,
    password: `!bench-${Date.now()}`,
    name: '压测客服主管',
    role: { name: `role-${BENCH_OPERATOR}`, permissions: ['chat.supervise'] },
  });
  const { token } = await createOperatorSession(db, id, 2, { ip: '127.0.0.1', userAgent: 'live bench' });
  return `${OPERATOR_SESSION_COOKIE}=${token}`;
}

async function removeDesk(db: Database) {
  await db.execute(sql`delete from operators where username = ${BENCH_OPERATOR}`);
  await db.execute(sql`delete from roles where name = ${`role-${BENCH_OPERATOR}`}`);
}

async function fanOut(db: Database, options: LiveBenchOptions, buyerCookie: string) {
  const port = PORTS[0];
  const cookie = await deskCookie(db);
  const sentAt = new Map<string, number>();
  const delays: number[] = [];
  const onDeskFrame = (frame: Frame, at: number) => {
    const sent = frame.type === 'chat.message' && sentAt.get(frame.message!.text);
    if (sent) delays.push(at - sent);
  };
  const before = await memoryOf();
  const desks: WebSocket[] = [];
  for (let i = 0; i < options.connections; i += 100) {
    const batch = Math.min(100, options.connections - i);
    desks.push(
      ...(await Promise.all(
        Array.from({ length: batch }, () => connect(port, '/api/ws?as=desk', cookie, onDeskFrame)),
      )),
    );
  }
  await sleep(2000);
  const after = await memoryOf();
  const buyer = await connect(port, '/api/ws', buyerCookie, () => undefined);
  // Warm: the first messages prepare statements; not counted.
  for (let i = 0; i < 3; i++) {
    buyer.send(JSON.stringify({ type: 'chat.send', text: `warm ${i}` }));
    await sleep(300);
  }
  for (let i = 0; i < options.fanOutMessages; i++) {
    const text = `fan-out ${i}`;
    sentAt.set(text, clock());
    buyer.send(JSON.stringify({ type: 'chat.send', text }));
    await sleep(400);
  }
  await sleep(2000);
  for (const socket of [...desks, buyer]) socket.terminate();
  const expected = options.connections * options.fanOutMessages;
  const held = (memory: typeof before) => memory.heapUsed + memory.external;
  return {
    ...summary(delays),
    expected,
    perConnectionKb: (held(after) - held(before)) / 1024 / options.connections,
    heldBeforeMb: held(before) / 1048576,
    heldAfterMb: held(after) / 1048576,
    rssAfterMb: after.rss / 1048576,
  };
}

async function acrossInstances(db: Database, options: LiveBenchOptions, writerCookies: string[]) {
  // The buyers write to the instance the fan-out did not load.
  const [deskPort, senderPort] = PORTS;
  const cookie = await deskCookie(db);
  const sentAt = new Map<string, number>();
  const delays: number[] = [];
  // Its two parts: sent until the transaction storing it began (the database's now()), and from then
  // until the other instance's desk had it.
  const storing: number[] = [];
  const telling: number[] = [];
  const desk = await connect(deskPort, '/api/ws?as=desk', cookie, (frame, at) => {
    const sent = frame.type === 'chat.message' && sentAt.get(frame.message!.text);
    if (!sent) return;
    const stored = Date.parse(frame.message!.created_at);
    delays.push(at - sent);
    storing.push(stored - sent);
    telling.push(at - stored);
  });
  const writers = await Promise.all(
    writerCookies.map((writer) => connect(senderPort, '/api/ws', writer, () => undefined)),
  );
  for (const [i, writer] of writers.entries())
    writer.send(JSON.stringify({ type: 'chat.send', text: `warm ${i}` }));
  await sleep(1500);
  const total = options.rate * options.seconds;
  const gapMs = 1000 / options.rate;
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    // On schedule, whatever the sends before took.
    const due = start + i * gapMs;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const text = `across ${i}`;
    sentAt.set(text, clock());
    writers[i % writers.length]!.send(JSON.stringify({ type: 'chat.send', text }));
  }
  const seconds = (performance.now() - start) / 1000;
  await sleep(3000);
  for (const socket of [...writers, desk]) socket.terminate();
  return {
    ...summary(delays),
    expected: total,
    seconds,
    storing: summary(storing),
    telling: summary(telling),
  };
}

export async function benchLive(options: LiveBenchOptions): Promise<boolean> {
  const handle = await openDatabase({ kind: 'postgres', url: options.databaseUrl, poolMax: 4 });
  const db = handle.db;
  // Started first: the instances migrate the database as they start.
  const servers = await startInstances(options.databaseUrl, [[`--inspect=127.0.0.1:${INSPECTOR_PORT}`]]);
  const { features } = await getShopSettings(db);
  await saveShopSettings(db, { features: { ...features, is_can_chat: true } });
  await removeBenchBuyers(db, new Map());
  const userIds = await insertBuyers(db, WRITERS + 1, []);
  try {
    const csrf = await csrfCookies(servers[0]!.url);
    const buyers = await signInBuyers(
      db,
      userIds,
      userIds.map(() => []),
      csrf,
    );
    console.log(
      `\nlive fan-out: ${options.connections} desk connections on one instance, ${options.fanOutMessages} messages`,
    );
    const spread = await fanOut(db, options, buyers[0]!.cookie);
    console.log(
      `  delivered ${spread.n} of ${spread.expected}; p50 ${spread.p50.toFixed(1)} ms, p99 ${spread.p99.toFixed(1)} ms, max ${spread.max.toFixed(1)} ms (budget p99 ≤ ${FAN_OUT_P99_MS})`,
    );
    console.log(
      `  server heap + external after a collection ${spread.heldBeforeMb.toFixed(1)} → ${spread.heldAfterMb.toFixed(1)} MB: ${spread.perConnectionKb.toFixed(1)} KB a connection (RSS then ${spread.rssAfterMb.toFixed(0)} MB)`,
    );
    console.log(
      `\nlive across instances: ${options.rate} messages/s for ${options.seconds} s, ${WRITERS} buyers on one, the desk on the other`,
    );
    const across = await acrossInstances(
      db,
      options,
      buyers.slice(1).map((buyer) => buyer.cookie),
    );
    console.log(
      `  delivered ${across.n} of ${across.expected} in ${across.seconds.toFixed(1)} s; p50 ${across.p50.toFixed(1)} ms, p99 ${across.p99.toFixed(1)} ms, max ${across.max.toFixed(1)} ms (budget p99 ≤ ${CROSS_P99_MS})`,
    );
    console.log(
      `  of which sent → stored (transaction began): p50 ${across.storing.p50.toFixed(1)}, p99 ${across.storing.p99.toFixed(1)} ms; stored → at the other instance's desk: p50 ${across.telling.p50.toFixed(1)}, p99 ${across.telling.p99.toFixed(1)} ms`,
    );
    return (
      spread.n === spread.expected &&
      across.n === across.expected &&
      spread.p99 <= FAN_OUT_P99_MS &&
      across.p99 <= CROSS_P99_MS
    );
  } finally {
    for (const server of servers) await server.stop();
    await removeBenchBuyers(db, new Map());
    await removeDesk(db);
    await saveShopSettings(db, { features });
    await handle.close();
  }
}
