import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityBodyInput, AdminActivityDetail } from '@yaocai/domain/contracts/admin-activities';
import type { HeldCouponEntry } from '@yaocai/domain/contracts/coupons';
import type { AdminPointsExchange, PointsExchange, PointsMall } from '@yaocai/domain/contracts/points-mall';
import type { PointsPage } from '@yaocai/domain/contracts/user';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../testing/catalog-factories.ts';
import { signInBuyer } from '../testing/sign-in.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { users } from '../modules/accounts/accounts.tables.ts';
import { pointsExchanges, pointsItems } from '../modules/promotions/promotions.tables.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let t: TestApp;
let operator: TestClient;
let goodsId: number;
let keys = 0;

beforeAll(async () => {
  t = await buildTestApp();
  ({ client: operator } = await signInOperator(t, ['promotions.read', 'promotions.write']));
  const maker = await insertManufacturer(t.db, '北京同仁堂股份有限公司');
  const east = await insertWarehouse(t.db, '华东仓');
  goodsId = await insertGoods(t.db, {
    manufacturerId: maker,
    basePriceFen: 2_000,
    stock: { [east]: 500 },
    name: '六味地黄丸',
  });
});
afterAll(() => t.close());

const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const newKey = () => `points-test-key-${process.pid}-${(keys += 1)}`;

const couponItem = (overrides: object = {}) => ({
  name: '满300减10元券',
  item_kind: 'coupon',
  coupon: { coupon_kind: 'amount', value: 1_000, threshold_fen: 30_000, valid_days: 30 },
  points: 200,
  stock: 100,
  per_buyer_limit: 5,
  ...overrides,
});
const goodsItem = (overrides: object = {}) => ({
  name: '六味地黄丸一盒',
  item_kind: 'goods',
  goods_id: goodsId,
  quantity: 1,
  points: 300,
  stock: 10,
  per_buyer_limit: 1,
  ...overrides,
});

const mallBody = (items: object[]): ActivityBodyInput =>
  ({
    kind: 'points_item',
    name: '积分商城',
    starts_at: at(-MINUTE),
    ends_at: at(HOUR),
    definition: { items },
  }) as ActivityBodyInput;

async function published(items: object[]): Promise<AdminActivityDetail> {
  const draft = await operator.post<AdminActivityDetail>('/api/admin/activities', mallBody(items));
  expect([draft.status, draft.body.msg]).toEqual([200, '活动草稿已保存']);
  const answer = await operator.post<AdminActivityDetail>(
    `/api/admin/activities/${draft.body.data.id}/publish`,
  );
  expect([answer.status, answer.body.msg]).toEqual([200, '活动已发布']);
  return answer.body.data;
}

const itemsOf = async (activityId: number) =>
  t.db.select().from(pointsItems).where(eq(pointsItems.activityId, activityId)).orderBy(pointsItems.position);

async function buyerWithPoints(points: number) {
  const signedIn = await signInBuyer(t);
  await t.db.update(users).set({ points }).where(eq(users.id, signedIn.buyer.id));
  return signedIn;
}

const exchange = (client: TestClient, itemId: unknown, key: string | null = newKey()) =>
  client.post<PointsExchange>(
    '/api/user/points_mall/exchange',
    { item_id: itemId },
    { headers: key === null ? {} : { 'idempotency-key': key } },
  );

const pointsOf = async (userId: number) =>
  (await t.db.select({ points: users.points }).from(users).where(eq(users.id, userId)))[0]!.points;

describe('积分商城 activities in the console', () => {
  it('publishes each item into points_items (a coupon item with its own coupon, not on /lq) and reads them back', async () => {
    const activity = await published([couponItem(), goodsItem()]);
    expect(activity).toMatchObject({
      kind: 'points_item',
      kind_label: '积分商城',
      state: 'running',
      total: 110,
    });
    const rows = await itemsOf(activity.id);
    expect(rows.map((row) => [row.kind, row.points, row.totalStock, row.goodsId])).toEqual([
      ['coupon', 200, 100, null],
      ['goods', 300, 10, goodsId],
    ]);
    expect(rows[0]!.couponId).not.toBeNull();
    const lq = await (
      await signInBuyer(t)
    ).client.get<Paged<{ id: number }>>('/api/user/availableCoupon?page_size=50');
    expect(lq.body.data.list.map((coupon) => coupon.id)).not.toContain(rows[0]!.couponId);
    const detail = await operator.get<AdminActivityDetail>(`/api/admin/activities/${activity.id}`);
    expect(detail.body.data.definition).toMatchObject({
      items: [{ exchanged: 0 }, { exchanged: 0, goods_id: goodsId }],
    });
  });

  it('refuses items without what they give, or a limit above the stock, writing nothing', async () => {
    const watch = new WriteWatch(t.db);
    await watch.mark();
    const cases: [object, string][] = [
      [goodsItem({ goods_id: null }), '请选择兑换的商品'],
      [couponItem({ coupon: null }), '请填写兑换的优惠券'],
      [couponItem({ per_buyer_limit: 101 }), '每人限兑须为1至100之间的整数'],
      [couponItem({ stock: 2, per_buyer_limit: 3 }), '每人限兑不能超过库存'],
      [couponItem({ points: 0 }), '所需积分须为1至10000000之间的整数'],
      [goodsItem({ goods_id: 2_000_000_000 }), '编号2000000000的商品不存在'],
    ];
    for (const [item, msg] of cases) {
      const answer = await operator.post('/api/admin/activities', mallBody([item]));
      expect([answer.status, answer.body.msg]).toEqual([422, msg]);
    }
    const empty = await operator.post('/api/admin/activities', mallBody([]));
    expect([empty.status, empty.body.msg]).toEqual([422, '请添加兑换品']);
    expect(await watch.changedTables()).toEqual([]);
  });
});

describe('exchanging points (/jfsc)', () => {
  it('issues a coupon into 我的优惠券 and records goods to ship, spending points with the ledger (我的积分)', async () => {
    const activity = await published([couponItem({ name: '兑换测试券' }), goodsItem({ name: '兑换测试丸' })]);
    const [coupon, goods] = await itemsOf(activity.id);
    const { buyer, client } = await buyerWithPoints(1_000);

    const mall = await client.get<PointsMall>('/api/user/points_mall');
    expect(mall.body.data.points).toBe(1_000);
    expect(mall.body.data.items.find((item) => item.id === coupon!.id)).toMatchObject({
      name: '兑换测试券',
      item_kind: 'coupon',
      points: 200,
      left: 100,
      exchanged: 0,
      detail: expect.stringMatching(/^满300减10，有效期至/),
    });

    const first = await exchange(client, coupon!.id);
    expect([first.status, first.body.msg]).toEqual([200, '兑换成功']);
    expect(first.body.data).toMatchObject({
      item_name: '兑换测试券',
      points: 200,
      status: 'issued',
      balance_after: 800,
    });
    const held = await client.get<Paged<HeldCouponEntry>>('/api/user/coupon');
    expect(held.body.data.list).toEqual([
      expect.objectContaining({ coupon_id: coupon!.couponId, name: '兑换测试券' }),
    ]);

    const second = await exchange(client, goods!.id);
    expect(second.body.data).toMatchObject({ status: 'to_ship', status_label: '待发货', balance_after: 500 });
    expect(await pointsOf(buyer.id)).toBe(500);
    const log = await client.get<PointsPage>('/api/user/points_log');
    expect(log.body.data.list.slice(0, 2)).toEqual([
      expect.objectContaining({ change: -300, balance_after: 500, kind: '积分兑换', memo: '兑换测试丸' }),
      expect.objectContaining({ change: -200, balance_after: 800, kind: '积分兑换', memo: '兑换测试券' }),
    ]);

    const listed = await operator.get<Paged<AdminPointsExchange>>(
      '/api/admin/points_exchanges?status=to_ship',
    );
    expect(listed.body.data.list).toContainEqual(
      expect.objectContaining({
        id: second.body.data.id,
        phone: buyer.phone,
        goods_id: goodsId,
        quantity: 1,
        status: 'to_ship',
      }),
    );
    const again = await client.get<PointsMall>('/api/user/points_mall');
    expect(again.body.data.items.find((item) => item.id === goods!.id)).toMatchObject({
      left: 9,
      exchanged: 1,
    });
  });

  it('answers the same exchange for the same key, refuses the key for another item, writing nothing more', async () => {
    const activity = await published([couponItem(), couponItem({ name: '另一张券' })]);
    const [item, other] = await itemsOf(activity.id);
    const { buyer, client } = await buyerWithPoints(1_000);
    const key = newKey();
    const first = await exchange(client, item!.id, key);
    const watch = new WriteWatch(t.db);
    await watch.mark();
    const retry = await exchange(client, item!.id, key);
    expect([retry.status, retry.body.data]).toEqual([200, first.body.data]);
    const reused = await exchange(client, other!.id, key);
    expect([reused.status, reused.body.msg]).toEqual([
      409,
      '该请求标识（Idempotency-Key）已用于另一笔不同的兑换，请勿重复使用',
    ]);
    expect(await watch.changedTables()).toEqual([]);
    expect(await pointsOf(buyer.id)).toBe(800);
  });

  it('refuses bad input (422), short points, the limit, a stopped activity and visitors, writing nothing', async () => {
    const activity = await published([couponItem({ per_buyer_limit: 1 }), goodsItem({ points: 5_000 })]);
    const [coupon, dear] = await itemsOf(activity.id);
    const { client } = await buyerWithPoints(1_000);
    const { client: pending } = await signInBuyer(t, { status: 'pending' });
    expect((await exchange(client, coupon!.id)).status).toBe(200);

    const watch = new WriteWatch(t.db);
    await watch.mark();
    for (const id of ['x', 0, -1, 2 ** 40, null]) {
      const refused = await exchange(client, id);
      expect([refused.status, refused.body.msg]).toEqual([422, '兑换品格式不正确']);
    }
    const keyless = await exchange(client, coupon!.id, null);
    expect([keyless.status, keyless.body.msg]).toEqual([
      422,
      '缺少或无效的请求标识（Idempotency-Key），请刷新页面后重新提交',
    ]);
    const refusals: [TestClient, unknown, number, string][] = [
      [client, dear!.id, 400, '积分不足'],
      [client, coupon!.id, 400, '每人限兑1件，您已兑完'],
      [client, 2_000_000_000, 400, '兑换品不存在或活动已结束'],
      [pending, coupon!.id, 400, '资质审核通过后才能兑换'],
      [t.client(), coupon!.id, 401, expect.any(String) as unknown as string],
    ];
    for (const [as, id, status, msg] of refusals) {
      const refused = await exchange(as, id);
      expect([refused.status, refused.body.msg]).toEqual([status, msg]);
    }
    expect(await watch.changedTables()).toEqual([]);

    const stopped = await operator.post(`/api/admin/activities/${activity.id}/stop`, { reason: '礼品缺货' });
    expect(stopped.status).toBe(200);
    const { client: late } = await buyerWithPoints(10_000);
    await watch.mark();
    const afterStop = await exchange(late, dear!.id);
    expect([afterStop.status, afterStop.body.msg]).toEqual([400, '兑换品不存在或活动已结束']);
    expect(await watch.changedTables()).toEqual([]);
    const mall = await late.get<PointsMall>('/api/user/points_mall');
    expect(mall.body.data.items.map((item) => item.id)).not.toContain(dear!.id);
  });
});

describe('exchanges racing', () => {
  it('never takes a buyer’s points below zero, however many exchanges race', async () => {
    const activity = await published([couponItem({ points: 300, stock: 1_000, per_buyer_limit: 20 })]);
    const [item] = await itemsOf(activity.id);
    const { buyer, client } = await buyerWithPoints(1_000);
    const answers = await Promise.all(Array.from({ length: 12 }, () => exchange(client, item!.id)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(new Set(answers.filter((a) => a.status !== 200).map((a) => `${a.status},${a.body.msg}`))).toEqual(
      new Set(['400,积分不足']),
    );
    expect(await pointsOf(buyer.id)).toBe(100);
    const rows = await t.db.select().from(pointsExchanges).where(eq(pointsExchanges.userId, buyer.id));
    expect(rows).toHaveLength(3);
  });

  it('gives the last pieces to as many buyers as there are, however many race for them', async () => {
    const activity = await published([goodsItem({ stock: 3, points: 100 })]);
    const [item] = await itemsOf(activity.id);
    const buyers = await Promise.all(Array.from({ length: 8 }, () => buyerWithPoints(500)));
    const answers = await Promise.all(buyers.map(({ client }) => exchange(client, item!.id)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.body.msg === '兑换品已兑完')).toHaveLength(5);
    const [row] = await t.db.select().from(pointsItems).where(eq(pointsItems.id, item!.id));
    expect(row!.exchangedCount).toBe(3);
    const spent = await Promise.all(buyers.map(({ buyer }) => pointsOf(buyer.id)));
    expect(spent.filter((points) => points === 400)).toHaveLength(3);
    expect(spent.filter((points) => points === 500)).toHaveLength(5);
  });
});
