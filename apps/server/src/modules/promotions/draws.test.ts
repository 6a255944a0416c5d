import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityBodyInput, AdminActivityDetail } from '@yaocai/domain/contracts/admin-activities';
import type { HeldCouponEntry } from '@yaocai/domain/contracts/coupons';
import type {
  DrawActivity,
  DrawOwnRecords,
  DrawResult,
  DrawSimple,
} from '@yaocai/domain/contracts/draws-responses';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { publishActivity } from '../../testing/activities.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../../testing/catalog-factories.ts';
import { paidBalanceOrder } from '../../testing/paid-order.ts';
import { signInBuyer } from '../../testing/sign-in.ts';
import { signInOperator } from '../../testing/sign-in-operator.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { WriteWatch } from '../../testing/write-watch.ts';
import { pointsLedger, users } from '../accounts/accounts.tables.ts';
import { draw } from './draws.service.ts';
import { drawPrizes, drawRecords } from './draws.tables.ts';
import { userCoupons } from './promotions.tables.ts';

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
  const maker = await insertManufacturer(t.db, '北京同仁堂股份有限公司');
  const east = await insertWarehouse(t.db, '华东仓');
  goodsId = await insertGoods(t.db, {
    manufacturerId: maker,
    basePriceFen: 2_000,
    stock: { [east]: 5_000 },
    name: '补中益气丸',
  });
});
afterAll(() => t.close());

const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const key = () => `draw-test-${process.pid}-${++keys}`;

const couponPrize = (stock: number, weight = 1) => ({
  name: '满100减10券',
  kind: 'coupon',
  weight,
  stock,
  coupon_value_fen: 1_000,
  coupon_threshold_fen: 10_000,
  coupon_valid_days: 7,
  remarks: '已发放至我的优惠券',
});
const nothing = (weight = 1) => ({ name: '谢谢参与', kind: 'none', weight, remarks: '再接再厉' });

const drawBody = (definition: object, overrides: Partial<ActivityBodyInput> = {}): ActivityBodyInput =>
  ({
    kind: 'prize_draw',
    name: '幸运大转盘',
    starts_at: at(-MINUTE),
    ends_at: at(HOUR),
    definition: { chance_rule: 'per_buyer', chances_per_buyer: 1, rules_text: '每人一次', ...definition },
    ...overrides,
  }) as ActivityBodyInput;

const published = (body: ActivityBodyInput) => publishActivity(operator, body);

const drawOnce = (client: TestClient, id: unknown, idempotencyKey = key()) =>
  client.get<DrawResult>(`/api/draw?id=${String(id)}`, { headers: { 'idempotency-key': idempotencyKey } });

async function writesOf(request: () => Promise<unknown>): Promise<string[]> {
  await watch.mark();
  await request();
  return watch.changedTables();
}

/** Buyers straight in the table (one insert), for the races: they draw through the service. */
async function manyBuyers(n: number): Promise<number[]> {
  const rows = await t.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        phone:
          `137${String(process.pid % 10_000).padStart(4, '0')}${String(keys++ % 10_000).padStart(4, '0')}`.slice(
            0,
            11,
          ),
        passwordHash: 'x',
        name: `抽奖测试${i}`,
        company: `抽奖测试药房${i}`,
        status: 'approved' as const,
      })),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

describe('prize draws in the console', () => {
  it('refuses a prize without its fields with the field named, writing nothing', async () => {
    const { price: _price, ...incomplete } = { ...couponPrize(10), price: 0, coupon_value_fen: null };
    const cases: [object, string, string][] = [
      [{ prizes: [incomplete, nothing()] }, 'definition.prizes.0.coupon_value_fen', '请填写优惠券面额'],
      [{ prizes: [couponPrize(1), couponPrize(2)] }, 'definition.prizes', '奖品名称不能重复'],
      [
        { prizes: [nothing(), { ...nothing(), name: '再来一次' }] },
        'definition.prizes',
        '至少设置一个实际奖品',
      ],
      [{ prizes: [couponPrize(10)] }, 'definition.prizes', '至少设置两个奖品'],
      [
        { prizes: [couponPrize(10), { ...nothing(), stock: 5 }] },
        'definition.prizes.1.stock',
        '谢谢参与不设奖品数量',
      ],
      [
        { chance_rule: 'first_order', chances_per_buyer: 2, prizes: [couponPrize(10), nothing()] },
        'definition.chances_per_buyer',
        '首单抽奖每人只有一次机会',
      ],
      [
        {
          prizes: [
            { name: '赠品', kind: 'goods', weight: 1, stock: 1, goods_id: 999_999, goods_number: 1 },
            nothing(),
          ],
        },
        'definition.prizes.0.goods_id',
        '编号999999的赠品商品不存在',
      ],
    ];
    for (const [definition, field, message] of cases) {
      let answer: Awaited<ReturnType<TestClient['post']>> | undefined;
      const writes = await writesOf(async () => {
        answer = await operator.post('/api/admin/activities', drawBody(definition));
      });
      expect([answer!.status, answer!.body.msg, answer!.body.errors]).toEqual([
        422,
        message,
        { [field]: [message] },
      ]);
      expect(writes).toEqual([]);
    }
  });

  it('publishes one prize row per prize, a coupon prize with its own coupon, and shows what was won', async () => {
    const activity = await published(
      drawBody({
        prizes: [
          couponPrize(5),
          { name: '50积分', kind: 'points', weight: 1, stock: 5, points: 50 },
          { name: '赠品', kind: 'goods', weight: 1, stock: 2, goods_id: goodsId, goods_number: 1 },
          nothing(),
        ],
      }),
    );
    const rows = await t.db.select().from(drawPrizes).where(eq(drawPrizes.activityId, activity.id));
    expect(rows.map((row) => [row.position, row.kind, row.stock, row.couponId !== null])).toEqual([
      [0, 'coupon', 5, true],
      [1, 'points', 5, false],
      [2, 'goods', 2, false],
      [3, 'none', null, false],
    ]);
    expect([activity.total, activity.taken, activity.kind_label]).toEqual([12, 0, '抽奖']);
    const shown = await t.client().get<DrawActivity>(`/api/draw/${activity.id}/activity`);
    expect(shown.body.data.prizes.map((prize) => prize.name)).toEqual([
      '满100减10券',
      '50积分',
      '赠品',
      '谢谢参与',
    ]);
    expect(shown.body.data.state).toBe('running');
  });
});

describe('drawing', () => {
  it('answers visitors 401/10001 and bad input 422, writing nothing', async () => {
    const activity = await published(drawBody({ prizes: [couponPrize(5), nothing()] }));
    const visitor = t.client();
    for (const url of ['/api/draw/simple', `/api/draw?id=${activity.id}`, '/api/draw/record']) {
      const answer = await visitor.get(url, { headers: { 'idempotency-key': key() } });
      expect([answer.status, answer.body.code], url).toEqual([401, 10001]);
    }
    const { client } = await signInBuyer(t);
    for (const id of ['', 'abc', '0', '-1', '1.5', '99999999999']) {
      let answer: Awaited<ReturnType<typeof drawOnce>> | undefined;
      const writes = await writesOf(async () => {
        answer = await drawOnce(client, id);
      });
      expect([answer!.status, answer!.body.code], id).toEqual([422, 422]);
      expect(writes).toEqual([]);
    }
    const noKey = await client.get(`/api/draw?id=${activity.id}`);
    expect([noKey.status, Object.keys(noKey.body.errors ?? {})]).toEqual([422, ['Idempotency-Key']]);
    expect((await client.get('/api/draw/new_record?id=x')).status).toBe(422);
    expect((await client.get('/api/draw/x/activity')).status).toBe(422);
    expect((await client.get('/api/draw/record?page=0')).status).toBe(422);
    const missing = await drawOnce(client, 99_999_999);
    expect([missing.status, missing.body.msg]).toEqual([404, '抽奖活动不存在']);
  });

  it('issues a coupon into 我的优惠券 in the transaction of the draw, once per chance, the same key answering again', async () => {
    const activity = await published(drawBody({ prizes: [couponPrize(5, 1_000_000), nothing(1)] }));
    const { client } = await signInBuyer(t);
    const before = await client.get<DrawSimple>('/api/draw/simple');
    expect(before.body.data).toMatchObject({ is_join: false });
    const requestKey = key();
    // The odds are 1000000 to 1: a coupon; "谢谢参与" would take no coupon, both are checked below.
    const first = await drawOnce(client, activity.id, requestKey);
    expect([first.status, first.body.msg]).toEqual([200, '抽奖成功']);
    const won = first.body.data;
    const again = await drawOnce(client, activity.id, requestKey);
    expect([again.status, again.body.msg, again.body.data.id]).toEqual([
      200,
      '本次抽奖已完成，请勿重复提交',
      won.id,
    ]);
    const coupons = await client.get<Paged<HeldCouponEntry>>('/api/user/coupon?status=unused');
    if (won.is_win) {
      expect(won).toMatchObject({ name: '满100减10券', remarks: '已发放至我的优惠券', chances_left: 0 });
      expect(coupons.body.data.list.map((coupon) => coupon.name)).toEqual(['满100减10券']);
    } else expect(coupons.body.data.list).toEqual([]);
    const noMore = await drawOnce(client, activity.id);
    expect([noMore.status, noMore.body.msg]).toEqual([400, '您的抽奖机会已用完']);
    const records = await client.get<DrawOwnRecords>(`/api/draw/record?id=${activity.id}`);
    expect([records.body.data.total, records.body.data.chances_left]).toEqual([1, 0]);
    expect((await client.get<DrawSimple>('/api/draw/simple')).body.data.is_join).toBe(true);
    const otherKeyOtherDraw = await drawOnce(client, activity.id + 1, requestKey);
    expect(otherKeyOtherDraw.status).toBe(409);
  });

  it('puts points into the ledger and onto the buyer, and masks the winners’ names', async () => {
    const activity = await published(
      drawBody({
        prizes: [
          { name: '88积分', kind: 'points', weight: 1, stock: 3, points: 88, remarks: '已计入' },
          nothing(1),
        ],
      }),
    );
    const { buyer, client } = await signInBuyer(t, { company: '仁和大药房连锁有限公司' });
    // Draw until the points come (谢谢参与 takes the chance: chances are 1, so draw with fresh activities).
    const result = await drawOnce(client, activity.id);
    expect(result.status).toBe(200);
    const [user] = await t.db.select({ points: users.points }).from(users).where(eq(users.id, buyer.id));
    const ledger = await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, buyer.id));
    if (result.body.data.is_win) {
      expect(user!.points).toBe(88);
      expect(ledger.map((row) => [row.change, row.balanceAfter, row.kind])).toEqual([[88, 88, '抽奖奖励']]);
      const latest = await t
        .client()
        .get<{ list: { user: string; prize_name: string }[] }>(`/api/draw/new_record?id=${activity.id}`);
      expect(latest.body.data.list).toEqual([
        expect.objectContaining({ user: '仁****', prize_name: '88积分' }),
      ]);
    } else {
      expect([user!.points, ledger]).toEqual([0, []]);
    }
  });

  it('gives a first-order draw only once the buyer’s first order was paid in the window', async () => {
    const activity = await published(
      drawBody({ chance_rule: 'first_order', prizes: [couponPrize(10), { ...nothing(), name: '再来一次' }] }),
    );
    const { client: newcomer } = await signInBuyer(t);
    const refused = await drawOnce(newcomer, activity.id);
    expect([refused.status, refused.body.msg]).toEqual([400, '完成首笔订单支付后即可参与首单抽奖']);
    const { client } = await paidBalanceOrder(t, [{ goods_id: goodsId, number: 1 }]);
    expect((await drawOnce(client, activity.id)).status).toBe(200);
    const second = await drawOnce(client, activity.id);
    expect([second.status, second.body.msg]).toEqual([400, '您的抽奖机会已用完']);
  });

  it('refuses draws of a stopped, not yet started or draft activity', async () => {
    const stopped = await published(drawBody({ prizes: [couponPrize(10), nothing()] }));
    await operator.post(`/api/admin/activities/${stopped.id}/stop`, { reason: '奖品调整' });
    const later = await published(
      drawBody({ prizes: [couponPrize(10), nothing()] }, { starts_at: at(HOUR), ends_at: at(2 * HOUR) }),
    );
    const draft = await operator.post<AdminActivityDetail>(
      '/api/admin/activities',
      drawBody({ prizes: [couponPrize(10), nothing()] }),
    );
    const { client } = await signInBuyer(t);
    for (const [id, status, msg] of [
      [stopped.id, 400, '抽奖活动已结束'],
      [later.id, 400, '活动未开始'],
      [draft.body.data.id, 404, '抽奖活动不存在'],
    ] as const) {
      const answer = await drawOnce(client, id);
      expect([answer.status, answer.body.msg]).toEqual([status, msg]);
    }
    expect(
      await t.db.select({ n: count() }).from(drawRecords).where(eq(drawRecords.activityId, stopped.id)),
    ).toEqual([{ n: 0 }]);
  });
});

describe('draws racing', () => {
  it('issues exactly the stock of a prize however many buyers draw at once (200 draws, stock 10)', async () => {
    const activity = await published(drawBody({ prizes: [couponPrize(10, 1_000_000), nothing(1)] }));
    const buyers = await manyBuyers(200);
    const results = await Promise.allSettled(
      buyers.map((userId, i) =>
        draw(t.db, userId, activity.id, { key: `race-${i}-${key()}`, requestHash: 'h' }),
      ),
    );
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const [prize] = await t.db
      .select()
      .from(drawPrizes)
      .where(and(eq(drawPrizes.activityId, activity.id), eq(drawPrizes.kind, 'coupon')));
    const issued = await t.db
      .select({ n: count() })
      .from(userCoupons)
      .where(eq(userCoupons.couponId, prize!.couponId!));
    const records = await t.db
      .select({ n: count() })
      .from(drawRecords)
      .where(eq(drawRecords.activityId, activity.id));
    expect([prize!.won, issued[0]!.n, records[0]!.n]).toEqual([10, 10, 200]);
  });

  it('decides one draw of one buyer’s ten parallel draws with one chance', async () => {
    const activity = await published(drawBody({ prizes: [couponPrize(50), nothing()] }));
    const [userId] = await manyBuyers(1);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        draw(t.db, userId!, activity.id, { key: `one-${i}-${key()}`, requestHash: 'h' }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(
      results.flatMap((result) => (result.status === 'rejected' ? [(result.reason as Error).message] : [])),
    ).toEqual(Array(9).fill('您的抽奖机会已用完'));
    const records = await t.db
      .select({ n: count() })
      .from(drawRecords)
      .where(eq(drawRecords.userId, userId!));
    expect(records).toEqual([{ n: 1 }]);
  });

  it('answers one buyer’s ten parallel draws under the same key with the one draw', async () => {
    const activity = await published(
      drawBody({ chances_per_buyer: 5, prizes: [couponPrize(50), nothing()] }),
    );
    const [userId] = await manyBuyers(1);
    const same = key();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => draw(t.db, userId!, activity.id, { key: same, requestHash: 'h' })),
    );
    expect(new Set(results.map((r) => r.result.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
  });
});
