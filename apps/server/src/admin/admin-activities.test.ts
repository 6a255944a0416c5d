import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ActivityBodyInput,
  AdminActivityDetail,
  AdminActivityList,
} from '@yaocai/domain/contracts/admin-activities';
import type { ClaimableCoupon } from '@yaocai/domain/contracts/coupons';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { draftActivity, publishActivity } from '../testing/activities.ts';
import { buyerWithOrder } from '../testing/buyer-order.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../testing/catalog-factories.ts';
import { insertBuyer } from '../testing/factories.ts';
import { signInBuyer } from '../testing/sign-in.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { auditLog } from '../modules/operators/operators.tables.ts';
import { orderLines } from '../modules/orders/orders.tables.ts';
import { takeFlashSaleUnits } from '../modules/promotions/flash-sale-units.service.ts';
import { coupons, flashSales, promotionActivities } from '../modules/promotions/promotions.tables.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let t: TestApp;
let watch: WriteWatch;
let operator: TestClient;
const ids = {} as Record<'tonic' | 'cold' | 'offSale' | 'rush' | 'audited', number>;

beforeAll(async () => {
  t = await buildTestApp();
  watch = new WriteWatch(t.db);
  ({ client: operator } = await signInOperator(t, ['promotions.read', 'promotions.write']));
  const maker = await insertManufacturer(t.db, '北京同仁堂股份有限公司');
  const east = await insertWarehouse(t.db, '华东仓');
  const base = { manufacturerId: maker, basePriceFen: 2_000, stock: { [east]: 5_000 } };
  ids.tonic = await insertGoods(t.db, { ...base, name: '补中益气丸' });
  ids.cold = await insertGoods(t.db, { ...base, name: '感冒清热颗粒' });
  ids.offSale = await insertGoods(t.db, { ...base, name: '已下架的丸剂', onSale: false });
  ids.rush = await insertGoods(t.db, { ...base, name: '六味地黄丸' });
  ids.audited = await insertGoods(t.db, { ...base, name: '银翘解毒片' });
});
afterAll(() => t.close());

const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const flashBody = (overrides: Partial<ActivityBodyInput> = {}, line: object = {}): ActivityBodyInput =>
  ({
    kind: 'flash_sale',
    name: '周末秒杀',
    starts_at: at(-MINUTE),
    ends_at: at(HOUR),
    definition: {
      lines: [{ goods_id: ids.tonic, price_fen: 1_500, units: 100, limit_per_buyer: 10, ...line }],
    },
    ...overrides,
  }) as ActivityBodyInput;

const couponBody = (definition: object = {}): ActivityBodyInput =>
  ({
    kind: 'coupon_campaign',
    name: '领券满300减30',
    starts_at: at(-MINUTE),
    ends_at: at(HOUR),
    definition: {
      coupon_kind: 'amount',
      value: 3_000,
      threshold_fen: 30_000,
      total_units: 50,
      per_buyer_limit: 1,
      ...definition,
    },
  }) as ActivityBodyInput;

const created = (body: ActivityBodyInput) => draftActivity(operator, body);

const published = (body: ActivityBodyInput) => publishActivity(operator, body);

const salesOf = (activityId: number) =>
  t.db.select().from(flashSales).where(eq(flashSales.activityId, activityId));

async function writesOf(request: () => Promise<unknown>): Promise<string[]> {
  await watch.mark();
  await request();
  return watch.changedTables();
}

describe('the life of an activity', () => {
  it('keeps a draft out of the shop, publishes it into flash_sales, stops it and copies it', async () => {
    const draft = await created(flashBody());
    expect(draft).toMatchObject({
      state: 'draft',
      state_label: '草稿',
      editable: 'all',
      taken: 0,
      total: 100,
    });
    expect(draft.goods.map((g) => g.name)).toEqual(['补中益气丸']);
    expect(await salesOf(draft.id)).toEqual([]);

    const running = await operator.post<AdminActivityDetail>(`/api/admin/activities/${draft.id}/publish`);
    expect(running.body.data).toMatchObject({ state: 'running', state_label: '进行中' });
    const [sale] = await salesOf(draft.id);
    expect(sale).toMatchObject({ goodsId: ids.tonic, priceFen: 1_500, totalUnits: 100, limitPerBuyer: 10 });

    const again = await operator.post(`/api/admin/activities/${draft.id}/publish`);
    expect([again.status, again.body.msg]).toEqual([400, '活动已发布']);

    const stopped = await operator.post<AdminActivityDetail>(`/api/admin/activities/${draft.id}/stop`, {
      reason: '价格设置错误',
    });
    expect(stopped.body.data).toMatchObject({
      state: 'ended',
      stop_reason: '价格设置错误',
      editable: 'none',
    });
    const [after] = await salesOf(draft.id);
    expect(after!.endsAt.getTime()).toBeLessThanOrEqual(Date.now());

    const edit = await operator.put(`/api/admin/activities/${draft.id}`, flashBody());
    expect([edit.status, edit.body.msg]).toEqual([400, '活动已结束，不能修改；可复制为新的草稿']);

    const copy = await operator.post<AdminActivityDetail>(`/api/admin/activities/${draft.id}/copy`);
    expect(copy.body.data).toMatchObject({ state: 'draft', name: '周末秒杀（副本）', editable: 'all' });
    expect(copy.body.data.definition).toEqual({
      lines: [{ goods_id: ids.tonic, price_fen: 1_500, units: 100, limit_per_buyer: 10, sold: 0 }],
    });
  });

  it('derives 未开始 and 已结束 from the window, and lists by kind, state and days, sorted', async () => {
    const later = await published(
      flashBody({ name: '明日秒杀', starts_at: at(24 * HOUR), ends_at: at(26 * HOUR) }),
    );
    expect(later).toMatchObject({ state: 'scheduled', state_label: '未开始' });
    const campaign = await published(couponBody());
    const past = await created(
      flashBody({ name: '过期草稿', starts_at: at(-3 * HOUR), ends_at: at(-2 * HOUR) }),
    );
    const late = await operator.post(`/api/admin/activities/${past.id}/publish`);
    expect([late.status, late.body.msg]).toEqual([400, '活动结束时间已过，不能发布']);
    await t.db
      .update(promotionActivities)
      .set({ publishedAt: new Date(Date.now() - 4 * HOUR) })
      .where(eq(promotionActivities.id, past.id));

    const list = (query: string) => operator.get<AdminActivityList>(`/api/admin/activities?${query}`);
    expect((await list('state=scheduled')).body.data.list.map((row) => row.id)).toContain(later.id);
    expect((await list('state=scheduled')).body.data.list.every((row) => row.state === 'scheduled')).toBe(
      true,
    );
    expect((await list('state=ended')).body.data.list.map((row) => row.id)).toContain(past.id);
    const coupons = (await list('kind=coupon_campaign')).body.data;
    expect(coupons.list.map((row) => [row.id, row.kind_label, row.total])).toEqual([
      [campaign.id, '优惠券', 50],
    ]);
    const byStart = (await list('sort=starts_at&order=asc')).body.data.list.map((row) => row.starts_at);
    expect(byStart).toEqual([...byStart].sort());
    const tomorrow = new Date(Date.now() + 24 * HOUR + 8 * HOUR).toISOString().slice(0, 10);
    const onDay = (await list(`start_time=${tomorrow}&end_time=${tomorrow}`)).body.data.list;
    expect(onDay.map((row) => row.id)).toContain(later.id);
    expect(onDay.map((row) => row.id)).not.toContain(past.id);
    const paged = (await list('page_size=20&page=2')).body.data;
    expect([paged.list, paged.page]).toEqual([[], 2]);
  });
});

describe('what the shop sells of a published activity', () => {
  it('sells a published flash session through the cart and order, at the flash price', async () => {
    const activity = await published(
      flashBody({ name: '补中益气丸秒杀' }, { goods_id: ids.cold, price_fen: 1_200 }),
    );
    const line = { goods_id: ids.cold, number: 2, type: 1 };
    const { order } = await buyerWithOrder(t, [line]);
    const [sold] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const [sale] = await salesOf(activity.id);
    expect(sold).toMatchObject({ flashSaleId: sale!.id, number: 2 });
    expect(sale!.soldUnits).toBe(2);
    const detail = await operator.get<AdminActivityDetail>(`/api/admin/activities/${activity.id}`);
    expect(detail.body.data).toMatchObject({ taken: 2, editable: 'extend' });
  });

  it('offers a published coupon campaign on /lq, and nothing of a draft', async () => {
    const { client } = await signInBuyer(t);
    const draft = await created(couponBody({ coupon_kind: 'discount', value: 92, cap_fen: 5_000 }));
    const live = await published(couponBody({ goods_ids: [ids.tonic], per_buyer_limit: 2 }));
    const offer = await client.get<Paged<ClaimableCoupon>>('/api/user/availableCoupon?page_size=50');
    const names = offer.body.data.list.map((coupon) => coupon.name);
    expect(names).toContain('领券满300减30');
    const [row] = await t.db.select().from(coupons).where(eq(coupons.activityId, live.id));
    expect(row).toMatchObject({ kind: 'amount', valueFen: 3_000, goodsIds: [ids.tonic], perBuyerLimit: 2 });
    expect(await t.db.select().from(coupons).where(eq(coupons.activityId, draft.id))).toEqual([]);
    const claim = await client.post('/api/user/coupon/claim', { coupon_id: row!.id });
    expect(claim.body.msg).toBe('领取成功');
    const detail = await operator.get<AdminActivityDetail>(`/api/admin/activities/${live.id}`);
    expect(detail.body.data).toMatchObject({ taken: 1, editable: 'extend' });
  });
});

describe('editing a published activity', () => {
  it('rewrites the rows while nothing is sold, then allows only a later end, more units and a higher limit', async () => {
    const starts = at(-MINUTE);
    const edit = (overrides: Partial<ActivityBodyInput>, line: object = {}) =>
      flashBody({ name: '可改秒杀', starts_at: starts, ...overrides }, line);
    const activity = await published(edit({}));
    const repriced = await operator.put<AdminActivityDetail>(
      `/api/admin/activities/${activity.id}`,
      edit({}, { price_fen: 1_400 }),
    );
    expect(repriced.body.msg).toBe('活动已保存');
    const [before] = await salesOf(activity.id);
    expect(before!.priceFen).toBe(1_400);

    const buyer = await insertBuyer(t.db);
    await t.db.transaction((tx) => takeFlashSaleUnits(tx, before!.id, buyer.id, 3, '补中益气丸'));

    for (const [body, field, message] of [
      [edit({}, { price_fen: 1_300 }), 'definition.lines.0.price_fen', '活动已有售出，秒杀价不能修改'],
      [
        edit({}, { price_fen: 1_400, units: 50 }),
        'definition.lines.0.units',
        '活动已有售出，活动数量只能增加',
      ],
      [
        edit({ ends_at: at(30 * MINUTE) }, { price_fen: 1_400 }),
        'ends_at',
        '活动已有售出或领取，结束时间只能延后',
      ],
    ] as const) {
      let answer;
      const writes = await writesOf(async () => {
        answer = await operator.put(`/api/admin/activities/${activity.id}`, body);
      });
      expect([answer!.status, answer!.body.errors]).toEqual([422, { [field]: [message] }]);
      expect(writes).toEqual([]);
    }

    const ends = at(3 * HOUR);
    const extended = await operator.put<AdminActivityDetail>(
      `/api/admin/activities/${activity.id}`,
      edit({ ends_at: ends }, { price_fen: 1_400, units: 200, limit_per_buyer: 20 }),
    );
    expect(extended.body.data).toMatchObject({ taken: 3, total: 200, ends_at: ends });
    const [after] = await salesOf(activity.id);
    expect(after).toMatchObject({
      id: before!.id,
      totalUnits: 200,
      limitPerBuyer: 20,
      soldUnits: 3,
      priceFen: 1_400,
    });
    expect(after!.endsAt.toISOString()).toBe(ends);
  });

  it('publishes no flash sale of a goods another one sells in the same hours', async () => {
    const draft = await created(
      flashBody({ name: '重叠秒杀', starts_at: at(2 * HOUR), ends_at: at(4 * HOUR) }),
    );
    let answer;
    const writes = await writesOf(async () => {
      answer = await operator.post(`/api/admin/activities/${draft.id}/publish`);
    });
    expect([answer!.status, answer!.body.errors]).toEqual([
      422,
      { 'definition.lines.0.goods_id': ['补中益气丸：该时段已有其他秒杀'] },
    ]);
    expect(writes).toEqual([]);
    const later = await operator.put(
      `/api/admin/activities/${draft.id}`,
      flashBody({ name: '重叠秒杀', starts_at: at(5 * HOUR), ends_at: at(6 * HOUR) }),
    );
    expect(later.status).toBe(200);
    expect((await operator.post(`/api/admin/activities/${draft.id}/publish`)).status).toBe(200);
  });

  it('publishes one of two overlapping flash sales published at the same moment, never both', async () => {
    const maker = await insertManufacturer(t.db, '同时发布药业');
    const east = await insertWarehouse(t.db, '同时发布仓');
    for (let round = 0; round < 4; round++) {
      const goodsId = await insertGoods(t.db, {
        manufacturerId: maker,
        basePriceFen: 2_000,
        stock: { [east]: 100 },
        name: `同时发布的丸剂${round}`,
      });
      const drafts = await Promise.all(
        [0, 1].map((i) => created(flashBody({ name: `同时发布${round}-${i}` }, { goods_id: goodsId }))),
      );
      const answers = await Promise.all(
        drafts.map((draft) => operator.post(`/api/admin/activities/${draft.id}/publish`)),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
      const sales = await t.db.select().from(flashSales).where(eq(flashSales.goodsId, goodsId));
      expect(sales).toHaveLength(1);
    }
  });
});

describe('stopping mid-sale', () => {
  it('sells nothing after the stop commits, however the takes race it', async () => {
    const activity = await published(
      flashBody({ name: '抢购中' }, { goods_id: ids.rush, units: 10_000, limit_per_buyer: 10_000 }),
    );
    const [sale] = await salesOf(activity.id);
    const buyers = await Promise.all(Array.from({ length: 4 }, () => insertBuyer(t.db)));
    const take = async (i: number) => {
      try {
        await t.db.transaction((tx) => takeFlashSaleUnits(tx, sale!.id, buyers[i % 4]!.id, 1, '六味地黄丸'));
        return true;
      } catch {
        return false;
      }
    };
    // Some takes settle before the stop; the rest race it.
    const before = await Promise.all(Array.from({ length: 5 }, (_, i) => take(i)));
    expect(before).toEqual([true, true, true, true, true]);
    const racing = Array.from({ length: 60 }, (_, i) => take(i));
    const stop = await operator.post(`/api/admin/activities/${activity.id}/stop`, { reason: '库存不足' });
    expect(stop.body.msg).toBe('活动已停止');
    const [atStop] = await salesOf(activity.id);
    const taken = 5 + (await Promise.all(racing)).filter(Boolean).length;
    const [final] = await salesOf(activity.id);
    expect(final!.soldUnits).toBe(atStop!.soldUnits);
    expect(taken).toBe(atStop!.soldUnits);
    const late = t.db.transaction((tx) => takeFlashSaleUnits(tx, sale!.id, buyers[0]!.id, 1, '六味地黄丸'));
    await expect(late).rejects.toThrow('六味地黄丸：秒杀活动未开始或已结束');
  });

  it('ends a coupon campaign’s claims when stopped, and buyers keep the coupons they claimed', async () => {
    const activity = await published(couponBody({ total_units: 10 }));
    const [row] = await t.db.select().from(coupons).where(eq(coupons.activityId, activity.id));
    const early = (await signInBuyer(t)).client;
    expect((await early.post('/api/user/coupon/claim', { coupon_id: row!.id })).status).toBe(200);

    const stopped = await operator.post(`/api/admin/activities/${activity.id}/stop`, { reason: '预算用完' });
    expect(stopped.status).toBe(200);
    const { client } = await signInBuyer(t);
    const claim = await client.post('/api/user/coupon/claim', { coupon_id: row!.id });
    expect(claim.status).toBe(400);
    const [after] = await t.db.select().from(coupons).where(eq(coupons.id, row!.id));
    expect(after).toMatchObject({ claimable: false, claimedCount: 1, endsAt: row!.endsAt });
    const held = await early.get<{ total: number }>('/api/user/coupon');
    expect(held.body.data.total).toBe(1);
  });
});

describe('refusals', () => {
  it('answers 422 with the field at fault and writes nothing', async () => {
    const cases: [ActivityBodyInput | object, string, string][] = [
      [
        flashBody({}, { price_fen: 2_000 }),
        'definition.lines.0.price_fen',
        '补中益气丸：秒杀价须低于商品价格20.00元',
      ],
      [
        flashBody({}, { goods_id: ids.offSale }),
        'definition.lines.0.goods_id',
        '已下架的丸剂：商品未上架，不能参加秒杀',
      ],
      [flashBody({}, { goods_id: 2_000_000 }), 'definition.lines.0.goods_id', '编号2000000的商品不存在'],
      [flashBody({ ends_at: at(-2 * MINUTE) }), 'ends_at', '结束时间须晚于开始时间'],
      [flashBody({}, { limit_per_buyer: 500 }), 'definition.lines', '每人限购不能超过活动数量'],
      [{ ...flashBody(), kind: 'lottery' }, 'kind', '活动类型不正确'],
      [flashBody({ name: ' ' }), 'name', '请填写活动名称'],
      [
        couponBody({ coupon_kind: 'discount', value: 120 }),
        'definition.value',
        '折扣须为1至99之间的整数（95即9.5折）',
      ],
      [
        couponBody({ goods_ids: [ids.tonic, 1_999_999] }),
        'definition.goods_ids.1',
        '适用商品中编号1999999的商品不存在',
      ],
      [{ ...flashBody(), starts_at: 'tomorrow' }, 'starts_at', '开始时间格式不正确'],
      [{ ...flashBody(), definition: { lines: 'all' } }, 'definition.lines', '请选择秒杀商品'],
    ];
    for (const [body, field, message] of cases) {
      let answer;
      const writes = await writesOf(async () => {
        answer = await operator.post('/api/admin/activities', body);
      });
      expect([field, answer!.status, answer!.body.errors?.[field]]).toEqual([field, 422, [message]]);
      expect(writes).toEqual([]);
    }
    const missing = await operator.post('/api/admin/activities/2000000/publish');
    expect([missing.status, missing.body.msg]).toEqual([404, '活动不存在']);
  });

  it('lets 客服 read but not change, and refuses the list to those without promotions.read', async () => {
    const activity = await created(flashBody({ name: '权限测试' }));
    const { client: service } = await signInOperator(t, ['orders.read', 'promotions.read']);
    expect((await service.get(`/api/admin/activities/${activity.id}`)).status).toBe(200);
    for (const request of [
      () => service.post('/api/admin/activities', flashBody()),
      () => service.put(`/api/admin/activities/${activity.id}`, flashBody()),
      () => service.post(`/api/admin/activities/${activity.id}/publish`),
      () => service.post(`/api/admin/activities/${activity.id}/stop`, { reason: '测试' }),
      () => service.post(`/api/admin/activities/${activity.id}/copy`),
    ]) {
      let answer;
      const writes = await writesOf(async () => {
        answer = await request();
      });
      expect(answer!.status).toBe(403);
      expect(writes).toEqual([]);
    }
    const { client: goodsOnly } = await signInOperator(t, ['goods.read']);
    expect((await goodsOnly.get('/api/admin/activities')).status).toBe(403);
    expect((await goodsOnly.get(`/api/admin/activities/${activity.id}`)).status).toBe(403);
  });
});

describe('the audit log', () => {
  it('records create, publish, update, stop and copy with the definition before and after', async () => {
    const activity = await created(flashBody({ name: '审计秒杀' }, { goods_id: ids.audited }));
    await operator.post(`/api/admin/activities/${activity.id}/publish`);
    await operator.put(
      `/api/admin/activities/${activity.id}`,
      flashBody({ name: '审计秒杀' }, { goods_id: ids.audited, units: 120 }),
    );
    await operator.post(`/api/admin/activities/${activity.id}/stop`, { reason: '测试停止' });
    const copy = await operator.post<AdminActivityDetail>(`/api/admin/activities/${activity.id}/copy`);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'activity'), eq(auditLog.targetId, String(activity.id))))
      .orderBy(auditLog.id);
    expect(rows.map((row) => row.action)).toEqual([
      'activity.create',
      'activity.publish',
      'activity.update',
      'activity.stop',
    ]);
    const update = rows[2]!;
    expect(update.before).toMatchObject({ definition: { lines: [{ units: 100 }] } });
    expect(update.after).toMatchObject({ definition: { lines: [{ units: 120 }] } });
    expect(rows[3]!.after).toMatchObject({ stop_reason: '测试停止' });
    const [copied] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'activity.copy'), eq(auditLog.targetId, String(copy.body.data.id))));
    expect(copied!.before).toMatchObject({ name: '审计秒杀' });
  });
});
