import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityBodyInput } from '@yaocai/domain/contracts/admin-activities';
import type { AdminDrawRecordList } from '@yaocai/domain/contracts/admin-draw-records-responses';
import { publishActivity } from '../testing/activities.ts';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { insertStockedGoods } from '../testing/catalog-factories.ts';
import { signInBuyer } from '../testing/sign-in.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { auditLog } from '../modules/operators/operators.tables.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** So the odds give the first prize every time but once in a million draws. */
const CERTAIN = 1_000_000;
let t: TestApp;
let watch: WriteWatch;
let operator: TestClient;
let goodsId: number;
let keys = 0;

beforeAll(async () => {
  t = await buildTestApp();
  watch = new WriteWatch(t.db);
  ({ client: operator } = await signInOperator(t, ['promotions.read', 'promotions.write']));
  goodsId = await insertStockedGoods(t.db, '补中益气丸');
});
afterAll(() => t.close());

const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const goodsPrize = (weight: number) => ({
  name: '补中益气丸两盒',
  kind: 'goods',
  weight,
  stock: 10,
  goods_id: goodsId,
  goods_number: 2,
  remarks: '随下一笔订单发货',
});
const pointsPrize = (weight: number) => ({ name: '50积分', kind: 'points', weight, stock: 10, points: 50 });

const drawActivity = (name: string, prizes: object[]) =>
  publishActivity(operator, {
    kind: 'prize_draw',
    name,
    starts_at: at(-MINUTE),
    ends_at: at(HOUR),
    definition: { chance_rule: 'per_buyer', chances_per_buyer: 1, rules_text: '每人一次', prizes },
  } as ActivityBodyInput);

/** A new buyer draws once in the activity; their id. */
async function drawnBy(activityId: number): Promise<number> {
  const { buyer, client } = await signInBuyer(t);
  const drawn = await client.get(`/api/draw?id=${activityId}`, {
    headers: { 'idempotency-key': `draw-records-${++keys}` },
  });
  expect(drawn.status).toBe(200);
  return buyer.id;
}

const listOf = (client: TestClient, activityId: number, query = '') =>
  client.get<AdminDrawRecordList>(`/api/admin/activities/${activityId}/draw_records${query}`);

describe('a prize draw’s wins in the console', () => {
  it('lists who won which gift, newest first, and marks one handed over once, audited', async () => {
    const activity = await drawActivity('赠品大转盘', [goodsPrize(CERTAIN), pointsPrize(1)]);
    const buyers = [await drawnBy(activity.id), await drawnBy(activity.id), await drawnBy(activity.id)];

    const listed = (await listOf(operator, activity.id, '?prize_kind=goods&sent=no')).body.data;
    expect(listed.total).toBe(3);
    expect(listed.list.map((record) => record.buyer_id)).toEqual([...buyers].reverse());
    expect(listed.list[0]).toMatchObject({
      company: expect.any(String),
      phone: expect.stringMatching(/^1\d{10}$/),
      prize_name: '补中益气丸两盒',
      prize_kind: 'goods',
      goods_name: '补中益气丸',
      goods_number: 2,
      sent_at: null,
      sent_by: null,
    });

    const first = listed.list[2]!;
    const marked = await operator.post(`/api/admin/draw_records/${first.id}/sent`);
    expect([marked.status, marked.body.msg]).toEqual([200, '已标记赠品发放']);
    const sent = (await listOf(operator, activity.id, '?sent=yes')).body.data;
    expect(sent.list).toEqual([
      expect.objectContaining({ id: first.id, sent_at: expect.any(String), sent_by: '测试操作员' }),
    ]);
    expect((await listOf(operator, activity.id, '?sent=no')).body.data.total).toBe(2);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'activity.prize_sent'), eq(auditLog.targetId, String(activity.id))));
    expect(audited).toHaveLength(1);

    await watch.mark();
    const again = await operator.post(`/api/admin/draw_records/${first.id}/sent`);
    expect([again.status, again.body.msg]).toEqual([400, '该赠品已标记发放']);
    expect(await watch.changedTables()).toEqual([]);
  });

  it('marks only gift prizes; refuses unknown records and bad filters, writing nothing', async () => {
    const activity = await drawActivity('积分大转盘', [pointsPrize(CERTAIN), goodsPrize(1)]);
    await drawnBy(activity.id);
    const [points] = (await listOf(operator, activity.id, '?prize_kind=points')).body.data.list;
    expect(points).toMatchObject({ prize_kind: 'points', goods_name: null, goods_number: null });

    await watch.mark();
    const notGoods = await operator.post(`/api/admin/draw_records/${points!.id}/sent`);
    expect([notGoods.status, notGoods.body.msg]).toEqual([400, '只有赠品奖品需要标记发放']);
    const missing = await operator.post('/api/admin/draw_records/2000000/sent');
    expect([missing.status, missing.body.msg]).toEqual([404, '中奖记录不存在']);
    const badKind = await listOf(operator, activity.id, '?prize_kind=gold');
    expect([badKind.status, badKind.body.errors]).toEqual([422, { prize_kind: ['奖品类型不正确'] }]);
    expect(await watch.changedTables()).toEqual([]);
  });

  it('is read with promotions.read and changed with promotions.write only', async () => {
    const activity = await drawActivity('权限大转盘', [goodsPrize(CERTAIN), pointsPrize(1)]);
    await drawnBy(activity.id);
    const { client: reader } = await signInOperator(t, ['promotions.read']);
    const [record] = (await listOf(reader, activity.id)).body.data.list;
    expect((await reader.post(`/api/admin/draw_records/${record!.id}/sent`)).status).toBe(403);
    const { client: shipper } = await signInOperator(t, ['orders.read']);
    expect((await listOf(shipper, activity.id)).status).toBe(403);
    const { client: buyer } = await signInBuyer(t);
    expect((await listOf(buyer, activity.id)).status).toBe(401);
    expect((await buyer.post(`/api/admin/draw_records/${record!.id}/sent`)).status).toBe(401);
    expect((await t.client().post(`/api/admin/draw_records/${record!.id}/sent`)).status).toBe(401);
    expect((await listOf(t.client(), activity.id)).status).toBe(401);
  });
});
