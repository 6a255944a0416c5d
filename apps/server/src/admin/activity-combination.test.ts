import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CombinationZone } from '@yaocai/domain/contracts/activity-combination-responses';
import type { ActivityBodyInput, AdminActivityDetail } from '@yaocai/domain/contracts/admin-activities';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { draftActivity, publishActivity } from '../testing/activities.ts';
import { buyerWithOrder } from '../testing/buyer-order.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../testing/catalog-factories.ts';
import { deliveryAddressBody } from '../testing/order-fixtures.ts';
import { signInBuyer } from '../testing/sign-in.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { cartLines } from '../modules/cart/cart.tables.ts';
import { orderLines } from '../modules/orders/orders.tables.ts';
import { combinationItems, combinations } from '../modules/promotions/promotions.tables.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let t: TestApp;
let watch: WriteWatch;
let operator: TestClient;
const ids = {} as Record<'tonic' | 'cold' | 'offSale', number>;

beforeAll(async () => {
  t = await buildTestApp();
  watch = new WriteWatch(t.db);
  ({ client: operator } = await signInOperator(t, ['promotions.read', 'promotions.write']));
  const maker = await insertManufacturer(t.db, '北京同仁堂股份有限公司');
  const east = await insertWarehouse(t.db, '华东仓');
  const base = { manufacturerId: maker, stock: { [east]: 5_000 } };
  ids.tonic = await insertGoods(t.db, { ...base, basePriceFen: 2_000, name: '补中益气丸' });
  ids.cold = await insertGoods(t.db, { ...base, basePriceFen: 1_000, name: '感冒清热颗粒' });
  ids.offSale = await insertGoods(t.db, {
    ...base,
    basePriceFen: 1_000,
    name: '已下架的丸剂',
    onSale: false,
  });
});
afterAll(() => t.close());

const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/** 2 补中益气丸 (40.00) and 1 感冒清热颗粒 (10.00): 50.00 at list prices. */
const packBody = (definition: object = {}, overrides: object = {}): ActivityBodyInput =>
  ({
    kind: 'combination',
    name: '补气感冒组合装',
    starts_at: at(-MINUTE),
    ends_at: at(HOUR),
    definition: {
      price_fen: 4_200,
      units: 10,
      items: [
        { goods_id: ids.tonic, number: 2 },
        { goods_id: ids.cold, number: 1 },
      ],
      ...definition,
    },
    ...overrides,
  }) as ActivityBodyInput;

const created = (body: ActivityBodyInput) => draftActivity(operator, body);

const published = (body: ActivityBodyInput) => publishActivity(operator, body);

const packOf = async (activityId: number) =>
  (await t.db.select().from(combinations).where(eq(combinations.activityId, activityId)))[0]!;

async function zone(client?: TestClient) {
  const answer = await (client ?? t.client()).get<CombinationZone>('/api/activity/combinations');
  expect(answer.status).toBe(200);
  return answer.body.data.packs;
}

/** A buyer ready to order, with the pack as one type-3 line in the cart. */
async function buyerWithPack(packId: number) {
  const { buyer, client } = await signInBuyer(t, { businessScopes: ['中成药'] });
  await client.post('/api/contract/sign', { agree: 1 });
  await client.post('/api/user/address', { ...deliveryAddressBody, is_default: 1 });
  const added = await client.post('/api/cart', { data: [{ type: 3, combination_id: packId, number: 1 }] });
  const [line] = await t.db.select().from(cartLines).where(eq(cartLines.userId, buyer.id));
  return { buyer, client, added, line };
}

const submit = (client: TestClient, lineId: number, key: string) =>
  client.post<{ id: number }>(
    '/api/order',
    { ids: [lineId], invoice_type: 1 },
    { headers: { 'idempotency-key': key } },
  );

describe('a published 套餐', () => {
  it('keeps a draft off /zhzq, then lists the pack with its goods, pack price and saving', async () => {
    const draft = await created(packBody({}, { name: '草稿套餐' }));
    expect((await zone()).some((pack) => pack.name === '草稿套餐')).toBe(false);
    expect(await t.db.select().from(combinations).where(eq(combinations.activityId, draft.id))).toEqual([]);

    const activity = await published(packBody());
    const pack = await packOf(activity.id);
    expect(pack).toMatchObject({ name: '补气感冒组合装', priceFen: 4_200, totalUnits: 10, soldUnits: 0 });
    const items = await t.db
      .select()
      .from(combinationItems)
      .where(eq(combinationItems.combinationId, pack.id));
    expect(items.map((item) => [item.goodsId, item.number])).toEqual([
      [ids.tonic, 2],
      [ids.cold, 1],
    ]);
    const { client } = await signInBuyer(t, { businessScopes: ['中成药'] });
    const shown = (await zone(client)).find((entry) => entry.id === pack.id);
    expect(shown).toMatchObject({
      name: '补气感冒组合装',
      price: '42.00',
      list_price: '50.00',
      saving: '8.00',
      price_tip: null,
      units_left: 10,
    });
    expect(shown!.items.map((item) => [item.name, item.number, item.base_price])).toEqual([
      ['补中益气丸', 2, '20.00'],
      ['感冒清热颗粒', 1, '10.00'],
    ]);
    const seenByVisitor = (await zone()).find((entry) => entry.id === pack.id);
    expect(seenByVisitor).toMatchObject({ price: null, saving: null, price_tip: '登录可见' });
    expect(seenByVisitor!.items[0]!.base_price).toBeNull();
  });

  it('sells one pack as one type-3 line at the pack price, and a cancel gives the pack back', async () => {
    const activity = await published(packBody({}, { name: '整套购买' }));
    const pack = await packOf(activity.id);
    const { order, client } = await buyerWithOrder(t, [
      { type: 3, combination_id: pack.id, number: 2 } as unknown as { goods_id: number; number: number },
    ]);
    const [sold] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(sold).toMatchObject({
      type: 3,
      combinationId: pack.id,
      goodsId: null,
      number: 2,
      unitPriceFen: 4_200,
    });
    expect((await packOf(activity.id)).soldUnits).toBe(2);
    const detail = await operator.get<AdminActivityDetail>(`/api/admin/activities/${activity.id}`);
    expect(detail.body.data).toMatchObject({ taken: 2, editable: 'extend', definition: { sold: 2 } });

    const cancelled = await client.post(`/api/order/${order.id}/cancel`, { reason: '不需要了' });
    expect(cancelled.status).toBe(200);
    expect((await packOf(activity.id)).soldUnits).toBe(0);
  });

  it('sells no more packs than it offers: at add and at submit', async () => {
    const activity = await published(packBody({ units: 1 }, { name: '限量套餐' }));
    const pack = await packOf(activity.id);
    const first = await buyerWithPack(pack.id);
    const second = await buyerWithPack(pack.id);
    expect(first.added.status).toBe(200);
    expect(second.added.status).toBe(200);
    // Two packs in one line are more than it offers.
    const more = await second.client.post(`/api/cart/${second.line!.id}/edit`, { number: 2 });
    expect(more.status).toBe(422);

    const bought = await submit(first.client, first.line!.id, `pack-order-of-${first.buyer.id}`);
    expect(bought.status).toBe(200);
    expect((await zone(first.client)).some((entry) => entry.id === pack.id)).toBe(false);
    await watch.mark();
    const late = await submit(second.client, second.line!.id, `pack-order-of-${second.buyer.id}`);
    expect(late.status).toBe(422);
    expect(late.body.msg).toBe('限量套餐：套餐已售罄');
    expect(await watch.changedTables()).toEqual([]);
    expect((await packOf(activity.id)).soldUnits).toBe(1);
    const third = await buyerWithPack(pack.id);
    expect(third.added.status).toBe(422);
  });

  it('sells nothing once stopped', async () => {
    const activity = await published(packBody({}, { name: '停止的套餐' }));
    const pack = await packOf(activity.id);
    const { client, line } = await buyerWithPack(pack.id);
    const stopped = await operator.post(`/api/admin/activities/${activity.id}/stop`, { reason: '价格有误' });
    expect(stopped.status).toBe(200);
    expect((await zone(client)).some((entry) => entry.id === pack.id)).toBe(false);
    const refused = await submit(client, line!.id, `stopped-pack-of-${activity.id}`);
    expect(refused.status).toBe(422);
    expect((await packOf(activity.id)).soldUnits).toBe(0);
  });
});

describe('refusals', () => {
  it('answers 422 with the field at fault and writes nothing', async () => {
    const cases: [ActivityBodyInput, string, string][] = [
      [packBody({ price_fen: 5_000 }), 'definition.price_fen', '套餐价须低于商品原价合计50.00元'],
      [
        packBody({
          items: [
            { goods_id: ids.offSale, number: 1 },
            { goods_id: ids.cold, number: 1 },
          ],
        }),
        'definition.items.0.goods_id',
        '已下架的丸剂：商品未上架，不能加入套餐',
      ],
      [
        packBody({
          items: [
            { goods_id: ids.cold, number: 1 },
            { goods_id: 2_000_000, number: 1 },
          ],
        }),
        'definition.items.1.goods_id',
        '编号2000000的商品不存在',
      ],
      [packBody({ items: [{ goods_id: ids.cold, number: 1 }] }), 'definition.items', '套餐至少包含2个商品'],
      [
        packBody({
          items: [
            { goods_id: ids.cold, number: 1 },
            { goods_id: ids.cold, number: 2 },
          ],
        }),
        'definition.items',
        '同一商品只能添加一次',
      ],
      [packBody({ units: 0 }), 'definition.units', '套餐数量须为1至1000000之间的整数'],
    ];
    for (const [body, field, message] of cases) {
      await watch.mark();
      const answer = await operator.post('/api/admin/activities', body);
      expect([field, answer.status, answer.body.errors?.[field]]).toEqual([field, 422, [message]]);
      expect(await watch.changedTables()).toEqual([]);
    }
  });

  it('after a sale, lets only the end and the packs grow', async () => {
    const activity = await published(packBody({}, { name: '已售套餐' }));
    const pack = await packOf(activity.id);
    await buyerWithOrder(t, [
      { type: 3, combination_id: pack.id, number: 1 } as unknown as { goods_id: number; number: number },
    ]);
    const edit = (definition: object) =>
      operator.put(
        `/api/admin/activities/${activity.id}`,
        packBody(definition, { name: '已售套餐', starts_at: activity.starts_at, ends_at: activity.ends_at }),
      );
    const cheaper = await edit({ price_fen: 4_000 });
    expect([cheaper.status, cheaper.body.errors?.['definition.items']]).toEqual([
      422,
      ['套餐已有售出，商品、件数和套餐价不能修改'],
    ]);
    const fewer = await edit({ units: 5 });
    expect([fewer.status, fewer.body.errors?.['definition.units']]).toEqual([
      422,
      ['套餐已有售出，套餐数量只能增加'],
    ]);
    expect((await edit({ units: 20 })).status).toBe(200);
    expect((await packOf(activity.id)).totalUnits).toBe(20);
  });
});
