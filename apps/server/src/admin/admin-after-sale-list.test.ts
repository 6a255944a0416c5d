import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAfterSaleList } from '@yaocai/domain/contracts/after-sales';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { insertWarehouse } from '../testing/catalog-factories.ts';
import { insertBuyer } from '../testing/factories.ts';
import { insertTestOrder, orderLineNamed } from '../testing/order-factories.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { afterSales } from '../modules/after-sales/after-sales.tables.ts';

let t: TestApp;
let watch: WriteWatch;
let reader: TestClient;
/** Four requests a few days apart, each unlike the others in kind, state and refund. */
const asked = {} as Record<'a' | 'b' | 'c' | 'd', number>;

beforeAll(async () => {
  t = await buildTestApp();
  watch = new WriteWatch(t.db);
  const warehouseId = await insertWarehouse(t.db, '主仓');
  const buyerId = (await insertBuyer(t.db)).id;
  // China time is UTC+8: 20:00Z is 04:00 the next day.
  const shapes = [
    ['a', 'refund', 'pending', 5_000, '2026-03-01T02:00:00Z'],
    ['b', 'return', 'refunded', 20_000, '2026-03-05T02:00:00Z'],
    ['c', 'refund', 'refunded', 12_000, '2026-03-10T20:00:00Z'],
    ['d', 'return', 'pending', 800, '2026-03-20T02:00:00Z'],
  ] as const;
  for (const [name, kind, status, amountFen, created] of shapes) {
    const orderId = await insertTestOrder(t.db, buyerId, [
      orderLineNamed(warehouseId, '板蓝根颗粒', amountFen),
    ]);
    const [row] = await t.db
      .insert(afterSales)
      .values({
        orderId,
        userId: buyerId,
        kind,
        status,
        reason: '质量问题',
        amountFen,
        createdAt: new Date(created),
      })
      .returning({ id: afterSales.id });
    asked[name] = row!.id;
  }
  ({ client: reader } = await signInOperator(t, ['orders.read']));
});
afterAll(() => t.close());

const listOf = async (query: string) => {
  const answer = await reader.get<AdminAfterSaleList>(`/api/admin/after-sales?${query}`);
  expect(answer.status, query).toBe(200);
  return answer.body.data;
};
const idsOf = async (query: string) => (await listOf(query)).list.map((row) => row.id);

describe('sorting the console’s after-sales', () => {
  it('keeps newest first by default, and orders by 申请时间 or 退款金额 either way', async () => {
    const { a, b, c, d } = asked;
    expect(await idsOf('')).toEqual([d, c, b, a]);
    expect(await idsOf('sort=created_at&order=asc')).toEqual([a, b, c, d]);
    expect(await idsOf('sort=amount&order=desc')).toEqual([b, c, a, d]);
    expect(await idsOf('sort=amount&order=asc')).toEqual([d, a, c, b]);
    expect(await idsOf('sort=amount&order=desc&page=2&page_size=2')).toEqual([a, d]);
    expect(await idsOf('status=refunded&sort=amount&order=asc')).toEqual([c, b]);
  });
});

describe('filtering the console’s after-sales', () => {
  it('by kind, the days asked (China days) and the refund in fen, with the counts per state of what matches', async () => {
    const { a, b, c, d } = asked;
    const returns = await listOf('kind=return');
    expect([returns.list.map((row) => row.id), returns.counts]).toEqual([
      [d, b],
      { '': 2, pending: 1, refunded: 1 },
    ]);
    // Asked at 04:00 on 11 March in China, though 10 March in UTC.
    expect(await idsOf('created_from=2026-03-11&created_to=2026-03-11')).toEqual([c]);
    expect(await idsOf('created_from=2026-03-10&created_to=2026-03-10')).toEqual([]);
    expect(await idsOf('created_to=2026-03-05')).toEqual([b, a]);
    expect(await idsOf('amount_min=5000&amount_max=12000')).toEqual([c, a]);
    expect(await idsOf('amount_min=800&amount_max=800')).toEqual([d]);
    const pendingRefunds = await listOf('status=pending&kind=refund&amount_min=1000');
    expect([pendingRefunds.list.map((row) => row.id), pendingRefunds.total]).toEqual([[a], 1]);
  });

  it('refuses a range backwards, an unknown value or sort with 422 in Chinese, writing nothing', async () => {
    const refusals: [string, Record<string, string[]>][] = [
      ['created_from=2026-03-10&created_to=2026-03-05', { created_to: ['申请结束日期不能早于开始日期'] }],
      ['amount_min=500&amount_max=100', { amount_max: ['最高退款金额不能低于最低退款金额'] }],
      ['amount_min=-1', { amount_min: ['最低退款金额须为0至1亿元之间的整数分'] }],
      ['amount_max=12.5', { amount_max: ['最高退款金额须为0至1亿元之间的整数分'] }],
      ['created_from=2026-02-30', { created_from: ['申请开始日期格式不正确'] }],
      ['kind=exchange', { kind: ['售后类型不正确'] }],
      ['sort=buyer', { sort: ['排序字段不正确'] }],
      ['order=sideways', { order: ['排序方向不正确'] }],
    ];
    for (const [query, errors] of refusals) {
      await watch.mark();
      const answer = await reader.get(`/api/admin/after-sales?${query}`);
      expect([answer.status, answer.body.errors], query).toEqual([422, errors]);
      expect(await watch.changedTables(), query).toEqual([]);
    }
  });

  it('answers hostile values with a refusal or an empty page, never a server error', async () => {
    const hostile = [
      'amount_min[]=1',
      'amount_min=1e3',
      'amount_min=99999999999999999999',
      'created_from[a]=1',
      'kind=refund&kind=return',
      `kind=${encodeURIComponent("refund' or 1=1 --")}`,
      'sort=amount&order=asc&page=10000',
      `created_from=${encodeURIComponent('\u0000')}`,
    ];
    for (const query of hostile) {
      const answer = await reader.get<AdminAfterSaleList>(`/api/admin/after-sales?${query}`);
      expect([200, 400, 422], query).toContain(answer.status);
      if (answer.status === 200) expect(answer.body.data.list, query).toEqual([]);
    }
  });

  it('refuses an operator without 查看订单', async () => {
    const { client } = await signInOperator(t, ['buyers.read', 'goods.read']);
    expect((await client.get('/api/admin/after-sales?sort=amount')).status).toBe(403);
  });
});
