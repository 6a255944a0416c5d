// The console's order list over a million orders, on PostgreSQL: generated once into the bench
// database (orders numbered L…, of 2,000 generated buyers), then each list call under load.
import autocannon from 'autocannon';
import pg from 'pg';
import { startProcess, startShopOnPostgres } from './processes.ts';
import { signInOperator } from './session.ts';

export interface OrderListBenchOptions {
  databaseUrl: string;
  orders: number;
  duration: number;
  connections: number;
  /** Delete the generated orders and buyers instead of measuring. */
  remove: boolean;
}

/** The budget: p99 of every list call within 100 ms. */
const BUDGET_P99_MS = 100;
const PORT = 3231;
const ANCHOR_PORT = 3232;
const BUYERS = 2_000;
const BUYER_PHONE_PREFIX = '1390';
const CHUNK = 100_000;
/**
 * A goods name on 27 of the catalogue's names and 87,500 orders: measured and printed, outside the
 * budget. Its counts per state are exact, so it reads every one of its orders' index entries.
 */
const BROAD = 'by a broad goods name (颗粒, outside the budget)';

async function generate(client: pg.Client, orders: number): Promise<void> {
  const buyers = await client.query(
    `select count(*)::int as n from users where phone like '${BUYER_PHONE_PREFIX}%'`,
  );
  if (buyers.rows[0].n < BUYERS) {
    await client.query(
      `insert into users (phone, password_hash, name, company, status, business_scopes)
       select '${BUYER_PHONE_PREFIX}' || lpad(n::text, 7, '0'), 'bench', '采购员' || n, '基准大药房第' || n || '分店', 'approved', '{}'
       from generate_series(1, $1) n on conflict do nothing`,
      [BUYERS],
    );
  }
  const have = await client.query(
    `select count(*)::int as n, coalesce(max(id), 0) as max from orders where order_no like 'L%'`,
  );
  const existing: number = have.rows[0].n;
  if (existing >= orders) return settle(client);
  const goods = await client.query(`select min(id)::int as lo, max(id)::int as hi from goods`);
  const { lo, hi } = goods.rows[0];
  const started = Date.now();
  for (let from = existing + 1; from <= orders; from += CHUNK) {
    const to = Math.min(orders, from + CHUNK - 1);
    await client.query('begin');
    await client.query(
      `with buyers as (select array_agg(id order by id) as ids from users where phone like '${BUYER_PHONE_PREFIX}%'),
       made as (
         insert into orders (order_no, user_id, status, idempotency_key, address, invoice, goods_fen, manjian_fen,
                             coupon_fen, freight_fen, payable_fen, pay_method, pay_deadline, paid_at, shipped_at, created_at)
         select 'L' || lpad(g::text, 10, '0'), b.ids[1 + g % ${BUYERS}], s.status, 'bench-list-' || g,
                jsonb_build_object('name', '张三', 'phone', '13900000000', 'province', '浙江省', 'city', '杭州市',
                                   'district', '西湖区', 'detail', '文三路' || (g % 500) || '号'),
                '{"type":0,"title":"","taxNo":""}'::jsonb,
                s.amount, 0, 0, 0, s.amount,
                case when s.status in (1, 5) then null else 'balance' end,
                s.at + interval '30 minutes',
                case when s.status in (2, 3, 4) then s.at + interval '5 minutes' end,
                case when s.status in (3, 4) then s.at + interval '1 day' end,
                s.at
         from generate_series($1::int, $2::int) g
         cross join buyers b
         join goods gd on gd.id = ${lo} + (g::bigint * 7919) % (${hi} - ${lo} + 1)
         cross join lateral (select
           case when g % 20 = 0 then 1 when g % 20 = 1 then 5 when g % 10 = 2 then 2 when g % 10 = 3 then 3 else 4 end as status,
           (1000 + (g::bigint * 7919) % 500000)::bigint as amount,
           now() - ((${orders} - g) * interval '30 seconds') as at) s
         returning id, order_no, payable_fen)
       insert into order_lines (order_id, type, goods_id, warehouse_id, warehouse_name, name, sccj, ypgg, bzdw, number,
                                unit_price_fen, manjian_share_fen, coupon_share_fen, amount_fen)
       select m.id, 1, gd.id, 1, '主仓', gd.name, '', gd.ypgg, gd.bzdw, 1, m.payable_fen, 0, 0, m.payable_fen
       from made m
       join goods gd on gd.id = ${lo} + (substr(m.order_no, 2)::bigint * 7919) % (${hi} - ${lo} + 1)`,
      [from, to],
    );
    await client.query('commit');
    console.log(
      `  orders ${to.toLocaleString('en')} / ${orders.toLocaleString('en')} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
  }
  await client.query('analyze orders');
  await client.query('analyze order_lines');
  await settle(client);
}

/**
 * The generated orders as a running shop holds them: an unpaid order past its deadline is cancelled
 * (the shop's sweep would cancel the 50,000 generated ones during the measurement, out of order and
 * all at once), and the search index vacuumed as autovacuum would, so that its pages are all-visible.
 */
async function settle(client: pg.Client): Promise<void> {
  const expired = await client.query(
    `update orders set status = 5, cancelled_at = pay_deadline, cancel_reason = '超时未支付，系统自动取消'
     where order_no like 'L%' and status = 1 and pay_deadline < now()`,
  );
  if (expired.rowCount)
    console.log(`  cancelled ${expired.rowCount.toLocaleString('en')} unpaid orders past their deadline`);
  await client.query('vacuum analyze orders');
  await client.query('vacuum analyze orders_by_line_name');
}

async function remove(client: pg.Client): Promise<void> {
  await client.query(`delete from orders where order_no like 'L%'`);
  await client.query(
    `delete from users where phone like '${BUYER_PHONE_PREFIX}%' and password_hash = 'bench'`,
  );
  console.log('Removed the generated orders and buyers.');
}

export async function benchOrderList(options: OrderListBenchOptions): Promise<boolean> {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    if (options.remove) {
      await remove(client);
      return true;
    }
    await generate(client, options.orders);
    const total = (await client.query(`select count(*)::int as n from orders`)).rows[0].n;
    console.log(`Orders in the database: ${total.toLocaleString('en')}`);
  } finally {
    await client.end();
  }
  const server = await startShopOnPostgres(options.databaseUrl, PORT);
  // The anchor: one primary-key read behind Fastify and pg, measured in the same run so that the
  // figures can be read against what this machine does at the moment (a shared, noisy machine).
  const anchor = await startProcess(
    'bench/src/anchor-server.ts',
    [String(ANCHOR_PORT)],
    { DATABASE_URL: options.databaseUrl, DATABASE_POOL_MAX: '4' },
    `http://127.0.0.1:${ANCHOR_PORT}/anchor`,
  );
  try {
    await autocannon({ url: `${anchor.url}/anchor`, connections: options.connections, duration: 3 });
    const anchorRun = await autocannon({
      url: `${anchor.url}/anchor`,
      connections: options.connections,
      duration: options.duration,
    });
    // Its p99 is below a millisecond, which autocannon rounds to 0: the ratio is of throughput.
    const anchorRate = anchorRun.requests.average;
    console.log(
      `\nAnchor (a primary-key read): ${Math.round(anchorRate).toLocaleString('en')} req/s, p99 ${anchorRun.latency.p99} ms`,
    );
    const headers = await signInOperator(server.url, 'admin', 'admin123456');
    const calls: [string, string][] = [
      ['all states, page 1', '/api/admin/orders'],
      ['已发货, page 1', '/api/admin/orders?state=3'],
      ['已完成, page 50', '/api/admin/orders?state=4&page=50'],
      [
        'by order number',
        `/api/admin/orders?keywords=L${String(Math.floor(options.orders / 2)).padStart(10, '0')}`,
      ],
      ['by buyer phone', `/api/admin/orders?keywords=${BUYER_PHONE_PREFIX}0001234`],
      ['by buyer company', `/api/admin/orders?keywords=${encodeURIComponent('第1234分店')}`],
      ['by goods name', `/api/admin/orders?keywords=${encodeURIComponent('板蓝根')}`],
      [BROAD, `/api/admin/orders?keywords=${encodeURIComponent('颗粒')}`],
    ];
    let passed = true;
    console.log(`\n| call | req/s | anchor req/s ÷ req/s | p50 ms | p99 ms | rows of page 1 total |`);
    console.log(`| ---- | ----- | -------------------- | ------ | ------ | -------------------- |`);
    for (const [name, path] of calls) {
      const first = await fetch(`${server.url}${path}`, { headers });
      const body = (await first.json()) as { code: number; msg: string; data: { total: number } };
      if (body.code !== 10000) throw new Error(`${path}: ${body.msg}`);
      await autocannon({
        url: `${server.url}${path}`,
        headers,
        connections: options.connections,
        duration: 3,
      });
      const result = await autocannon({
        url: `${server.url}${path}`,
        headers,
        connections: options.connections,
        duration: options.duration,
      });
      const p99 = result.latency.p99;
      if (result.non2xx > 0 || (p99 > BUDGET_P99_MS && name !== BROAD)) passed = false;
      console.log(
        `| ${name} | ${Math.round(result.requests.average).toLocaleString('en')} | ${(anchorRate / Math.max(result.requests.average, 1)).toFixed(1)} | ${result.latency.p50} | ${p99} | ${body.data.total.toLocaleString('en')} |`,
      );
    }
    console.log(
      `\n${options.connections} connections, ${options.duration} s each; budget p99 ≤ ${BUDGET_P99_MS} ms`,
    );
    return passed;
  } finally {
    await server.stop();
    await anchor.stop();
  }
}
