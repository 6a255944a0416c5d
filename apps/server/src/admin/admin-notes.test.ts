import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InternalNote, InternalNotePage } from '@yaocai/domain/contracts/internal-notes-responses';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../testing/catalog-factories.ts';
import { insertBuyer } from '../testing/factories.ts';
import { paidBalanceOrder } from '../testing/paid-order.ts';
import { signInBuyer } from '../testing/sign-in.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { auditLog } from '../modules/operators/operators.tables.ts';

let t: TestApp;
let watch: WriteWatch;
let goodsId: number;
let orderId: number;
let buyerClient: TestClient;

beforeAll(async () => {
  t = await buildTestApp();
  watch = new WriteWatch(t.db);
  const warehouse = await insertWarehouse(t.db, '华东一号仓');
  const maker = await insertManufacturer(t.db, '华康制药股份有限公司');
  goodsId = await insertGoods(t.db, {
    name: '感冒灵颗粒',
    manufacturerId: maker,
    stock: { [warehouse]: 100 },
  });
  ({ orderId, client: buyerClient } = await paidBalanceOrder(t, [{ goods_id: goodsId, number: 2 }]));
});
afterAll(() => t.close());

async function writesOf(request: () => Promise<unknown>): Promise<string[]> {
  await watch.mark();
  await request();
  return watch.changedTables();
}

describe('internal notes on an order', () => {
  it('are added by an operator who may see orders, listed newest first with the author, and audited', async () => {
    const { client, operator } = await signInOperator(t, ['orders.read']);
    const path = `/api/admin/orders/${orderId}/notes`;
    const first = await client.post<InternalNote>(path, { content: ' 客户电话要求周五前送达 ' });
    expect([first.status, first.body.msg]).toEqual([200, '备注已添加']);
    expect(first.body.data).toMatchObject({
      content: '客户电话要求周五前送达',
      author_id: operator.id,
      author: '测试操作员',
    });
    await client.post(path, { content: '<b>已与仓库确认</b>\n第二行' });

    const page = await client.get<InternalNotePage>(`${path}?page=1&page_size=10`);
    expect(page.body.data.total).toBe(2);
    expect(page.body.data.list.map((note) => note.content)).toEqual([
      '<b>已与仓库确认</b>\n第二行',
      '客户电话要求周五前送达',
    ]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.note'), eq(auditLog.targetId, String(orderId))));
    expect(audits.map((row) => row.after)).toEqual([
      { note_id: first.body.data.id, content: '客户电话要求周五前送达' },
      { note_id: first.body.data.id + 1, content: '<b>已与仓库确认</b>\n第二行' },
    ]);
  });

  it.each([
    [{}, '请填写备注内容'],
    [{ content: '   ' }, '请填写备注内容'],
    [{ content: 'x'.repeat(501) }, '备注内容不能超过500个字符'],
    [{ content: 'a\u0000b' }, '备注内容不能包含控制字符'],
  ])('refuses %j with 422 and writes nothing', async (body, message) => {
    const { client } = await signInOperator(t, ['orders.read']);
    const written = await writesOf(async () => {
      const answer = await client.post(`/api/admin/orders/${orderId}/notes`, body);
      expect([answer.status, answer.body.errors]).toEqual([422, { content: [message] }]);
    });
    expect(written).toEqual([]);
  });

  it('are refused to a role without orders.read, 404 for an order that does not exist, and never reach the buyer', async () => {
    const { client: outsider } = await signInOperator(t, ['buyers.read']);
    const written = await writesOf(async () => {
      expect((await outsider.post(`/api/admin/orders/${orderId}/notes`, { content: '试试' })).status).toBe(
        403,
      );
    });
    expect(written).toEqual([]);
    expect((await outsider.get(`/api/admin/orders/${orderId}/notes`)).status).toBe(403);
    const { client } = await signInOperator(t, ['orders.read']);
    expect((await client.post('/api/admin/orders/999999/notes', { content: '无此订单' })).status).toBe(404);
    await client.post(`/api/admin/orders/${orderId}/notes`, { content: '内部：此客户付款慢' });

    const own = await buyerClient.get(`/api/order/${orderId}`);
    expect(own.status).toBe(200);
    expect(JSON.stringify(own.body)).not.toContain('此客户付款慢');
    expect((await buyerClient.get(`/api/admin/orders/${orderId}/notes`)).status).toBe(401);
  });
});

describe('internal notes on a buyer', () => {
  it('need buyers.read, are kept per buyer, and the buyer cannot read them', async () => {
    const { client } = await signInOperator(t, ['buyers.read']);
    const { buyer, client: buyer1 } = await signInBuyer(t);
    const other = await insertBuyer(t.db);
    await client.post(`/api/admin/buyers/${buyer.id}/notes`, { content: '要求每月对账' });
    const mine = await client.get<InternalNotePage>(`/api/admin/buyers/${buyer.id}/notes`);
    expect(mine.body.data.list.map((note) => note.content)).toEqual(['要求每月对账']);
    const theirs = await client.get<InternalNotePage>(`/api/admin/buyers/${other.id}/notes`);
    expect(theirs.body.data.list).toEqual([]);
    expect((await client.get('/api/admin/buyers/999999/notes')).status).toBe(404);

    const { client: ordersOnly } = await signInOperator(t, ['orders.read']);
    expect((await ordersOnly.get(`/api/admin/buyers/${buyer.id}/notes`)).status).toBe(403);
    expect((await buyer1.get(`/api/admin/buyers/${buyer.id}/notes`)).status).toBe(401);
    const state = await buyer1.get('/api/user/base');
    expect(JSON.stringify(state.body)).not.toContain('要求每月对账');
  });
});
