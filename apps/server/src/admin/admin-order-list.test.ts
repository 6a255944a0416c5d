import { setTimeout } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderList } from '@yaocai/domain/contracts/admin';
import type { SheetJob } from '@yaocai/domain/contracts/admin-jobs';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { insertWarehouse } from '../testing/catalog-factories.ts';
import { insertBuyer } from '../testing/factories.ts';
import { insertTestOrder, orderLineNamed } from '../testing/order-factories.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { accountManagers } from '../modules/accounts/accounts.tables.ts';
import { orders } from '../modules/orders/orders.tables.ts';

let t: TestApp;
let watch: WriteWatch;
let reader: TestClient;
let managerId: number;
/** Four orders a day or more apart, each unlike the others in amount, payment, province and buyer. */
const placed = {} as Record<'a' | 'b' | 'c' | 'd', number>;
const orderNos = new Map<number, string>();

interface Shape {
  created: string;
  payableFen: number;
  status: number;
  paid?: { at: string; method: 'balance' | 'credit' | 'online' };
  province: string;
  buyer: number;
}

async function orderShaped(warehouseId: number, shape: Shape): Promise<number> {
  const id = await insertTestOrder(
    t.db,
    shape.buyer,
    [orderLineNamed(warehouseId, '板蓝根颗粒', shape.payableFen)],
    {
      province: shape.province,
    },
  );
  const [row] = await t.db
    .update(orders)
    .set({
      createdAt: new Date(shape.created),
      status: shape.status,
      paidAt: shape.paid ? new Date(shape.paid.at) : null,
      payMethod: shape.paid?.method ?? null,
    })
    .where(eq(orders.id, id))
    .returning({ orderNo: orders.orderNo });
  orderNos.set(id, row!.orderNo);
  return id;
}

beforeAll(async () => {
  t = await buildTestApp();
  watch = new WriteWatch(t.db);
  const warehouseId = await insertWarehouse(t.db, '主仓');
  const [manager] = await t.db
    .insert(accountManagers)
    .values({ name: '孙经理', phone: '13900007777' })
    .returning({ id: accountManagers.id });
  managerId = manager!.id;
  const managed = (await insertBuyer(t.db, { accountManagerId: managerId })).id;
  const unmanaged = (await insertBuyer(t.db)).id;
  // China time is UTC+8: 02:00Z is 10:00 the same day, 20:00Z is 04:00 the next day.
  // name, created, payable (fen), state, province, buyer, paid at, pay method
  const rows = [
    ['a', '2026-03-01T02:00:00Z', 5_000, 1, '浙江省', managed],
    ['b', '2026-03-05T02:00:00Z', 20_000, 2, '广东省', managed, '2026-03-05T03:00:00Z', 'balance'],
    ['c', '2026-03-10T02:00:00Z', 12_000, 3, '广东省', unmanaged, '2026-03-11T20:00:00Z', 'online'],
    ['d', '2026-03-20T02:00:00Z', 800, 4, '四川省', unmanaged, '2026-03-20T03:00:00Z', 'credit'],
  ] as const;
  const shapes = rows.map(
    ([name, created, payableFen, status, province, buyer, paidAt, method]): [keyof typeof placed, Shape] => [
      name,
      {
        created,
        payableFen,
        status,
        province,
        buyer,
        ...(paidAt ? { paid: { at: paidAt, method: method! } } : {}),
      },
    ],
  );
  for (const [name, shape] of shapes) placed[name] = await orderShaped(warehouseId, shape);
  ({ client: reader } = await signInOperator(t, ['orders.read']));
});
afterAll(() => t.close());

/** The request is refused with 422 and these field errors, and nothing is written. */
async function expectRefused(
  request: () => Promise<{ status: number; body: { errors?: unknown } }>,
  errors: Record<string, string[]>,
  label: string,
) {
  await watch.mark();
  const answer = await request();
  expect([answer.status, answer.body.errors], label).toEqual([422, errors]);
  expect(await watch.changedTables(), label).toEqual([]);
}

const listOf = async (query: string) => {
  const answer = await reader.get<AdminOrderList>(`/api/admin/orders?${query}`);
  expect(answer.status, query).toBe(200);
  return answer.body.data;
};
const idsOf = async (query: string) => (await listOf(query)).list.map((order) => order.id);
const countsOf = (list: AdminOrderList) => list.counts;

describe('sorting the console’s orders', () => {
  it('orders by 下单时间 and by 应付金额, either way, with and without a filter', async () => {
    const { a, b, c, d } = placed;
    expect(await idsOf('')).toEqual([d, c, b, a]);
    expect(await idsOf('sort=created_at&order=asc')).toEqual([a, b, c, d]);
    expect(await idsOf('sort=payable&order=desc')).toEqual([b, c, a, d]);
    expect(await idsOf('sort=payable&order=asc')).toEqual([d, a, c, b]);
    // A filter goes through the matching orders; the page is ordered the same way.
    expect(await idsOf('created_from=2026-03-01&sort=payable&order=desc')).toEqual([b, c, a, d]);
    expect(await idsOf('keywords=板蓝根&sort=payable&order=asc')).toEqual([d, a, c, b]);
    expect(await idsOf('keywords=板蓝根&sort=created_at&order=asc')).toEqual([a, b, c, d]);
    // Pages follow the order: the second of two a page.
    expect(await idsOf('sort=payable&order=desc&page=2&page_size=2')).toEqual([a, d]);
    expect(await idsOf('keywords=板蓝根&sort=payable&order=desc&page=2&page_size=2')).toEqual([a, d]);
    // Within a state, by amount.
    expect(await idsOf('state=2&sort=payable&order=asc')).toEqual([b]);
  });
});

describe('filtering the console’s orders', () => {
  it('by the days ordered and paid (China days, both ends included), with the counts per state of what matches', async () => {
    const { a, b, c, d } = placed;
    const ordered = await listOf('created_from=2026-03-05&created_to=2026-03-10');
    expect(ordered.list.map((order) => order.id)).toEqual([c, b]);
    expect([ordered.total, countsOf(ordered)]).toEqual([
      2,
      { '0': 2, '1': 0, '2': 1, '3': 1, '4': 0, '5': 0 },
    ]);
    expect(await idsOf('created_to=2026-03-01')).toEqual([a]);
    // Paid at 04:00 on 12 March in China, though 11 March in UTC.
    expect(await idsOf('paid_from=2026-03-12&paid_to=2026-03-12')).toEqual([c]);
    expect(await idsOf('paid_from=2026-03-11&paid_to=2026-03-11')).toEqual([]);
    expect(await idsOf('paid_from=2026-03-01')).toEqual([d, c, b]);
    const inShipping = await listOf('paid_from=2026-03-01&state=2');
    expect([inShipping.list.map((order) => order.id), inShipping.total, inShipping.counts['0']]).toEqual([
      [b],
      1,
      3,
    ]);
  });

  it('by the amount payable in fen, both ends included', async () => {
    const { a, b, c, d } = placed;
    expect(await idsOf('amount_min=5000&amount_max=12000')).toEqual([c, a]);
    expect(await idsOf('amount_min=12001')).toEqual([b]);
    expect(await idsOf('amount_max=800')).toEqual([d]);
    expect(await idsOf('amount_min=800&amount_max=800')).toEqual([d]);
  });

  it('by payment method, the delivery province and the buyer’s account manager', async () => {
    const { a, b, c, d } = placed;
    expect(await idsOf('pay_method=online')).toEqual([c]);
    expect(await idsOf('pay_method=credit')).toEqual([d]);
    expect(await idsOf(`region=${encodeURIComponent('广东')}`)).toEqual([c, b]);
    expect(await idsOf(`region=${encodeURIComponent('西藏')}`)).toEqual([]);
    expect(await idsOf(`manager_id=${managerId}`)).toEqual([b, a]);
    expect(await idsOf('manager_id=0')).toEqual([d, c]);
    const combined = await listOf(`region=${encodeURIComponent('广东')}&manager_id=0&keywords=板蓝根`);
    expect([combined.list.map((order) => order.id), combined.counts['3'], combined.counts['2']]).toEqual([
      [c],
      1,
      0,
    ]);
  });

  it('refuses a range backwards, an unknown value or a malformed one with 422, writing nothing', async () => {
    const refusals: [string, Record<string, string[]>][] = [
      ['created_from=2026-03-10&created_to=2026-03-05', { created_to: ['下单结束日期不能早于开始日期'] }],
      ['paid_from=2026-03-10&paid_to=2026-03-05', { paid_to: ['支付结束日期不能早于开始日期'] }],
      ['amount_min=500&amount_max=100', { amount_max: ['最高金额不能低于最低金额'] }],
      ['amount_min=-1', { amount_min: ['最低金额须为0至1亿元之间的整数分'] }],
      ['amount_max=12.5', { amount_max: ['最高金额须为0至1亿元之间的整数分'] }],
      ['created_from=2026-02-30', { created_from: ['下单开始日期格式不正确'] }],
      ['pay_method=cash', { pay_method: ['支付方式不正确'] }],
      ['region=%E7%81%AB%E6%98%9F', { region: ['所在地区不正确'] }],
      ['manager_id=-3', { manager_id: ['客户经理格式不正确'] }],
      ['sort=buyer', { sort: ['排序字段不正确'] }],
      ['order=sideways', { order: ['排序方向不正确'] }],
      ['page_size=101', { page_size: ['每页数量不能超过100'] }],
    ];
    for (const [query, errors] of refusals)
      await expectRefused(() => reader.get(`/api/admin/orders?${query}`), errors, query);
  });

  it('answers hostile values with a refusal or an empty page, never a server error', async () => {
    const hostile = [
      'amount_min[]=1',
      'amount_min=1e3',
      'amount_min=99999999999999999999',
      'created_from[a]=1',
      `region=${encodeURIComponent("广东' or 1=1 --")}`,
      `region=${encodeURIComponent('%')}`,
      'pay_method=balance&pay_method=online',
      `keywords=${encodeURIComponent("'); drop table orders; --")}`,
      `keywords=${encodeURIComponent('%_\\')}&sort=payable`,
      'sort=payable&order=asc&page=10000',
      'state=2&state=3',
      `created_from=${encodeURIComponent('\u0000')}`,
    ];
    for (const query of hostile) {
      const answer = await reader.get<AdminOrderList>(`/api/admin/orders?${query}`);
      expect([200, 400, 422], query).toContain(answer.status);
      if (answer.status === 200) expect(answer.body.data.list, query).toEqual([]);
    }
  });
});

async function untilEnded(id: number): Promise<SheetJob> {
  for (let waited = 0; waited < 30_000; waited += 100) {
    const job = (await reader.get<SheetJob>(`/api/admin/jobs/${id}`)).body.data;
    if (['succeeded', 'failed', 'cancelled'].includes(job.state)) return job;
    await setTimeout(100);
  }
  throw new Error(`job ${id} did not end`);
}

/** The order numbers in an ended export's file. */
async function exportedOrderNos(job: SheetJob): Promise<string[]> {
  const file = await reader.send('GET', `/api/admin/jobs/${job.id}/file`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  return sheet.getRows(2, sheet.rowCount - 1)!.map((row) => String(row.getCell(1).value));
}

describe('the filters’ indexes', () => {
  it('count the orders of a payment method or a region per state, and page them, by index', async () => {
    const [{ id: userId } = { id: 0 }] = await t.db.select({ id: orders.userId }).from(orders).limit(1);
    await t.db.execute(sql`
      insert into orders (order_no, user_id, status, idempotency_key, address, invoice, goods_fen, manjian_fen,
        coupon_fen, freight_fen, payable_fen, pay_method, pay_deadline, paid_at)
      select 'EXPLAIN' || n, ${userId}, 2 + n % 3, 'explain-' || n,
        jsonb_build_object('province', case when n % 40 = 0 then '新疆维吾尔自治区' else '浙江省' end),
        '{}'::jsonb, 1000, 0, 0, 0, 1000, case when n % 40 = 0 then 'credit' else 'balance' end, now(), now()
      from generate_series(1, 4000) as n`);
    await t.db.execute(sql`analyze orders`);
    const planOf = async (query: ReturnType<typeof sql>) => {
      const { rows } = (await t.db.execute(sql`explain ${query}`)) as unknown as {
        rows: Record<string, string>[];
      };
      return rows.map((row) => Object.values(row)[0]).join('\n');
    };
    expect(
      await planOf(sql`select status, count(*) from orders where pay_method = 'credit' group by status`),
    ).toMatch(/orders_pay_method_idx/);
    expect(
      await planOf(sql`select status, count(*) from orders where region = '新疆' group by status`),
    ).toMatch(/orders_region_idx/);
    expect(
      await planOf(sql`select id from orders where region = '新疆' and status = 3 order by id desc limit 20`),
    ).toMatch(/orders_region_idx/);
    const xinjiang = await listOf(`region=${encodeURIComponent('新疆')}&state=3`);
    // n = 40k with k = 1…100, in state 3 when n % 3 = 1, that is k % 3 = 1: 34 of them.
    expect([xinjiang.total, xinjiang.counts['0']]).toEqual([34, 100]);
    await t.db.execute(sql`delete from orders where order_no like 'EXPLAIN%'`);
  });
});

describe('exporting the console’s orders', () => {
  it('writes the orders picked by hand, whatever the filter, or else those the filters find', async () => {
    const { a, b, c } = placed;
    const picked = await reader.post<SheetJob>('/api/admin/orders/export', {
      ids: [c, a, 999_999],
      state: 2,
    });
    expect([picked.status, picked.body.data.total]).toEqual([200, 2]);
    const pickedJob = await untilEnded(picked.body.data.id);
    expect([pickedJob.state, pickedJob.done]).toEqual(['succeeded', 2]);
    expect(await exportedOrderNos(pickedJob)).toEqual([orderNos.get(c), orderNos.get(a)]);

    const filtered = await reader.post<SheetJob>('/api/admin/orders/export', {
      region: '广东',
      amount_min: 15_000,
      created_from: '2026-03-01',
    });
    expect(filtered.body.data.total).toBe(1);
    expect(await exportedOrderNos(await untilEnded(filtered.body.data.id))).toEqual([orderNos.get(b)]);
  });

  it('refuses more picks than allowed, none, or a filter out of order, writing nothing', async () => {
    const refusals: [unknown, Record<string, string[]>][] = [
      [
        { ids: Array.from({ length: 1001 }, (_, index) => index + 1) },
        { ids: ['一次最多导出1000个选中的订单'] },
      ],
      [{ ids: [] }, { ids: ['请选择要导出的订单'] }],
      [{ ids: ['x'] }, { 'ids.0': ['订单格式不正确'] }],
      [{ amount_min: 300, amount_max: 200 }, { amount_max: ['最高金额不能低于最低金额'] }],
    ];
    for (const [body, errors] of refusals)
      await expectRefused(
        () => reader.post('/api/admin/orders/export', body),
        errors,
        JSON.stringify(errors),
      );
  });
});
