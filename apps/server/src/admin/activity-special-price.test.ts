import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EverydayPrice } from '@yaocai/domain/contracts/activity-special-price-responses';
import type { ActivityBodyInput, AdminActivityDetail } from '@yaocai/domain/contracts/admin-activities';
import type { CartState } from '@yaocai/domain/contracts/cart-responses';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { publishActivity } from '../testing/activities.ts';
import { buyerWithOrder } from '../testing/buyer-order.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../testing/catalog-factories.ts';
import { signInBuyer } from '../testing/sign-in.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { orderLines } from '../modules/orders/orders.tables.ts';
import { specialPrices } from '../modules/promotions/promotions.tables.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let t: TestApp;
let watch: WriteWatch;
let operator: TestClient;
const ids = {} as Record<'tonic' | 'cold' | 'rush' | 'offSale', number>;

beforeAll(async () => {
  t = await buildTestApp();
  watch = new WriteWatch(t.db);
  ({ client: operator } = await signInOperator(t, ['promotions.read', 'promotions.write']));
  const maker = await insertManufacturer(t.db, '北京同仁堂股份有限公司');
  const east = await insertWarehouse(t.db, '华东仓');
  const base = { manufacturerId: maker, basePriceFen: 2_000, stock: { [east]: 5_000 } };
  ids.tonic = await insertGoods(t.db, { ...base, name: '补中益气丸' });
  ids.cold = await insertGoods(t.db, { ...base, name: '感冒清热颗粒' });
  ids.rush = await insertGoods(t.db, { ...base, name: '六味地黄丸' });
  ids.offSale = await insertGoods(t.db, { ...base, name: '已下架的丸剂', onSale: false });
});
afterAll(() => t.close());

const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const specialBody = (lines: object[], overrides: object = {}): ActivityBodyInput =>
  ({
    kind: 'special_price',
    name: '每日特价',
    starts_at: at(-MINUTE),
    ends_at: at(HOUR),
    definition: { lines },
    ...overrides,
  }) as ActivityBodyInput;

const published = (body: ActivityBodyInput) => publishActivity(operator, body);

const everyday = async (client: TestClient) =>
  (await client.get<EverydayPrice>('/api/activity/everyday_price')).body.data.goods;

describe('a published 特价 zone', () => {
  it('lists its goods on 每日特价 tagged 特, prices only for who may see them', async () => {
    const activity = await published(specialBody([{ goods_id: ids.tonic, price_fen: 1_600 }]));
    const { client } = await signInBuyer(t, { businessScopes: ['中成药'] });
    const shown = (await everyday(client)).find((goods) => goods.id === ids.tonic);
    expect(shown).toMatchObject({
      activity_id: activity.id,
      name: '补中益气丸',
      price: '16.00',
      base_price: '20.00',
      price_tip: null,
    });
    expect(shown!.tags).toContain('特');
    const visitor = (await everyday(t.client())).find((goods) => goods.id === ids.tonic);
    expect(visitor).toMatchObject({ price: null, base_price: null, price_tip: '登录可见' });
  });

  it('prices the cart line and charges the order at the special price, without coupons or 满减', async () => {
    await published(specialBody([{ goods_id: ids.cold, price_fen: 1_500 }], { name: '感冒特价' }));
    const { order, client } = await buyerWithOrder(t, [{ goods_id: ids.cold, number: 3 }]);
    const [sold] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(sold).toMatchObject({ goodsId: ids.cold, number: 3, unitPriceFen: 1_500, amountFen: 4_500 });

    await client.post('/api/cart', { data: [{ goods_id: ids.cold, number: 2 }] });
    const cart = (await client.get<CartState>('/api/cart/list')).body.data;
    const line = cart.data.find((entry) => entry.goods?.id === ids.cold);
    expect(line).toMatchObject({ price: '15.00', with_coupon: 0, type: 0 });
  });

  it('lets a running flash sale take precedence over the special price', async () => {
    await published(specialBody([{ goods_id: ids.rush, price_fen: 1_000 }], { name: '六味特价' }));
    await published({
      kind: 'flash_sale',
      name: '六味秒杀',
      starts_at: at(-MINUTE),
      ends_at: at(HOUR),
      definition: { lines: [{ goods_id: ids.rush, price_fen: 1_200, units: 100, limit_per_buyer: 10 }] },
    } as ActivityBodyInput);
    const { order } = await buyerWithOrder(t, [{ goods_id: ids.rush, number: 1, type: 1 } as never]);
    const [sold] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    // The flash price, though the special price is lower: precedence, never the lowest of the two.
    expect(sold).toMatchObject({ goodsId: ids.rush, unitPriceFen: 1_200 });
    const ordinary = await buyerWithOrder(t, [{ goods_id: ids.rush, number: 1 }]);
    const [plain] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, ordinary.order.id));
    expect(plain).toMatchObject({ goodsId: ids.rush, unitPriceFen: 1_000 });
  });

  it('charges the goods’ own price again once stopped', async () => {
    // The zone of the first test.
    const [zone] = await t.db.select().from(specialPrices).where(eq(specialPrices.goodsId, ids.tonic));
    const stopped = await operator.post(`/api/admin/activities/${zone!.activityId}/stop`, {
      reason: '价格有误',
    });
    expect(stopped.status).toBe(200);
    const { order } = await buyerWithOrder(t, [{ goods_id: ids.tonic, number: 1 }]);
    const [sold] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(sold).toMatchObject({ unitPriceFen: 2_000 });
    expect((await everyday(t.client())).some((goods) => goods.id === ids.tonic)).toBe(false);
  });
});

describe('refusals', () => {
  it('answers 422 with the field at fault and writes nothing', async () => {
    const cases: [ActivityBodyInput, string, string][] = [
      [
        specialBody([{ goods_id: ids.tonic, price_fen: 2_000 }]),
        'definition.lines.0.price_fen',
        '补中益气丸：特价须低于商品价格20.00元',
      ],
      [
        specialBody([{ goods_id: ids.offSale, price_fen: 100 }]),
        'definition.lines.0.goods_id',
        '已下架的丸剂：商品未上架，不能参加特价',
      ],
      [
        specialBody([{ goods_id: 2_000_000, price_fen: 100 }]),
        'definition.lines.0.goods_id',
        '编号2000000的商品不存在',
      ],
      [specialBody([]), 'definition.lines', '请选择特价商品'],
    ];
    for (const [body, field, message] of cases) {
      await watch.mark();
      const answer = await operator.post('/api/admin/activities', body);
      expect([field, answer.status, answer.body.errors?.[field]]).toEqual([field, 422, [message]]);
      expect(await watch.changedTables()).toEqual([]);
    }
  });

  it('publishes no zone of a goods another zone prices in the same hours, and writes nothing', async () => {
    const draft = await operator.post<AdminActivityDetail>(
      '/api/admin/activities',
      specialBody([{ goods_id: ids.cold, price_fen: 1_400 }], { name: '重叠特价' }),
    );
    await watch.mark();
    const answer = await operator.post(`/api/admin/activities/${draft.body.data.id}/publish`);
    expect([answer.status, answer.body.errors?.['definition.lines.0.goods_id']]).toEqual([
      422,
      ['感冒清热颗粒：该时段已有其他特价'],
    ]);
    expect(await watch.changedTables()).toEqual([]);
  });
});
