// Load scenarios against the real server in its own process, each beside the bare-Fastify ceiling
// for the same body size. Usage (seed the catalogue first, see bench/README.md):
//   npm run bench                        embedded PGlite in bench/.data
//   DATABASE_URL=postgres://… npm run bench
//   npm run bench -- --duration 10 --only "user state" [--warmup 6]
// Order submission, two instances on PostgreSQL (DATABASE_URL, default the bench database):
//   npm run bench -- --only orders [--orders 480] [--connections 8] [--lines 50] [--pool 2000] [--keep]
// The home page's JS weight and LCP in Chromium, quiet and under a read load (build the web app first):
//   npm run bench -- --only home [--loads 5] [--connections 8] [--web-dist dir]
// The landing, a list and a goods page on a phone over Fast 3G, first and repeat visits (build first):
//   npm run bench -- --only phone [--loads 5]
// A flash sale starting with 500 buyers submitting at once on two instances, PostgreSQL likewise:
//   npm run bench -- --only flash-start [--buyers 500] [--units 100] [--limit 2]
// A goods import of the catalogue through the console, PostgreSQL (DATABASE_URL, default the bench database):
//   npm run bench -- --only import [--rows 100000]
// The console's order list over a million orders (generated once), PostgreSQL likewise:
//   npm run bench -- --only order-list [--orders 1000000] [--connections 8] [--duration 10] [--remove]
//   npm run bench -- --only goods-list [--connections 8] [--duration 10]
// The live connection, PostgreSQL likewise: a message fanned out to 2,000 connections; 200 messages/s across two instances:
//   npm run bench -- --only live [--sockets 2000] [--messages 20] [--rate 200] [--duration 10]
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { fillCart, postHeaders } from './fill-cart.ts';
import { benchFlashStart } from './flash-start.ts';
import { benchGoodsImport } from './goods-import.ts';
import { benchHomeWeight } from './home-weight.ts';
import { benchLive } from './live.ts';
import { benchGoodsList } from './goods-list.ts';
import { benchOrderList } from './order-list.ts';
import { benchOrders } from './order-submit.ts';
import { benchPhoneLoad } from './phone-load.ts';
import { CART_LINES, scenarios, type BenchContext, type Scenario } from './scenarios.ts';
import { signIn } from './session.ts';
import { startProcess } from './processes.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '6' },
    only: { type: 'string' },
    orders: { type: 'string' },
    connections: { type: 'string', default: '8' },
    lines: { type: 'string', default: '50' },
    pool: { type: 'string', default: '2000' },
    keep: { type: 'boolean', default: false },
    loads: { type: 'string', default: '5' },
    'web-dist': { type: 'string' },
    rows: { type: 'string', default: '100000' },
    remove: { type: 'boolean', default: false },
    buyers: { type: 'string', default: '500' },
    units: { type: 'string', default: '100' },
    limit: { type: 'string', default: '2' },
    sockets: { type: 'string', default: '2000' },
    messages: { type: 'string', default: '20' },
    rate: { type: 'string', default: '200' },
  },
});

if (values.only === 'live') {
  const passed = await benchLive({
    databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench',
    connections: Number(values.sockets),
    fanOutMessages: Number(values.messages),
    rate: Number(values.rate),
    seconds: Number(values.duration),
  });
  if (!passed) console.error('\nOVER BUDGET or FAILED: see the figures above');
  process.exit(passed ? 0 : 1);
}

if (values.only === 'orders') {
  const passed = await benchOrders({
    databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench',
    orders: Number(values.orders ?? 480),
    connections: Number(values.connections),
    linesPerCart: Number(values.lines),
    pool: Number(values.pool),
    keep: values.keep,
  });
  if (!passed) console.error('\nOVER BUDGET or FAILED: see the figures and the verification above');
  process.exit(passed ? 0 : 1);
}

if (values.only === 'flash-start') {
  const passed = await benchFlashStart({
    databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench',
    buyers: Number(values.buyers),
    units: Number(values.units),
    limit: Number(values.limit),
  });
  if (!passed) console.error('\nOVER BUDGET or FAILED: see the figures and the verification above');
  process.exit(passed ? 0 : 1);
}

if (values.only === 'import') {
  const passed = await benchGoodsImport({
    databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench',
    rows: Number(values.rows),
  });
  if (!passed) console.error('\nOVER BUDGET or FAILED: see the figures above');
  process.exit(passed ? 0 : 1);
}

if (values.only === 'order-list') {
  const passed = await benchOrderList({
    databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench',
    orders: Number(values.orders ?? 1_000_000),
    connections: Number(values.connections),
    duration: Number(values.duration),
    remove: values.remove,
  });
  if (!passed) console.error('\nOVER BUDGET: see the figures above');
  process.exit(passed ? 0 : 1);
}

if (values.only === 'goods-list') {
  const passed = await benchGoodsList({
    databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench',
    connections: Number(values.connections),
    duration: Number(values.duration),
  });
  if (!passed) console.error('\nOVER BUDGET: see the figures above');
  process.exit(passed ? 0 : 1);
}

if (values.only === 'phone') {
  const passed = await benchPhoneLoad({ loads: Number(values.loads) });
  if (!passed) console.error('\nOVER BUDGET: see the figures above');
  process.exit(passed ? 0 : 1);
}

if (values.only === 'home') {
  const passed = await benchHomeWeight({
    loads: Number(values.loads),
    connections: Number(values.connections),
    webDist: values['web-dist'],
  });
  if (!passed) console.error('\nOVER BUDGET: see the figures above');
  process.exit(passed ? 0 : 1);
}

const duration = Number(values.duration);
/**
 * Seconds of the same load before each measurement, not counted: figures of a warm server and warm
 * caches. The detail scenario's first pass over its ~9,000 goods takes 2–3 s of it.
 */
const warmup = Number(values.warmup);
/** Pages of 60 per category whose goods the detail scenario visits. */
const GOODS_PAGES_PER_CATEGORY = 3;
const serverPort = 3201;
const barePort = 3299;
const anchorPort = 3298;

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const server = await startProcess(
  'apps/server/src/server.ts',
  [],
  {
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    SEED_DEMO: 'false',
    APP_ENV: 'development',
    DATA_DIR: process.env.DATA_DIR ?? path.resolve(import.meta.dirname, '../.data'),
  },
  `http://127.0.0.1:${serverPort}/api/global/site`,
);
const bare = await startProcess(
  'bench/src/bare-server.ts',
  [String(barePort)],
  {},
  `http://127.0.0.1:${barePort}/bare`,
);
// The anchor reads PostgreSQL; on PGlite the figures stand beside the bare ceiling only.
const anchor = process.env.DATABASE_URL
  ? await startProcess(
      'bench/src/anchor-server.ts',
      [String(anchorPort)],
      { DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX ?? '4' },
      `http://127.0.0.1:${anchorPort}/anchor`,
    )
  : null;

/** The anchor's throughput at each number of connections, measured once per run. */
const anchorRuns = new Map<number, Promise<autocannon.Result>>();
function anchorAt(connections: number): Promise<autocannon.Result> | null {
  if (!anchor) return null;
  let run = anchorRuns.get(connections);
  if (!run) anchorRuns.set(connections, (run = measured({ url: `${anchor.url}/anchor`, connections })));
  return run;
}

try {
  const cookie = await signIn(server.url, '13800000001', 'demo123456');
  const context = await benchContext(server.url, cookie);
  const rows = [];
  // --only "a|b": the scenarios whose name contains a or b.
  const wanted = values.only?.split('|');
  for (const scenario of scenarios.filter((s) => !wanted || wanted.some((part) => s.name.includes(part)))) {
    rows.push(await measure(scenario, cookie, context));
  }
  console.log(`\n${database}, ${duration} s per scenario, ${new Date().toISOString()}`);
  console.table(rows);
} finally {
  await server.stop();
  await bare.stop();
  await anchor?.stop();
}

async function benchContext(baseUrl: string, cookie: string): Promise<BenchContext> {
  const response = await fetch(`${baseUrl}/api/focus/common`);
  type Category = { id: number; children?: Category[] };
  const common = (await response.json()) as { data: { category: Category[] } };
  const first = common.data.category[0];
  if (!first) throw new Error('the catalogue has no categories: seed it first (see bench/README.md)');
  const categoryIds = common.data.category.flatMap((c) => [
    c.id,
    ...(c.children ?? []).map((child) => child.id),
  ]);
  return {
    categoryId: first.id,
    categoryIds,
    goodsIds: await goodsOnFirstPages(baseUrl, categoryIds),
    ...(await fillCart(baseUrl, cookie, CART_LINES)),
  };
}

/** The goods of the first pages of these categories, each once, in the order the lists show them. */
async function goodsOnFirstPages(baseUrl: string, categoryIds: number[]): Promise<number[]> {
  const ids = new Set<number>();
  for (const select of categoryIds) {
    for (let page = 1; page <= GOODS_PAGES_PER_CATEGORY; page++) {
      const response = await fetch(`${baseUrl}/api/goods/list?select=${select}&page=${page}&page_size=60`);
      const answer = (await response.json()) as { data: { list: { id: number }[] } };
      for (const card of answer.data.list) ids.add(card.id);
    }
  }
  return [...ids];
}

/** The load for `duration` seconds, after `warmup` seconds of it that are not counted. */
async function measured(options: autocannon.Options): Promise<autocannon.Result> {
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  return autocannon({ ...options, duration });
}

async function measure(scenario: Scenario, cookie: string, context: BenchContext) {
  const headers: Record<string, string> = scenario.signedIn ? postHeaders(cookie) : {};
  const url = server.url + scenario.path(context);
  const body = scenario.body && JSON.stringify(scenario.body(context));
  const method = body ? 'POST' : 'GET';
  const sample = await fetch(url, { method, headers, body });
  const bytes = Buffer.byteLength(await sample.text());
  if (!sample.ok) throw new Error(`${url} answered ${sample.status}`);
  const next = scenario.paths?.(context);
  const app = await measured({
    url,
    method,
    headers,
    body,
    connections: scenario.connections,
    ...(next && { requests: [{ setupRequest: (request) => ({ ...request, path: next() }) }] }),
  });
  const ceiling = await autocannon({
    url: `${bare.url}/bare?bytes=${bytes}`,
    connections: scenario.connections,
    duration,
  });
  const anchored = await anchorAt(scenario.connections);
  if (app.non2xx > 0 || app.errors > 0)
    throw new Error(`${scenario.name}: ${app.non2xx} non-2xx, ${app.errors} errors`);
  return {
    scenario: scenario.name,
    connections: scenario.connections,
    'body bytes': bytes,
    'req/s': Math.round(app.requests.average),
    'p50 ms': app.latency.p50,
    'p99 ms': app.latency.p99,
    'budget p99 ms': scenario.budgetP99Ms ?? '—',
    'budget of anchor': scenario.budgetOfAnchor === undefined ? '—' : `≥ ${scenario.budgetOfAnchor}%`,
    'within budget': withinBudget(scenario, app, anchored),
    'anchor req/s': anchored ? Math.round(anchored.requests.average) : '—',
    'anchor p99 ms': anchored ? anchored.latency.p99 : '—',
    'of anchor': anchored ? `${Math.round(ofAnchor(app, anchored))}%` : '—',
    'ceiling req/s': Math.round(ceiling.requests.average),
    'ceiling p99 ms': ceiling.latency.p99,
  };
}

function ofAnchor(app: autocannon.Result, anchored: autocannon.Result): number {
  return (100 * app.requests.average) / anchored.requests.average;
}

/** Whether the scenario kept to the budgets it names ('—' when it names none, or none can be told). */
function withinBudget(scenario: Scenario, app: autocannon.Result, anchored: autocannon.Result | null) {
  const checks: boolean[] = [];
  if (scenario.budgetP99Ms !== undefined) checks.push(app.latency.p99 <= scenario.budgetP99Ms);
  if (scenario.budgetOfAnchor !== undefined && anchored)
    checks.push(ofAnchor(app, anchored) >= scenario.budgetOfAnchor);
  if (checks.length === 0) return '—';
  return checks.every(Boolean) ? 'yes' : 'NO';
}
