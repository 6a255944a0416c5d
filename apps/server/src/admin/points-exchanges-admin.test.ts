import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityBodyInput } from '@yaocai/domain/contracts/admin-activities';
import type { AdminPointsExchangeList, PointsExchangePage } from '@yaocai/domain/contracts/points-mall';
import { publishActivity } from '../testing/activities.ts';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { insertStockedGoods } from '../testing/catalog-factories.ts';
import { signInBuyer } from '../testing/sign-in.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { users } from '../modules/accounts/accounts.tables.ts';
import { auditLog } from '../modules/operators/operators.tables.ts';
import { pointsItems } from '../modules/promotions/promotions.tables.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let t: TestApp;
let watch: WriteWatch;
let operator: TestClient;
let goodsId: number;
let keys = 0;

beforeAll(async () => {
  t = await buildTestApp();
  watch = new WriteWatch(t.db);
  ({ client: operator } = await signInOperator(t, ['promotions.read', 'promotions.write']));
  goodsId = await insertStockedGoods(t.db, '阿胶补血口服液');
});
afterAll(() => t.close());

const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const goodsItem = {
  name: '阿胶补血口服液两盒',
  item_kind: 'goods',
  quantity: 2,
  points: 100,
  stock: 10,
  per_buyer_limit: 1,
};
const couponItem = {
  name: '满100减5元券',
  item_kind: 'coupon',
  coupon: { coupon_kind: 'amount', value: 500, threshold_fen: 10_000, valid_days: 30 },
  points: 50,
  stock: 10,
  per_buyer_limit: 1,
};

const mall = (name: string) =>
  publishActivity(operator, {
    kind: 'points_item',
    name,
    starts_at: at(-MINUTE),
    ends_at: at(HOUR),
    definition: { items: [{ ...goodsItem, goods_id: goodsId }, couponItem] },
  } as ActivityBodyInput);

/** A new buyer with points exchanges each item of the activity once. */
async function exchangedBy(activityId: number): Promise<{ id: number; client: TestClient }> {
  const { buyer, client } = await signInBuyer(t);
  await t.db.update(users).set({ points: 1_000 }).where(eq(users.id, buyer.id));
  const items = await t.db.select().from(pointsItems).where(eq(pointsItems.activityId, activityId));
  for (const item of items) {
    const answer = await client.post(
      '/api/user/points_mall/exchange',
      { item_id: item.id },
      { headers: { 'idempotency-key': `exchanges-admin-${++keys}` } },
    );
    expect(answer.status).toBe(200);
  }
  return { id: buyer.id, client };
}

const listOf = (client: TestClient, query: string) =>
  client.get<AdminPointsExchangeList>(`/api/admin/points_exchanges${query}`);

describe('积分兑换记录 in the console', () => {
  it('lists one activity’s exchanges, newest first, and marks goods shipped once, audited', async () => {
    const activity = await mall('积分兑好礼');
    const other = await mall('另一个积分商城');
    const buyers = [await exchangedBy(activity.id), await exchangedBy(activity.id)];
    const stranger = await exchangedBy(other.id);

    const toShip = (await listOf(operator, `?activity_id=${activity.id}&status=to_ship`)).body.data;
    expect(toShip.total).toBe(2);
    expect(toShip.list.map((row) => row.user_id)).toEqual(buyers.map((buyer) => buyer.id).reverse());
    expect(toShip.list[0]).toMatchObject({
      company: expect.any(String),
      phone: expect.stringMatching(/^1\d{10}$/),
      item_name: '阿胶补血口服液两盒',
      item_kind: 'goods',
      goods_name: '阿胶补血口服液',
      quantity: 2,
      status_label: '待发货',
      shipped_at: null,
      shipped_by: null,
    });
    expect((await listOf(operator, `?activity_id=${activity.id}`)).body.data.total).toBe(4);

    const first = toShip.list[1]!;
    const marked = await operator.post(`/api/admin/points_exchanges/${first.id}/shipped`);
    expect([marked.status, marked.body.msg]).toEqual([200, '已标记发货']);
    const shipped = (await listOf(operator, `?activity_id=${activity.id}&status=shipped`)).body.data;
    expect(shipped.list).toEqual([
      expect.objectContaining({
        id: first.id,
        status_label: '已发货',
        shipped_at: expect.any(String),
        shipped_by: '测试操作员',
      }),
    ]);
    expect((await listOf(operator, `?activity_id=${activity.id}&status=to_ship`)).body.data.total).toBe(1);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'activity.exchange_shipped'), eq(auditLog.targetId, String(activity.id))),
      );
    expect(audited).toHaveLength(1);

    await watch.mark();
    const again = await operator.post(`/api/admin/points_exchanges/${first.id}/shipped`);
    expect([again.status, again.body.msg]).toEqual([400, '该兑换品已标记发货']);
    expect(await watch.changedTables()).toEqual([]);

    // The buyer sees their own exchanges (我的兑换), the goods now 已发货; nobody else's.
    const mine = (await buyers[0]!.client.get<PointsExchangePage>('/api/user/points_exchanges')).body.data;
    expect(mine.total).toBe(2);
    expect(mine.list.find((row) => row.id === first.id)).toMatchObject({
      item_kind: 'goods',
      status_label: '已发货',
      shipped_at: expect.any(String),
    });
    const theirs = (await stranger.client.get<PointsExchangePage>('/api/user/points_exchanges')).body.data;
    expect(theirs.list.map((row) => row.id)).not.toContain(first.id);
    const bad = await stranger.client.get('/api/user/points_exchanges?page_size=7');
    expect([bad.status, bad.body.errors]).toEqual([422, { page_size: ['每页条数只能是10、20或50'] }]);
    expect((await t.client().get('/api/user/points_exchanges')).status).toBe(401);
  });

  it('ships only goods; refuses unknown exchanges and bad filters, writing nothing', async () => {
    const activity = await mall('兑券专场');
    await exchangedBy(activity.id);
    const [coupon] = (await listOf(operator, `?activity_id=${activity.id}&status=issued`)).body.data.list;
    expect(coupon).toMatchObject({ item_kind: 'coupon', goods_name: null, status_label: '已发放' });

    await watch.mark();
    const notGoods = await operator.post(`/api/admin/points_exchanges/${coupon!.id}/shipped`);
    expect([notGoods.status, notGoods.body.msg]).toEqual([400, '只有实物兑换品需要发货']);
    const missing = await operator.post('/api/admin/points_exchanges/2000000/shipped');
    expect([missing.status, missing.body.msg]).toEqual([404, '兑换记录不存在']);
    const badId = await operator.post('/api/admin/points_exchanges/abc/shipped');
    expect(badId.status).toBe(422);
    const badStatus = await listOf(operator, '?status=lost');
    expect([badStatus.status, badStatus.body.errors]).toEqual([422, { status: ['兑换状态不正确'] }]);
    const badActivity = await listOf(operator, '?activity_id=1e3');
    expect([badActivity.status, badActivity.body.errors]).toEqual([422, { activity_id: ['活动格式不正确'] }]);
    expect(await watch.changedTables()).toEqual([]);
  });

  it('is read with promotions.read and changed with promotions.write only', async () => {
    const activity = await mall('权限积分商城');
    await exchangedBy(activity.id);
    const query = `?activity_id=${activity.id}&status=to_ship`;
    const { client: reader } = await signInOperator(t, ['promotions.read']);
    const [row] = (await listOf(reader, query)).body.data.list;
    const ship = `/api/admin/points_exchanges/${row!.id}/shipped`;
    expect((await reader.post(ship)).status).toBe(403);
    const { client: shipper } = await signInOperator(t, ['orders.read']);
    expect((await listOf(shipper, query)).status).toBe(403);
    const { client: buyer } = await signInBuyer(t);
    expect((await listOf(buyer, query)).status).toBe(401);
    expect((await buyer.post(ship)).status).toBe(401);
    expect((await t.client().post(ship)).status).toBe(401);
    expect((await listOf(reader, query)).body.data.list[0]).toMatchObject({ status: 'to_ship' });
  });
});
