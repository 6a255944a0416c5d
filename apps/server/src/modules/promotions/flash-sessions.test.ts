import { setTimeout } from 'node:timers/promises';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeSpike, SpikeSessions } from '@yaocai/domain/contracts/activity-responses';
import { activityBody, type ActivityBodyInput } from '@yaocai/domain/contracts/admin-activities';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../../testing/catalog-factories.ts';
import { signInBuyer } from '../../testing/sign-in.ts';
import { createActivity, publishActivity, stopActivity } from './activities.service.ts';
import { UPCOMING_SESSIONS_SHOWN, UPCOMING_WITHIN_DAYS } from './flash-sessions.service.ts';
import { flashSales } from './promotions.tables.ts';

let t: TestApp;
const hour = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * hour).toISOString();
const goodsIds: Record<string, number> = {};

const session = (name: string, from: number, to: number, lines: [string, number, number, number][]) =>
  activityBody.parse({
    kind: 'flash_sale',
    name,
    starts_at: at(from),
    ends_at: at(to),
    definition: {
      lines: lines.map(([goods, price_fen, units, limit_per_buyer]) => ({
        goods_id: goodsIds[goods]!,
        price_fen,
        units,
        limit_per_buyer,
      })),
    },
  } satisfies ActivityBodyInput);

async function draft(body: ReturnType<typeof session>): Promise<number> {
  return t.db.transaction(async (tx) => (await createActivity(tx, body, null)).id);
}

async function published(body: ReturnType<typeof session>): Promise<number> {
  const id = await draft(body);
  await t.db.transaction((tx) => publishActivity(tx, id, null));
  return id;
}

beforeAll(async () => {
  // Rows change between reads here: the answers are read afresh (their cache is tested below).
  t = await buildTestApp({ FLASH_CACHE_MS: '0' });
  const warehouse = await insertWarehouse(t.db, '华东一号仓');
  const maker = await insertManufacturer(t.db, '华康制药股份有限公司');
  for (const [name, price] of [
    ['感冒灵颗粒', 2_000],
    ['板蓝根颗粒', 1_500],
    ['阿莫西林胶囊', 3_000],
    ['布洛芬缓释胶囊', 2_500],
    ['维生素C片', 800],
  ] as const) {
    goodsIds[name] = await insertGoods(t.db, {
      name,
      manufacturerId: maker,
      basePriceFen: price,
      stock: { [warehouse]: 1_000 },
    });
  }
  const running = await published(
    session('午间秒杀', -1, 2, [
      ['感冒灵颗粒', 1_200, 100, 5],
      ['板蓝根颗粒', 900, 50, 2],
    ]),
  );
  await t.db.update(flashSales).set({ soldUnits: 30 }).where(eqActivity(running, goodsIds['感冒灵颗粒']!));
  await t.db.update(flashSales).set({ soldUnits: 50 }).where(eqActivity(running, goodsIds['板蓝根颗粒']!));
  // Rows made before activities: one ended, one to come.
  const legacy = { priceFen: 500, limitPerBuyer: 1, totalUnits: 10 };
  await t.db.insert(flashSales).values([
    { ...legacy, goodsId: goodsIds['布洛芬缓释胶囊']!, startsAt: new Date(at(-3)), endsAt: new Date(at(-2)) },
    { ...legacy, goodsId: goodsIds['布洛芬缓释胶囊']!, startsAt: new Date(at(10)), endsAt: new Date(at(11)) },
  ]);
  await published(session('晚间秒杀', 5, 6, [['阿莫西林胶囊', 2_000, 20, 1]]));
  await published(session('明日秒杀', 24, 25, [['维生素C片', 500, 10, 1]]));
  await draft(session('草稿秒杀', -1, 3, [['布洛芬缓释胶囊', 1_000, 10, 1]]));
  const stopped = await published(session('已停止秒杀', 2, 3, [['布洛芬缓释胶囊', 1_000, 10, 1]]));
  await t.db.transaction((tx) => stopActivity(tx, stopped, '价格有误', null));
});

afterAll(() => t.close());

function eqActivity(activityId: number, goodsId: number) {
  return sql`${flashSales.activityId} = ${activityId} and ${flashSales.goodsId} = ${goodsId}`;
}

describe('the flash-sale sessions of /ms', () => {
  it('are the running session and the upcoming ones by start, never a draft or a stopped one', async () => {
    const { client } = await signInBuyer(t);
    const response = await client.get<SpikeSessions>('/api/activity/spike_sessions');
    expect(response.status).toBe(200);
    const sessions = response.body.data.sessions;
    expect(sessions.map((s) => [s.name, s.goods.length])).toEqual([
      ['午间秒杀', 2],
      ['晚间秒杀', 1],
      ['限时秒杀', 1],
      ['明日秒杀', 1],
    ]);
    expect(sessions[2]).toMatchObject({ id: null, goods: [{ name: '布洛芬缓释胶囊', price: '5.00' }] });
    expect(sessions[0]!.goods.map((g) => g.name)).toEqual(['感冒灵颗粒', '板蓝根颗粒']);
    expect(Date.parse(sessions[0]!.starts_at)).toBeLessThan(Date.now());
    expect(Date.parse(sessions[1]!.starts_at)).toBeGreaterThan(Date.now());
  });

  it('show an approved buyer the flash price beside the goods price, with units left and the limit', async () => {
    const { client } = await signInBuyer(t, { businessScopes: ['中成药'] });
    const { sessions } = (await client.get<SpikeSessions>('/api/activity/spike_sessions')).body.data;
    expect(sessions[0]!.goods[0]).toMatchObject({
      id: goodsIds['感冒灵颗粒'],
      sccj: '华康制药股份有限公司',
      base_price: '20.00',
      price: '12.00',
      price_tip: null,
      total_units: 100,
      units_left: 70,
      limit: 5,
    });
    // Sold out: still shown, with nothing left.
    expect(sessions[0]!.goods[1]).toMatchObject({ price: '9.00', total_units: 50, units_left: 0, limit: 2 });
    const outOfScope = await signInBuyer(t, { businessScopes: ['医疗器械'] });
    const theirs = (await outOfScope.client.get<SpikeSessions>('/api/activity/spike_sessions')).body.data;
    expect(theirs.sessions[0]!.goods[0]).toMatchObject({ price: '12.00', price_tip: '超出经营范围' });
  });

  it('show a visitor and a pending buyer no price, only why', async () => {
    const visitor = (await t.client().get<SpikeSessions>('/api/activity/spike_sessions')).body.data;
    expect(visitor.sessions[0]!.goods[0]).toMatchObject({
      base_price: null,
      price: null,
      price_tip: '登录可见',
    });
    const { client } = await signInBuyer(t, { status: 'pending' });
    const pending = (await client.get<SpikeSessions>('/api/activity/spike_sessions')).body.data;
    expect(pending.sessions[0]!.goods[0]).toMatchObject({ price: null, price_tip: '资质审核后可见' });
    expect(pending.sessions[0]!.goods[0]!.units_left).toBe(70);
  });
});

describe('how many sessions /ms shows', () => {
  it('is every running session and the next five to come, none starting more than three days ahead', async () => {
    expect([UPCOMING_SESSIONS_SHOWN, UPCOMING_WITHIN_DAYS]).toEqual([5, 3]);
    const legacy = { goodsId: goodsIds['维生素C片']!, priceFen: 500, limitPerBuyer: 1, totalUnits: 10 };
    const rows = await t.db
      .insert(flashSales)
      .values(
        [30, 40, 50, 60, 100].map((hours) => ({
          ...legacy,
          startsAt: new Date(at(hours)),
          endsAt: new Date(at(hours + 1)),
        })),
      )
      .returning({ id: flashSales.id });
    const startsOf = async () => {
      const { sessions } = (await t.client().get<SpikeSessions>('/api/activity/spike_sessions')).body.data;
      return sessions.map((s) => Math.round((Date.parse(s.starts_at) - Date.now()) / hour));
    };
    try {
      // Running, then 晚间 (5 h), the legacy one (10 h), 明日 (24 h), and two of the four added.
      expect(await startsOf()).toEqual([-1, 5, 10, 24, 30, 40]);
      await t.db.delete(flashSales).where(
        inArray(
          flashSales.id,
          rows.slice(0, 4).map((row) => row.id),
        ),
      );
      // The session 100 hours ahead is past the days shown.
      expect(await startsOf()).toEqual([-1, 5, 10, 24]);
    } finally {
      await t.db.delete(flashSales).where(
        inArray(
          flashSales.id,
          rows.map((row) => row.id),
        ),
      );
    }
  });
});

describe('GET /api/index/spike', () => {
  it('is the running session with its goods', async () => {
    const { client } = await signInBuyer(t);
    const response = await client.get<HomeSpike>('/api/index/spike');
    expect(response.status).toBe(200);
    expect(response.body.code).toBe(10000);
    expect(response.body.data.session?.name).toBe('午间秒杀');
    expect(response.body.data.session?.goods.map((g) => g.price)).toEqual(['12.00', '9.00']);
  });
});

describe('the sessions kept between reads', () => {
  let kept: TestApp;
  afterAll(() => kept?.close());

  it('are read again the moment a kept session starts or ends, however long they may be kept', async () => {
    kept = await buildTestApp({ FLASH_CACHE_MS: '600000' });
    const warehouse = await insertWarehouse(kept.db, '华东一号仓');
    const maker = await insertManufacturer(kept.db, '华康制药股份有限公司');
    const goodsId = await insertGoods(kept.db, {
      name: '感冒灵颗粒',
      manufacturerId: maker,
      stock: { [warehouse]: 100 },
    });
    const soon = Date.now() + 2_500;
    const [sale] = await kept.db
      .insert(flashSales)
      .values({
        goodsId,
        priceFen: 500,
        limitPerBuyer: 1,
        totalUnits: 10,
        startsAt: new Date(soon),
        endsAt: new Date(soon + 1_500),
      })
      .returning();
    const read = async () =>
      (await kept.client().get<SpikeSessions>('/api/activity/spike_sessions')).body.data.sessions;
    const home = async () => (await kept.client().get<HomeSpike>('/api/index/spike')).body.data.session;
    expect((await read()).map((s) => s.goods[0]!.units_left)).toEqual([10]);
    expect((await home())?.starts_at).toBe(new Date(soon).toISOString());
    // Within the lifetime a sale's units are shown as kept ...
    await kept.db.update(flashSales).set({ soldUnits: 4 }).where(eq(flashSales.id, sale!.id));
    expect((await read()).map((s) => s.goods[0]!.units_left)).toEqual([10]);
    // ... but its start is a moment the answer changes at: read again then.
    await setTimeout(Math.max(0, soon - Date.now()) + 50);
    expect((await read()).map((s) => s.goods[0]!.units_left)).toEqual([6]);
    await setTimeout(Math.max(0, soon + 1_500 - Date.now()) + 50);
    expect(await read()).toEqual([]);
    expect(await home()).toBeNull();
  });
});
