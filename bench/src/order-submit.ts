// Order submission on PostgreSQL with two server instances (the orders issue's figure): every request
// is a different buyer submitting a whole cart, and the database is checked afterwards.
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@yaocai/server/src/db/client.ts';
import {
  prepareBuyers,
  removeBenchBuyers,
  rows,
  stockKey,
  type BenchBuyer,
  type PreparedBuyers,
} from './order-buyers.ts';
import { startProcess, type Started } from './processes.ts';
import { csrfCookies } from './session.ts';
import { watchBackends } from './order-backends.ts';
import { measureOrderAnchor } from './order-anchor.ts';

/** Submission through the shop, as a share of its anchor's orders per second (issue 30). */
const BUDGET_OF_ANCHOR = 50;

export interface OrderBenchOptions {
  databaseUrl: string;
  /** Orders measured (each a different buyer), split evenly between the two instances. */
  orders: number;
  linesPerCart: number;
  /** autocannon connections per instance. */
  connections: number;
  /** Goods the carts are drawn from. */
  pool: number;
  /** Leave the buyers, their orders and the raised stock in the database (to look at them). */
  keep: boolean;
}

export const PORTS = [3211, 3212] as const;
/** Each instance's first submits prepare statements and warm the JIT; they are not measured. */
const WARM_UP_PER_INSTANCE = 8;
const SUBMITTED = '"msg":"订单提交成功"';

// Merges the latency histograms of several runs (autocannon's own, for its workers); missing from its types.
export const { aggregateResult } = autocannon as unknown as {
  aggregateResult(results: autocannon.Result[], options: autocannon.Options): autocannon.Result;
};

interface Outcome {
  created: number;
  failed: number;
  firstFailure: string | null;
  /** When the last answer came (autocannon itself resolves only on its next one-second tick). */
  lastAnswerAt: number;
}

/** The two instances; `nodeArgs[i]`: Node flags for the i-th. */
export async function startInstances(databaseUrl: string, nodeArgs: string[][] = []): Promise<Started[]> {
  const started: Started[] = [];
  // One after the other: each applies pending migrations at boot.
  for (const [i, port] of PORTS.entries()) {
    const url = new URL(databaseUrl);
    url.searchParams.set('application_name', `order-bench-${i + 1}`);
    started.push(
      await startProcess(
        'apps/server/src/server.ts',
        [],
        {
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: url.toString(),
          DATABASE_POOL_MAX: '4',
          SEED_DEMO: 'false',
          APP_ENV: 'development',
          ORDER_SWEEP_MINUTES: '0',
          LOG_LEVEL: 'warn',
          LOG_FORMAT: 'json',
        },
        `http://127.0.0.1:${port}/api/global/site`,
        nodeArgs[i],
      ),
    );
  }
  return started;
}

const submission = (buyer: BenchBuyer, runId: string) => ({
  method: 'POST' as const,
  path: '/api/order',
  headers: {
    cookie: buyer.cookie,
    'x-xsrf-token': buyer.xsrf,
    'content-type': 'application/json',
    'idempotency-key': `bench-${runId}-${buyer.userId}`,
  },
  body: JSON.stringify({ ids: buyer.lineIds }),
});

function record(outcome: Outcome, status: number, body: string) {
  outcome.lastAnswerAt = performance.now();
  if (status >= 200 && status < 300 && body.includes(SUBMITTED)) outcome.created += 1;
  else {
    outcome.failed += 1;
    outcome.firstFailure ??= `${status} ${body.slice(0, 500)}`;
  }
}

/** Submits each buyer's cart once with fetch, a few at a time. */
async function warmUp(baseUrl: string, buyers: BenchBuyer[], runId: string, outcome: Outcome) {
  await Promise.all(
    [0, 1].map(async (worker) => {
      for (let i = worker; i < buyers.length; i += 2) {
        const { path, ...init } = submission(buyers[i]!, runId);
        const response = await fetch(baseUrl + path, init);
        record(outcome, response.status, await response.text());
      }
    }),
  );
}

/** One autocannon instance, one request per buyer: `amount` stops it after the last. */
function drive(baseUrl: string, buyers: BenchBuyer[], connections: number, runId: string, outcome: Outcome) {
  let next = 0;
  return autocannon({
    url: baseUrl,
    connections: Math.min(connections, buyers.length),
    amount: buyers.length,
    timeout: 120,
    skipAggregateResult: true,
    requests: [
      {
        setupRequest: (request) => {
          const buyer = buyers[next++];
          if (!buyer) throw new Error('autocannon asked for more submissions than there are buyers');
          return { ...request, ...submission(buyer, runId) };
        },
        onResponse: (status, body) => record(outcome, status, body),
      },
    ],
  });
}

interface Verified {
  orders: number;
  ordersWithoutAllLines: number;
  cartLinesLeft: number;
  stockRowsOff: number;
}

/** What the database shows: the orders, their lines, the carts emptied, the stock taken. */
async function verify(
  db: Database,
  prepared: PreparedBuyers,
  stockBefore: Map<string, number>,
  linesPerCart: number,
): Promise<Verified> {
  const userIds = sql.param(prepared.buyers.map((b) => b.userId));
  const ordered = await rows<{ user_id: number; lines: number }>(
    db,
    sql`select o.user_id, (select count(*)::integer from order_lines l where l.order_id = o.id) as lines
        from orders o where o.user_id = any(${userIds}::integer[])`,
  );
  const orderedBy = new Set(ordered.map((o) => o.user_id));
  const [left] = await rows<{ n: number }>(
    db,
    sql`select count(*)::integer as n from cart_lines
        where user_id = any(${sql.param([...orderedBy])}::integer[])`,
  );
  const taken = new Map<string, number>();
  prepared.buyers.forEach((buyer, i) => {
    if (!orderedBy.has(buyer.userId)) return;
    for (const line of prepared.carts[i]!) {
      const key = stockKey(line.goodsId, line.warehouseId);
      taken.set(key, (taken.get(key) ?? 0) + line.pieces);
    }
  });
  const stockAfter = await stockOf(db, prepared);
  const stockRowsOff = [...stockBefore].filter(
    ([key, before]) => before - (taken.get(key) ?? 0) !== stockAfter.get(key),
  ).length;
  return {
    orders: ordered.length,
    ordersWithoutAllLines: ordered.filter((o) => o.lines !== linesPerCart).length,
    cartLinesLeft: left?.n ?? 0,
    stockRowsOff,
  };
}

async function stockOf(db: Database, prepared: PreparedBuyers): Promise<Map<string, number>> {
  const values = sql.join(
    prepared.demand.map((d) => sql`(${d.goodsId}::integer, ${d.warehouseId}::integer)`),
    sql`, `,
  );
  const found = await rows<{ goods_id: number; warehouse_id: number; stock: number }>(
    db,
    sql`select s.goods_id, s.warehouse_id, s.stock from goods_stock s
        join (values ${values}) as v(goods_id, warehouse_id)
          on s.goods_id = v.goods_id and s.warehouse_id = v.warehouse_id`,
  );
  return new Map(found.map((r) => [stockKey(r.goods_id, r.warehouse_id), r.stock]));
}

export const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** Runs the bench and prints its figures; false when any submission failed or the database disagrees. */
export async function benchOrders(options: OrderBenchOptions): Promise<boolean> {
  const perInstance = Math.ceil(options.orders / PORTS.length);
  const database = await openDatabase({ kind: 'postgres', url: options.databaseUrl, poolMax: 4 });
  const instances: Started[] = [];
  let prepared: PreparedBuyers | undefined;
  try {
    instances.push(...(await startInstances(options.databaseUrl)));
    const started = performance.now();
    prepared = await prepareBuyers(
      database.db,
      {
        buyers: (perInstance + WARM_UP_PER_INSTANCE) * PORTS.length,
        linesPerCart: options.linesPerCart,
        pool: options.pool,
      },
      await csrfCookies(`http://127.0.0.1:${PORTS[0]}`),
    );
    console.log(
      `${prepared.buyers.length} buyers with ${options.linesPerCart}-line carts ready in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const runId = Date.now().toString(36);
    const outcome: Outcome = { created: 0, failed: 0, firstFailure: null, lastAnswerAt: 0 };
    const shareOf = (i: number) =>
      prepared!.buyers.slice(
        i * (perInstance + WARM_UP_PER_INSTANCE),
        (i + 1) * (perInstance + WARM_UP_PER_INSTANCE),
      );
    const stockBefore = await stockOf(database.db, prepared);
    await Promise.all(
      instances.map((instance, i) =>
        warmUp(instance.url, shareOf(i).slice(0, WARM_UP_PER_INSTANCE), runId, outcome),
      ),
    );
    const measured: Outcome = { created: 0, failed: 0, firstFailure: null, lastAnswerAt: 0 };
    const loadBefore = load();
    const backends = watchBackends(database.db, 'order-bench-%');
    const begin = performance.now();
    const results = await Promise.all(
      instances.map((instance, i) =>
        drive(instance.url, shareOf(i).slice(WARM_UP_PER_INSTANCE), options.connections, runId, measured),
      ),
    );
    const seconds = (measured.lastAnswerAt - begin) / 1000;
    const waits = await backends.stop();
    const all = aggregateResult(results, { url: instances[0]!.url, connections: options.connections });
    const verified = await verify(database.db, prepared, stockBefore, options.linesPerCart);

    console.log(`\nPostgreSQL, 2 instances, ${new Date().toISOString()}, load ${loadBefore} → ${load()}`);
    console.table([
      {
        orders: measured.created + measured.failed,
        lines: options.linesPerCart,
        connections: `${PORTS.length} × ${options.connections}`,
        seconds: Number(seconds.toFixed(2)),
        'orders/s': Number((measured.created / seconds).toFixed(1)),
        'p50 ms': all.latency.p50,
        'p97.5 ms': all.latency.p97_5,
        'p99 ms': all.latency.p99,
        'max ms': all.latency.max,
        '2xx': all['2xx'],
        'non-2xx': all.non2xx,
        errors: all.errors,
        timeouts: all.timeouts,
      },
    ]);
    console.log('Database backends of the two instances during the run (share of samples):');
    console.table(waits);
    console.log(
      `Verified: ${verified.orders} orders (${outcome.created} warm-up + ${measured.created} measured submitted), ` +
        `${verified.ordersWithoutAllLines} without all ${options.linesPerCart} lines, ` +
        `${verified.cartLinesLeft} cart lines left behind, ${verified.stockRowsOff} stock rows off`,
    );
    const failure = measured.firstFailure ?? outcome.firstFailure;
    if (failure) console.log(`First failure: ${failure}`);

    // The anchor on the same carts of the measured buyers, as many at once over as many connections.
    const measuredIndexes = PORTS.flatMap((_, i) =>
      Array.from(
        { length: perInstance },
        (_, n) => i * (perInstance + WARM_UP_PER_INSTANCE) + WARM_UP_PER_INSTANCE + n,
      ),
    ).filter((index) => index < prepared!.buyers.length);
    const anchor = await measureOrderAnchor(
      options.databaseUrl,
      measuredIndexes.map((index) => ({
        userId: prepared!.buyers[index]!.userId,
        lines: prepared!.carts[index]!,
      })),
      { poolMax: 4 * PORTS.length, concurrency: options.connections * PORTS.length, runId },
    );
    const shopRate = measured.created / seconds;
    const share = (100 * shopRate) / anchor.ordersPerSecond;
    console.log('The anchor: the same rows written by one pg transaction per order, no application:');
    console.table([
      {
        orders: anchor.orders,
        'anchor orders/s': Number(anchor.ordersPerSecond.toFixed(1)),
        'anchor p50 ms': anchor.p50,
        'anchor p99 ms': anchor.p99,
        'shop orders/s': Number(shopRate.toFixed(1)),
        'of anchor': `${Math.round(share)}%`,
        budget: `≥ ${BUDGET_OF_ANCHOR}%`,
        'within budget': share >= BUDGET_OF_ANCHOR ? 'yes' : 'NO',
      },
    ]);
    return (
      share >= BUDGET_OF_ANCHOR &&
      measured.failed === 0 &&
      outcome.failed === 0 &&
      all.errors === 0 &&
      verified.orders === outcome.created + measured.created &&
      verified.ordersWithoutAllLines === 0 &&
      verified.cartLinesLeft === 0 &&
      verified.stockRowsOff === 0
    );
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    if (!options.keep) await removeBenchBuyers(database.db, prepared?.originalStock ?? new Map());
    await database.close();
  }
}
