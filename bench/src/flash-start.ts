// A flash sale starting with buyers waiting (issue 30's figure): 500 buyers, each with the sale's goods
// on a flash line (type 1) in the cart, submit their orders the moment it starts, through two server
// instances on one PostgreSQL; the sale has fewer units than they want. Budget: p99 ≤ 300 ms, 0 oversold.
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@yaocai/server/src/db/client.ts';
import {
  businessScopes,
  insertBuyers,
  removeBenchBuyers,
  rows,
  signInBuyers,
  stockKey,
  type BenchBuyer,
} from './order-buyers.ts';
import { aggregateResult, load, PORTS, startInstances } from './order-submit.ts';
import { startProcess, type Started } from './processes.ts';
import { csrfCookies } from './session.ts';

export interface FlashStartOptions {
  databaseUrl: string;
  buyers: number;
  units: number;
  limit: number;
}

const BUDGET_P99_MS = 300;
/** Seconds between the sale's rows being written and its start: the buyers wait at the door. */
const START_IN_S = 4;
/** Requests each instance answers before the start, not measured: statements prepared, JIT warm. */
const WARM_UP_PER_INSTANCE = 40;
/** The anchor's two servers (`flash-anchor-server.ts`), each with its own pool of four. */
const ANCHOR_PORTS = [3221, 3222];
const SUBMITTED = '"msg":"订单提交成功"';

interface FlashGoods {
  goods_id: number;
  warehouse_id: number;
  stock: number;
  base_price_fen: number;
}

/** A published goods sold by the piece (middle pack 1), without a monthly limit, and its fullest warehouse. */
async function flashGoods(db: Database): Promise<FlashGoods> {
  const [goods] = await rows<FlashGoods>(
    db,
    sql`select g.id as goods_id, s.warehouse_id, s.stock, g.base_price_fen from goods g
        join goods_stock s on s.goods_id = g.id
        where g.on_sale and not g.is_special_control and g.zbz = 1 and g.monthly_limit is null
        order by g.id, s.stock desc limit 1`,
  );
  if (!goods) throw new Error('no goods sold by the piece: seed the catalogue first (bench/README.md)');
  return goods;
}

interface Outcome {
  created: number;
  refused: number;
  /** Each refusal's words, with the goods name left out, and how often. */
  refusals: Map<string, number>;
  failed: number;
  firstFailure: string | null;
}

const submission = (buyer: BenchBuyer, runId: string) => ({
  method: 'POST' as const,
  path: '/api/order',
  headers: {
    cookie: buyer.cookie,
    'x-xsrf-token': buyer.xsrf,
    'content-type': 'application/json',
    'idempotency-key': `flash-${runId}-${buyer.userId}`,
  },
  body: JSON.stringify({ ids: buyer.lineIds }),
});

const refusalOf = (body: string) => {
  const msg = (JSON.parse(body) as { msg?: string }).msg ?? body;
  return msg.slice(msg.indexOf('：') + 1);
};

function record(outcome: Outcome, status: number, body: string) {
  if (status >= 200 && status < 300 && body.includes(SUBMITTED)) outcome.created += 1;
  // Refused because the units ran out or the buyer's limit: a 422 naming the goods, as the buyer sees it.
  else if (status === 422) {
    outcome.refused += 1;
    outcome.refusals.set(refusalOf(body), (outcome.refusals.get(refusalOf(body)) ?? 0) + 1);
  } else {
    outcome.failed += 1;
    outcome.firstFailure ??= `${status} ${body.slice(0, 500)}`;
  }
}

/** Every buyer's request at once: one connection each, one request each. */
function rush<T>(
  baseUrl: string,
  buyers: T[],
  request: (buyer: T) => Partial<autocannon.Request>,
  outcome: Outcome,
) {
  let next = 0;
  return autocannon({
    url: baseUrl,
    connections: buyers.length,
    amount: buyers.length,
    timeout: 60,
    skipAggregateResult: true,
    requests: [
      {
        setupRequest: (base) => ({ ...base, ...request(buyers[next++]!) }),
        onResponse: (status, body) => record(outcome, status, body),
      },
    ],
  });
}

/** The reads the shop's pages make of the sessions, and ordinary one-line orders, on each instance. */
async function warmUp(instances: Started[], buyers: BenchBuyer[], runId: string) {
  await Promise.all(
    instances.map(async (instance, i) => {
      for (let n = 0; n < WARM_UP_PER_INSTANCE; n++) {
        const buyer = buyers[(i * WARM_UP_PER_INSTANCE + n) % buyers.length]!;
        const headers = { cookie: buyer.cookie, 'x-xsrf-token': buyer.xsrf };
        await (await fetch(`${instance.url}/api/activity/spike_sessions`, { headers })).text();
        await (await fetch(`${instance.url}/api/cart/list`, { headers })).text();
      }
      const buyer = buyers[i]!;
      const { path, ...init } = submission(buyer, `${runId}-warm`);
      await (await fetch(instance.url + path, init)).text();
    }),
  );
}

interface Rushed {
  seconds: number;
  result: autocannon.Result;
  outcome: Outcome;
}

const newOutcome = (): Outcome => ({
  created: 0,
  refused: 0,
  refusals: new Map(),
  failed: 0,
  firstFailure: null,
});

/** The buyers split between the servers at `urls`, every request at once. */
async function rushAll<T>(
  urls: string[],
  buyers: T[],
  request: (buyer: T) => Partial<autocannon.Request>,
): Promise<Rushed> {
  const outcome = newOutcome();
  const half = Math.ceil(buyers.length / urls.length);
  const begin = performance.now();
  const results = await Promise.all(
    urls.map((url, i) => rush(url, buyers.slice(i * half, (i + 1) * half), request, outcome)),
  );
  const seconds = (performance.now() - begin) / 1000;
  return { seconds, result: aggregateResult(results, { url: urls[0]!, connections: half }), outcome };
}

async function newSale(db: Database, goods: FlashGoods, options: FlashStartOptions, startInS: number) {
  const [sale] = await rows<{ id: number }>(
    db,
    sql`insert into flash_sales (goods_id, price_fen, limit_per_buyer, total_units, starts_at, ends_at)
        values (${goods.goods_id}, ${Math.max(1, Math.floor(goods.base_price_fen / 2))}, ${options.limit},
          ${options.units}, now() + ${`${startInS} seconds`}::interval, now() + interval '1 hour')
        returning id`,
  );
  return sale!.id;
}

const figures = (label: string, rushed: Rushed) => ({
  server: label,
  seconds: Number(rushed.seconds.toFixed(2)),
  'p50 ms': rushed.result.latency.p50,
  'p97.5 ms': rushed.result.latency.p97_5,
  'p99 ms': rushed.result.latency.p99,
  'max ms': rushed.result.latency.max,
  ordered: rushed.outcome.created,
  refused: rushed.outcome.refused,
  failed: rushed.outcome.failed + rushed.result.errors + rushed.result.timeouts,
});

interface Racer {
  user: number;
  units: number;
}

/**
 * The same rush at the machine's floor, minutes after the shop's: a bare route (no database), then
 * the anchor writing the rows of a one-line flash order on a sale of its own with the same units.
 */
async function rushAnchors(
  db: Database,
  databaseUrl: string,
  goods: FlashGoods,
  options: FlashStartOptions,
  racers: Racer[],
  warm: Racer[],
  sales: number[],
) {
  const saleId = await newSale(db, goods, options, 0);
  sales.push(saleId);
  const anchors: Started[] = [];
  try {
    for (const port of ANCHOR_PORTS) {
      anchors.push(
        await startProcess(
          'bench/src/flash-anchor-server.ts',
          [String(port), String(saleId), String(goods.goods_id), String(goods.warehouse_id)],
          { DATABASE_URL: databaseUrl, DATABASE_POOL_MAX: '4' },
          `http://127.0.0.1:${port}/bare`,
        ),
      );
    }
    const place = (racer: Racer, warmUp = false) => ({
      method: 'POST' as const,
      path: '/flash-anchor',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: racer.user, units: racer.units, warm: warmUp }),
    });
    // Warmed as the shop is: the route's statements prepared on each connection (rolled back).
    for (const anchor of anchors) {
      for (let n = 0; n < WARM_UP_PER_INSTANCE; n++) await (await fetch(`${anchor.url}/bare`)).text();
      const warmer = warm[anchors.indexOf(anchor)]!;
      await Promise.all(
        Array.from({ length: 4 }, () => {
          const { path, ...init } = place(warmer, true);
          return fetch(anchor.url + path, init).then((r) => r.text());
        }),
      );
    }
    const urls = anchors.map((anchor) => anchor.url);
    const bare = await rushAll(urls, racers, () => ({ method: 'GET' as const, path: '/bare' }));
    // The bare route answers no order: its answers count as neither orders nor failures.
    bare.outcome.failed = 0;
    const anchor = await rushAll(urls, racers, place);
    const [sold] = await rows<{ sold: number }>(
      db,
      sql`select sold_units as sold from flash_sales where id = ${saleId}`,
    );
    return { bare, anchor, sold: sold!.sold };
  } finally {
    await Promise.all(anchors.map((anchor) => anchor.stop()));
  }
}

/** Runs the bench and prints its figures; false when over budget, oversold or anything failed. */
export async function benchFlashStart(options: FlashStartOptions): Promise<boolean> {
  const database = await openDatabase({ kind: 'postgres', url: options.databaseUrl, poolMax: 4 });
  const db = database.db;
  const instances: Started[] = [];
  let saleId: number | undefined;
  const anchorSales: number[] = [];
  let goods: FlashGoods | undefined;
  const originalStock = new Map<string, number>();
  try {
    await removeBenchBuyers(db, new Map());
    instances.push(...(await startInstances(options.databaseUrl)));
    goods = await flashGoods(db);
    originalStock.set(stockKey(goods.goods_id, goods.warehouse_id), goods.stock);
    const needed = 2 * options.units + 10 * PORTS.length;
    await db.execute(sql`update goods_stock set stock = greatest(stock, ${needed * 10})
      where goods_id = ${goods.goods_id} and warehouse_id = ${goods.warehouse_id}`);
    saleId = await newSale(db, goods, options, START_IN_S);
    const warmers = PORTS.length;
    const userIds = await insertBuyers(db, options.buyers + warmers, await businessScopes(db));
    // Each buyer wants one or two units, up to the limit; the warm-up buyers an ordinary line.
    const lines = await rows<{ id: number; user_id: number; number: number }>(
      db,
      sql`insert into cart_lines (user_id, goods_id, warehouse_id, type, flash_sale_id, number)
          select u, ${goods.goods_id}, ${goods.warehouse_id},
            case when n <= ${warmers} then 0 else 1 end,
            case when n <= ${warmers} then null else ${saleId}::integer end,
            case when n <= ${warmers} then 1 else least(${options.limit}, 1 + n % 2) end
          from unnest(${sql.param(userIds)}::integer[]) with ordinality as t(u, n)
          returning id, user_id, number`,
    );
    const lineOf = new Map(lines.map((line) => [line.user_id, line]));
    const csrf = await csrfCookies(instances[0]!.url);
    const everyone = await signInBuyers(
      db,
      userIds,
      userIds.map((id) => [lineOf.get(id)!.id]),
      csrf,
    );
    const [warm, racers] = [everyone.slice(0, warmers), everyone.slice(warmers)];
    const runId = Date.now().toString(36);
    await warmUp(instances, warm, runId);
    const stockBefore = await stockOf(db, goods);
    const [{ wait_ms: waitMs } = { wait_ms: 0 }] = await rows<{ wait_ms: number }>(
      db,
      sql`select greatest(0, extract(epoch from starts_at - now()) * 1000)::integer as wait_ms
          from flash_sales where id = ${saleId}`,
    );
    console.log(`${racers.length} buyers waiting; the sale starts in ${(waitMs / 1000).toFixed(1)} s`);
    await new Promise((resolve) => setTimeout(resolve, waitMs + 50));

    const loadBefore = load();
    const shop = await rushAll(
      instances.map((instance) => instance.url),
      racers,
      (buyer) => submission(buyer, runId),
    );
    const { outcome } = shop;
    const all = shop.result;

    const [counts] = await rows<{ sold: number; ordered: number; over_limit: number; buyers_off: number }>(
      db,
      sql`select f.sold_units as sold,
            (select coalesce(sum(l.number), 0)::integer from order_lines l where l.flash_sale_id = f.id) as ordered,
            (select count(*)::integer from flash_sale_buyers b where b.flash_sale_id = f.id
              and b.units > f.limit_per_buyer) as over_limit,
            (select count(*)::integer from flash_sale_buyers b where b.flash_sale_id = f.id
              and b.units <> (select coalesce(sum(l.number), 0) from order_lines l join orders o on o.id = l.order_id
                where l.flash_sale_id = f.id and o.user_id = b.user_id)) as buyers_off
          from flash_sales f where f.id = ${saleId}`,
    );
    const stockTaken = stockBefore - (await stockOf(db, goods));
    const oversold = Math.max(0, counts!.sold - options.units, counts!.ordered - options.units);
    console.log(`\nPostgreSQL, 2 instances, ${new Date().toISOString()}, load ${loadBefore} → ${load()}`);
    console.table([
      {
        buyers: racers.length,
        units: options.units,
        limit: options.limit,
        seconds: Number(shop.seconds.toFixed(2)),
        'p50 ms': all.latency.p50,
        'p97.5 ms': all.latency.p97_5,
        'p99 ms': all.latency.p99,
        'max ms': all.latency.max,
        'budget p99 ms': BUDGET_P99_MS,
        'within budget': all.latency.p99 <= BUDGET_P99_MS ? 'yes' : 'NO',
        ordered: outcome.created,
        refused: outcome.refused,
        failed: outcome.failed + all.errors + all.timeouts,
        'units sold': counts!.sold,
        oversold,
      },
    ]);
    console.log(
      `Verified: ${counts!.ordered} units on order lines, ${stockTaken} taken from stock, ` +
        `${counts!.over_limit} buyers over the limit, ${counts!.buyers_off} buyers whose count disagrees with their orders`,
    );
    console.log('Refusals:', Object.fromEntries(outcome.refusals));
    if (outcome.firstFailure) console.log(`First failure: ${outcome.firstFailure}`);

    await Promise.all(instances.splice(0).map((instance) => instance.stop()));
    const racing = (buyer: BenchBuyer) => ({ user: buyer.userId, units: lineOf.get(buyer.userId)!.number });
    const floor = await rushAnchors(
      db,
      options.databaseUrl,
      goods,
      options,
      racers.map(racing),
      warm.map(racing),
      anchorSales,
    );
    console.log(`\nThe same rush at the machine's floor, load ${load()} (anchor units sold ${floor.sold}):`);
    console.table([
      figures('bare route, no database', floor.bare),
      figures('anchor: the rows only', floor.anchor),
      figures('the shop (above)', shop),
    ]);
    console.log(
      `The shop's p99 is ${(all.latency.p99 / Math.max(1, floor.anchor.result.latency.p99)).toFixed(2)} × the anchor's`,
    );
    return (
      outcome.failed === 0 &&
      all.errors === 0 &&
      all.timeouts === 0 &&
      oversold === 0 &&
      counts!.sold === options.units &&
      counts!.ordered === options.units &&
      stockTaken === options.units &&
      counts!.over_limit === 0 &&
      counts!.buyers_off === 0 &&
      all.latency.p99 <= BUDGET_P99_MS
    );
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    // The sale's cart lines and buyer counts go with it; the bench buyers' orders go with them.
    await removeBenchBuyers(db, originalStock);
    for (const id of [saleId, ...anchorSales]) {
      if (id !== undefined) await db.execute(sql`delete from flash_sales where id = ${id}`);
    }
    await database.close();
  }
}

async function stockOf(db: Database, goods: FlashGoods): Promise<number> {
  const [row] = await rows<{ stock: number }>(
    db,
    sql`select stock from goods_stock where goods_id = ${goods.goods_id} and warehouse_id = ${goods.warehouse_id}`,
  );
  return row?.stock ?? 0;
}
