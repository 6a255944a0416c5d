// The console's order list over a million orders, on PostgreSQL: generated once into the bench
// database (orders numbered L…, of 2,000 generated buyers), then each list call under load.
import pg from 'pg';
import { benchConsoleCalls, type ConsoleCall, type ConsoleListBenchOptions } from './console-calls.ts';

export interface OrderListBenchOptions extends ConsoleListBenchOptions {
  orders: number;
  /** Delete the generated orders and buyers instead of measuring. */
  remove: boolean;
}

const PORT = 3231;
const ANCHOR_PORT = 3232;
const BUYERS = 2_000;
const BUYER_PHONE_PREFIX = '1390';
const CHUNK = 100_000;
/**
 * A goods name on 27 of the catalogue's names and 87,500 orders: measured and printed, outside the
 * budget. Its counts per state are exact, so it reads every one of its orders' index entries.
 */
const BROAD = 'by a broad goods name (颗粒)';
/** The delivery provinces the generated orders go to, one after the other. */
const PROVINCES = [
  '浙江省',
  '广东省',
  '江苏省',
  '山东省',
  '河南省',
  '四川省',
  '湖北省',
  '湖南省',
  '河北省',
  '福建省',
];
const PAY_METHODS = ['balance', 'credit', 'online'];
const MANAGER_NAME = '基准客户经理';

/** The bench's account manager, looking after every tenth generated buyer. */
async function benchManager(client: pg.Client): Promise<number> {
  const found = await client.query(`select id from account_managers where name = $1`, [MANAGER_NAME]);
  const id: number =
    found.rows[0]?.id ??
    (
      await client.query(
        `insert into account_managers (name, phone, is_default) values ($1, '13900009999', false) returning id`,
        [MANAGER_NAME],
      )
    ).rows[0].id;
  await client.query(
    `update users set account_manager_id = $1
     where phone like '${BUYER_PHONE_PREFIX}%' and substr(phone, 5)::int % 10 = 0 and account_manager_id is distinct from $1`,
    [id],
  );
  return id;
}

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
                jsonb_build_object('name', '张三', 'phone', '13900000000',
                                   'province', (array['${PROVINCES.join("','")}'])[1 + (g / 7) % ${PROVINCES.length}], 'city', '某市',
                                   'district', '西湖区', 'detail', '文三路' || (g % 500) || '号'),
                '{"type":0,"title":"","taxNo":""}'::jsonb,
                s.amount, 0, 0, 0, s.amount,
                case when s.status in (1, 5) then null
                     else (array['${PAY_METHODS.join("','")}'])[1 + (g / 10) % ${PAY_METHODS.length}] end,
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
  await client.query(`delete from account_managers where name = $1`, [MANAGER_NAME]);
  console.log('Removed the generated orders, buyers and their manager.');
}

export async function benchOrderList(options: OrderListBenchOptions): Promise<boolean> {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  let managerId: number;
  try {
    if (options.remove) {
      await remove(client);
      return true;
    }
    await generate(client, options.orders);
    managerId = await benchManager(client);
    const total = (await client.query(`select count(*)::int as n from orders`)).rows[0].n;
    console.log(`Orders in the database: ${total.toLocaleString('en')}`);
  } finally {
    await client.end();
  }
  const encode = encodeURIComponent;
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const calls: ConsoleCall[] = [
    { name: 'all states, page 1', path: '/api/admin/orders' },
    { name: '已发货, page 1', path: '/api/admin/orders?state=3' },
    { name: '已完成, page 50', path: '/api/admin/orders?state=4&page=50' },
    {
      name: 'by order number',
      path: `/api/admin/orders?keywords=L${String(Math.floor(options.orders / 2)).padStart(10, '0')}`,
    },
    { name: 'by buyer phone', path: `/api/admin/orders?keywords=${BUYER_PHONE_PREFIX}0001234` },
    { name: 'by buyer company', path: `/api/admin/orders?keywords=${encode('第1234分店')}` },
    { name: 'by goods name', path: `/api/admin/orders?keywords=${encode('板蓝根')}` },
    { name: BROAD, path: `/api/admin/orders?keywords=${encode('颗粒')}`, outsideBudget: true },
    // The filters and sorts of the console's second pass (issue 29).
    { name: '应付金额 largest first, page 1', path: '/api/admin/orders?sort=payable&order=desc' },
    {
      name: '已完成 by 应付金额 ascending, page 50',
      path: '/api/admin/orders?state=4&sort=payable&order=asc&page=50',
    },
    { name: 'ordered in one week', path: `/api/admin/orders?created_from=${day(30)}&created_to=${day(24)}` },
    {
      name: 'paid on one day, ¥1,000–¥2,000',
      path: `/api/admin/orders?paid_from=${day(10)}&paid_to=${day(10)}&amount_min=100000&amount_max=200000`,
    },
    { name: 'by payment method (credit)', path: '/api/admin/orders?pay_method=credit' },
    { name: 'by province (广东)', path: `/api/admin/orders?region=${encode('广东')}` },
    { name: 'by account manager (a tenth of the buyers)', path: `/api/admin/orders?manager_id=${managerId}` },
    {
      name: '待发货 in 广东 by credit, largest first',
      path: `/api/admin/orders?state=2&region=${encode('广东')}&pay_method=credit&sort=payable&order=desc`,
    },
  ];
  return benchConsoleCalls(calls, options, { port: PORT, anchorPort: ANCHOR_PORT });
}
