import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminInvoiceList } from '@yaocai/domain/contracts/invoice';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { insertWarehouse } from '../testing/catalog-factories.ts';
import { insertBuyer } from '../testing/factories.ts';
import { insertTestOrder, orderLineNamed } from '../testing/order-factories.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { invoices } from '../modules/invoices/invoices.tables.ts';

let t: TestApp;
let watch: WriteWatch;
let reader: TestClient;
/** Four invoices a few days apart; c is the red-letter one of a refund. */
const issued = {} as Record<'a' | 'b' | 'c' | 'd', number>;

beforeAll(async () => {
  t = await buildTestApp();
  watch = new WriteWatch(t.db);
  const warehouseId = await insertWarehouse(t.db, '主仓');
  const buyerId = (await insertBuyer(t.db)).id;
  const orderId = await insertTestOrder(t.db, buyerId, [orderLineNamed(warehouseId, '板蓝根颗粒', 50_000)]);
  const shapes = [
    ['a', 'blue', 5_000, '2026-03-01T02:00:00Z'],
    ['b', 'blue', 20_000, '2026-03-05T02:00:00Z'],
    ['c', 'red', -3_000, '2026-03-10T02:00:00Z'],
    ['d', 'blue', 800, '2026-03-20T02:00:00Z'],
  ] as const;
  for (const [name, kind, amountFen, at] of shapes) {
    const [row] = await t.db
      .insert(invoices)
      .values({
        orderId,
        userId: buyerId,
        orderNo: 'YC202603010001',
        invoiceNo: `FP-SORT-${name}`,
        kind,
        type: 1,
        title: '排序药房',
        amountFen,
        issuedAt: new Date(at),
      })
      .returning({ id: invoices.id });
    issued[name] = row!.id;
  }
  ({ client: reader } = await signInOperator(t, ['orders.read']));
});
afterAll(() => t.close());

const idsOf = async (query: string) => {
  const answer = await reader.get<AdminInvoiceList>(`/api/admin/invoices?${query}`);
  expect(answer.status, query).toBe(200);
  return answer.body.data.list.map((row) => row.id);
};

describe('sorting 发票管理', () => {
  it('keeps newest first by default, and orders by 开票时间 or 金额 either way, page by page', async () => {
    const { a, b, c, d } = issued;
    expect(await idsOf('')).toEqual([d, c, b, a]);
    expect(await idsOf('sort=issued_at&order=asc')).toEqual([a, b, c, d]);
    expect(await idsOf('sort=amount&order=desc')).toEqual([b, a, d, c]);
    expect(await idsOf('sort=amount&order=asc')).toEqual([c, d, a, b]);
    expect(await idsOf('sort=amount&order=desc&page=2&page_size=20')).toEqual([]);
    expect(await idsOf('kind=blue&sort=amount&order=asc')).toEqual([d, a, b]);
    expect(await idsOf('start_time=2026-03-05&sort=amount&order=desc')).toEqual([b, d, c]);
  });

  it('refuses an unknown sort or direction with 422 in Chinese, writing nothing; hostile values get no server error', async () => {
    const refusals: [string, Record<string, string[]>][] = [
      ['sort=title', { sort: ['排序字段不正确'] }],
      ['sort=amount&order=sideways', { order: ['排序方向不正确'] }],
    ];
    for (const [query, errors] of refusals) {
      await watch.mark();
      const answer = await reader.get(`/api/admin/invoices?${query}`);
      expect([answer.status, answer.body.errors], query).toEqual([422, errors]);
      expect(await watch.changedTables(), query).toEqual([]);
    }
    for (const query of [
      'sort[]=amount',
      'sort=amount&sort=issued_at',
      `sort=${encodeURIComponent('amount_fen desc; drop table invoices; --')}`,
      'sort=amount&order=asc&page=10000',
    ]) {
      const answer = await reader.get<AdminInvoiceList>(`/api/admin/invoices?${query}`);
      expect([200, 400, 422], query).toContain(answer.status);
      if (answer.status === 200) expect(answer.body.data.list, query).toEqual([]);
    }
  });

  it('refuses an operator without 查看订单', async () => {
    const { client } = await signInOperator(t, ['buyers.read', 'goods.read']);
    expect((await client.get('/api/admin/invoices?sort=amount')).status).toBe(403);
  });
});
