import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListView } from '@yaocai/domain/contracts/admin-list-views-responses';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';

let t: TestApp;
let watch: WriteWatch;
let mine: TestClient;
let theirs: TestClient;

beforeAll(async () => {
  t = await buildTestApp();
  watch = new WriteWatch(t.db);
  ({ client: mine } = await signInOperator(t, ['orders.read']));
  ({ client: theirs } = await signInOperator(t, ['orders.read', 'goods.read']));
});
afterAll(() => t.close());

const viewsOf = async (client: TestClient, list = 'orders') =>
  (await client.get<ListView[]>(`/api/admin/list-views?list=${list}`)).body.data;

/** The answer to `request` and the tables it wrote. */
async function answerAndWrites(
  request: () => Promise<{ status: number; body: { errors?: unknown; msg: string } }>,
) {
  await watch.mark();
  const answer = await request();
  return {
    status: answer.status,
    errors: answer.body.errors,
    msg: answer.body.msg,
    written: await watch.changedTables(),
  };
}

describe('saved views of the console’s lists', () => {
  it('keeps each operator’s named views of a list for them alone, replacing one saved again under its name', async () => {
    const params = { state: '2', amount_min: '100.00', sort: 'payable', order: 'desc' };
    const saved = await mine.post<ListView>('/api/admin/list-views', {
      list: 'orders',
      name: '大额待发货',
      params,
    });
    expect([saved.status, saved.body.data.name, saved.body.data.params]).toEqual([200, '大额待发货', params]);
    await mine.post('/api/admin/list-views', { list: 'orders', name: '大额待发货', params: { state: '3' } });
    await mine.post('/api/admin/list-views', {
      list: 'orders',
      name: '今日',
      params: { created_from: '2026-03-01' },
    });
    expect((await viewsOf(mine)).map((view) => [view.name, view.params])).toEqual([
      ['今日', { created_from: '2026-03-01' }],
      ['大额待发货', { state: '3' }],
    ]);
    expect(await viewsOf(theirs)).toEqual([]);
    await theirs.post('/api/admin/list-views', { list: 'goods', name: '下架', params: { on_sale: '0' } });
    expect((await viewsOf(theirs, 'goods')).map((view) => view.name)).toEqual(['下架']);
    // The after-sales and invoices are read with 查看订单, and so are their views.
    await mine.post('/api/admin/list-views', {
      list: 'after_sales',
      name: '大额退货',
      params: { kind: 'return' },
    });
    await mine.post('/api/admin/list-views', { list: 'invoices', name: '红字', params: { kind: 'red' } });
    expect((await viewsOf(mine, 'after_sales')).map((view) => view.params)).toEqual([{ kind: 'return' }]);
    expect((await viewsOf(mine, 'invoices')).map((view) => view.name)).toEqual(['红字']);

    // 导入导出 is read with any permission that imports or exports; the others each with their own.
    await mine.post('/api/admin/list-views', { list: 'jobs', name: '失败', params: { state: 'failed' } });
    expect((await viewsOf(mine, 'jobs')).map((view) => view.name)).toEqual(['失败']);
    const { client: auditor } = await signInOperator(t, ['audit.read', 'buyers.read']);
    await auditor.post('/api/admin/list-views', {
      list: 'audit',
      name: '商品',
      params: { target_type: 'goods' },
    });
    await auditor.post('/api/admin/list-views', {
      list: 'overdue_bills',
      name: '大额',
      params: { sort: 'amount' },
    });
    expect((await viewsOf(auditor, 'audit')).map((view) => view.name)).toEqual(['商品']);
    expect((await viewsOf(auditor, 'overdue_bills')).map((view) => view.name)).toEqual(['大额']);
    expect((await auditor.get('/api/admin/list-views?list=jobs')).status).toBe(403);
    expect((await mine.get('/api/admin/list-views?list=audit')).status).toBe(403);

    // Another's view cannot be deleted: it is as good as absent.
    const id = (await viewsOf(mine))[0]!.id;
    expect(await answerAndWrites(() => theirs.delete(`/api/admin/list-views/${id}`))).toMatchObject({
      status: 404,
      msg: '视图不存在',
      written: [],
    });
    expect((await mine.delete(`/api/admin/list-views/${id}`)).status).toBe(200);
    expect((await viewsOf(mine)).map((view) => view.name)).toEqual(['大额待发货']);
  });

  it('refuses a list the operator may not read, bad names and parameters, and more than 20 views, writing nothing', async () => {
    expect(
      await answerAndWrites(() =>
        mine.post('/api/admin/list-views', { list: 'goods', name: '全部', params: {} }),
      ),
    ).toMatchObject({ status: 403, written: [] });
    expect((await mine.get('/api/admin/list-views?list=buyers')).status).toBe(403);
    const { client: buyersOnly } = await signInOperator(t, ['buyers.read']);
    for (const list of ['after_sales', 'invoices', 'activities'])
      expect(
        await answerAndWrites(() =>
          buyersOnly.post('/api/admin/list-views', { list, name: '全部', params: {} }),
        ),
      ).toMatchObject({ status: 403, written: [] });
    const refusals: [unknown, Record<string, string[]>][] = [
      [{ list: 'refunds', name: '全部', params: {} }, { list: ['列表不正确'] }],
      [{ list: 'orders', name: '', params: {} }, { name: ['请填写视图名称'] }],
      [{ list: 'orders', name: '名'.repeat(21), params: {} }, { name: ['视图名称不能超过20个字符'] }],
      [
        { list: 'orders', name: '坏', params: { 'DROP TABLE': '1' } },
        { 'params.DROP TABLE': ['视图参数名不正确'] },
      ],
      [
        { list: 'orders', name: '坏', params: { state: 'x'.repeat(201) } },
        { 'params.state': ['视图参数过长'] },
      ],
      [{ list: 'orders', name: '坏', params: { state: ['2'] } }, { 'params.state': ['视图参数格式不正确'] }],
    ];
    for (const [body, errors] of refusals) {
      const answer = await answerAndWrites(() => mine.post('/api/admin/list-views', body));
      expect([answer.status, answer.errors, answer.written], JSON.stringify(body)).toEqual([422, errors, []]);
    }
    const { client } = await signInOperator(t, ['orders.read']);
    for (let n = 1; n <= 20; n++)
      expect(
        (await client.post('/api/admin/list-views', { list: 'orders', name: `视图${n}`, params: {} })).status,
      ).toBe(200);
    const over = await answerAndWrites(() =>
      client.post('/api/admin/list-views', { list: 'orders', name: '第21个', params: {} }),
    );
    expect([over.status, over.errors, over.written]).toEqual([
      422,
      { name: ['每个列表最多保存20个视图，请先删除不用的视图'] },
      [],
    ]);
    // Saving again under a name it has is no new view.
    expect(
      (await client.post('/api/admin/list-views', { list: 'orders', name: '视图3', params: { state: '1' } }))
        .status,
    ).toBe(200);
  });
});
