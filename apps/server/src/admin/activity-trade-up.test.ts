import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPreview } from '@yaocai/domain/contracts/activity-preview-responses';
import type { GoodsTags } from '@yaocai/domain/contracts/activity-goods-tags-responses';
import type { TradeUpZone } from '@yaocai/domain/contracts/activity-trade-up-responses';
import type { ActivityBodyInput, AdminActivityDetail } from '@yaocai/domain/contracts/admin-activities';
import type { CartLine, CartState } from '@yaocai/domain/contracts/cart-responses';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { draftActivity, publishActivity } from '../testing/activities.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../testing/catalog-factories.ts';
import { deliveryAddressBody } from '../testing/order-fixtures.ts';
import { signInBuyer } from '../testing/sign-in.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { orderLines } from '../modules/orders/orders.tables.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let t: TestApp;
let watch: WriteWatch;
let operator: TestClient;
const ids = {} as Record<'tonic' | 'mask' | 'thermometer' | 'offSale', number>;

beforeAll(async () => {
  t = await buildTestApp();
  watch = new WriteWatch(t.db);
  ({ client: operator } = await signInOperator(t, ['promotions.read', 'promotions.write']));
  const maker = await insertManufacturer(t.db, '稳健医疗用品股份有限公司');
  const east = await insertWarehouse(t.db, '华东仓');
  const base = { manufacturerId: maker, basePriceFen: 2_000, stock: { [east]: 5_000 } };
  ids.tonic = await insertGoods(t.db, { ...base, name: '补中益气丸' });
  ids.mask = await insertGoods(t.db, { ...base, name: '医用外科口罩', basePriceFen: 1_000 });
  ids.thermometer = await insertGoods(t.db, { ...base, name: '电子体温计', basePriceFen: 3_000 });
  ids.offSale = await insertGoods(t.db, { ...base, name: '已下架的血压计', onSale: false });
});
afterAll(() => t.close());

const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/** 满¥100 换 the lines' goods. */
const tradeUpBody = (lines: object[], overrides: object = {}): ActivityBodyInput =>
  ({
    kind: 'trade_up',
    name: '满100元换购',
    starts_at: at(-MINUTE),
    ends_at: at(HOUR),
    definition: { threshold_fen: 10_000, lines },
    ...overrides,
  }) as ActivityBodyInput;

/** A buyer who may order (contract signed, default address), with an empty cart. */
async function buyer() {
  const signedIn = await signInBuyer(t, { businessScopes: ['中成药'] });
  await signedIn.client.post('/api/contract/sign', { agree: 1 });
  await signedIn.client.post('/api/user/address', { ...deliveryAddressBody, is_default: 1 });
  return signedIn;
}

const cartOf = async (client: TestClient) => (await client.get<CartState>('/api/cart/list')).body.data;
const lineOf = (cart: CartState, goodsId: number, type = 0): CartLine =>
  cart.data.find((line) => line.goods?.id === goodsId && line.type === type)!;
const zoneOf = async (client: TestClient) => (await client.get<TradeUpZone>('/api/cart/trade_ups')).body.data;

describe('a published 换购', () => {
  let activity: AdminActivityDetail;
  beforeAll(async () => {
    activity = await publishActivity(
      operator,
      tradeUpBody([
        { goods_id: ids.mask, price_fen: 500, limit: 2 },
        { goods_id: ids.thermometer, price_fen: 1_500, limit: 1 },
      ]),
    );
  });

  it('is offered in the cart with how much more the selected goods need', async () => {
    const { client } = await buyer();
    const zone = await zoneOf(client);
    const shown = zone.activities.find((entry) => entry.id === activity.id);
    expect(zone.base_amount).toBe('0.00');
    expect(shown).toMatchObject({ name: '满100元换购', threshold: '100.00', reached: false, more: '100.00' });
    expect(shown!.goods.map((goods) => [goods.name, goods.price, goods.base_price, goods.limit])).toEqual([
      ['医用外科口罩', '5.00', '10.00', 2],
      ['电子体温计', '15.00', '30.00', 1],
    ]);
    await client.post('/api/cart', { data: [{ goods_id: ids.tonic, number: 4 }] });
    const after = (await zoneOf(client)).activities.find((entry) => entry.id === activity.id);
    expect(after).toMatchObject({ reached: false, more: '20.00' });
    expect(await t.client().get('/api/cart/trade_ups')).toMatchObject({ status: 401 });
    const tags = (await t.client().get<GoodsTags>('/api/activity/goods_tags')).body.data;
    expect(tags.trade_up).toEqual(expect.arrayContaining([ids.mask, ids.thermometer]));
    expect(tags.trade_up).not.toContain(ids.tonic);
  });

  it('refuses a 换购 line while the selected goods fall short, and writes nothing', async () => {
    const { client } = await buyer();
    await client.post('/api/cart', { data: [{ goods_id: ids.tonic, number: 4 }] });
    await watch.mark();
    const answer = await client.post('/api/cart', { data: [{ goods_id: ids.mask, number: 1, type: 2 }] });
    expect([answer.status, answer.body.errors?.type]).toEqual([
      422,
      ['医用外科口罩：满¥100.00可换购，还差¥20.00'],
    ]);
    expect(await watch.changedTables()).toEqual([]);
  });

  it('prices the line at the 换购价 once reached, without coupons, and holds it only while reached', async () => {
    const { client } = await buyer();
    const added = await client.post('/api/cart', {
      data: [
        { goods_id: ids.tonic, number: 5 },
        { goods_id: ids.mask, number: 1, type: 2 },
      ],
    });
    expect(added.status).toBe(200);
    let cart = await cartOf(client);
    const tonic = lineOf(cart, ids.tonic);
    expect(lineOf(cart, ids.mask, 2)).toMatchObject({
      price: '5.00',
      amount: '5.00',
      with_coupon: 0,
      is_selected: 1,
      problem: null,
      trade_up: { threshold: '100.00', limit: 2 },
    });
    expect(cart.total.goods_amount).toBe('105.00');
    const zone = (await zoneOf(client)).activities.find((entry) => entry.id === activity.id)!;
    expect(zone).toMatchObject({ reached: true, more: '0.00' });
    expect(zone.goods.find((goods) => goods.goods_id === ids.mask)?.in_cart).toBe(1);

    await client.post('/api/cart/batch_select', { ids: [tonic.id], is_selected: 0 });
    cart = await cartOf(client);
    expect(lineOf(cart, ids.mask, 2)).toMatchObject({
      is_selected: 0,
      problem: '满¥100.00可换购，还差¥100.00',
    });
    expect(cart.total.goods_amount).toBe('0.00');
    await client.post('/api/cart/batch_select', { ids: [tonic.id], is_selected: 1 });
    expect(lineOf(await cartOf(client), ids.mask, 2)).toMatchObject({ is_selected: 1, problem: null });
  });

  it('keeps a 换购 line within its per-order limit', async () => {
    const { client } = await buyer();
    await client.post('/api/cart', {
      data: [
        { goods_id: ids.tonic, number: 5 },
        { goods_id: ids.mask, number: 2, type: 2 },
      ],
    });
    const line = lineOf(await cartOf(client), ids.mask, 2);
    expect(line.max_number).toBe(2);
    await watch.mark();
    const more = await client.post(`/api/cart/${line.id}/edit`, { number: 3 });
    expect(more.status).toBe(422);
    expect(more.body.msg).toContain('每单限换2盒');
    expect(await watch.changedTables()).toEqual([]);
  });

  it('writes the order line at the 换购价 with its offer, and refuses an order of the 换购 line alone', async () => {
    const { client } = await buyer();
    await client.post('/api/cart', {
      data: [
        { goods_id: ids.tonic, number: 5 },
        { goods_id: ids.thermometer, number: 1, type: 2 },
      ],
    });
    const cart = await cartOf(client);
    const thermometer = lineOf(cart, ids.thermometer, 2);
    await watch.mark();
    const alone = await client.post(
      '/api/order',
      { ids: [thermometer.id], invoice_type: 1 },
      { headers: { 'idempotency-key': `trade-up-alone-${thermometer.id}` } },
    );
    expect([alone.status, alone.body.errors?.ids]).toEqual([
      422,
      ['电子体温计：满¥100.00可换购，还差¥100.00'],
    ]);
    expect(await watch.changedTables()).toEqual([]);

    const submitted = await client.post<{ id: number }>(
      '/api/order',
      { ids: cart.data.map((line) => line.id), invoice_type: 1 },
      { headers: { 'idempotency-key': `trade-up-${thermometer.id}` } },
    );
    expect(submitted.body.msg).toBe('订单提交成功');
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, submitted.body.data.id));
    const traded = lines.find((line) => line.goodsId === ids.thermometer);
    expect(traded).toMatchObject({ type: 2, unitPriceFen: 1_500, amountFen: 1_500, couponShareFen: 0 });
    expect(traded!.tradeUpOfferId).toEqual(expect.any(Number));
  });

  it('previews as the cart offers it to an empty selection', async () => {
    const answer = await operator.get<ActivityPreview>(`/api/admin/activities/${activity.id}/preview`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      kind: 'trade_up',
      trade_up: { threshold: '100.00', reached: false, more: '100.00' },
    });
  });

  it('ends its lines when stopped', async () => {
    const { client } = await buyer();
    await client.post('/api/cart', {
      data: [
        { goods_id: ids.tonic, number: 5 },
        { goods_id: ids.mask, number: 1, type: 2 },
      ],
    });
    const stopped = await operator.post(`/api/admin/activities/${activity.id}/stop`, {
      reason: '换购品缺货',
    });
    expect(stopped.status).toBe(200);
    expect(lineOf(await cartOf(client), ids.mask, 2)).toMatchObject({
      is_selected: 0,
      problem: '换购活动已结束',
    });
    expect((await zoneOf(client)).activities.some((entry) => entry.id === activity.id)).toBe(false);
    const tags = (await t.client().get<GoodsTags>('/api/activity/goods_tags')).body.data;
    expect(tags.trade_up).not.toContain(ids.mask);
    const again = await client.post('/api/cart', { data: [{ goods_id: ids.mask, number: 1, type: 2 }] });
    expect([again.status, again.body.errors?.type]).toEqual([422, ['医用外科口罩：没有进行中的换购']]);
  });
});

describe('refusals', () => {
  it('answers 422 with the field at fault and writes nothing', async () => {
    const cases: [ActivityBodyInput, string, string][] = [
      [
        tradeUpBody([{ goods_id: ids.mask, price_fen: 1_000, limit: 1 }]),
        'definition.lines.0.price_fen',
        '医用外科口罩：换购价须低于商品价格10.00元',
      ],
      [
        tradeUpBody([{ goods_id: ids.offSale, price_fen: 100, limit: 1 }]),
        'definition.lines.0.goods_id',
        '已下架的血压计：商品未上架，不能参加换购',
      ],
      [
        tradeUpBody([{ goods_id: ids.mask, price_fen: 100, limit: 0 }]),
        'definition.lines.0.limit',
        '每单限换须为1至999之间的整数',
      ],
      [
        tradeUpBody([{ goods_id: ids.mask, price_fen: 100, limit: 1 }], {
          definition: { threshold_fen: 0, lines: [{ goods_id: ids.mask, price_fen: 100, limit: 1 }] },
        }),
        'definition.threshold_fen',
        '换购门槛须为1分至100万元之间的整数分',
      ],
      [tradeUpBody([]), 'definition.lines', '请选择换购商品'],
    ];
    for (const [body, field, message] of cases) {
      await watch.mark();
      const answer = await operator.post('/api/admin/activities', body);
      expect([field, answer.status, answer.body.errors?.[field]]).toEqual([field, 422, [message]]);
      expect(await watch.changedTables()).toEqual([]);
    }
  });

  it('publishes no 换购 of a goods another 换购 offers in the same hours, and writes nothing', async () => {
    await publishActivity(
      operator,
      tradeUpBody([{ goods_id: ids.thermometer, price_fen: 2_000, limit: 1 }], { name: '体温计换购' }),
    );
    const draft = await draftActivity(
      operator,
      tradeUpBody([{ goods_id: ids.thermometer, price_fen: 1_800, limit: 1 }], { name: '重叠换购' }),
    );
    await watch.mark();
    const answer = await operator.post(`/api/admin/activities/${draft.id}/publish`);
    expect([answer.status, answer.body.errors?.['definition.lines.0.goods_id']]).toEqual([
      422,
      ['电子体温计：该时段已有其他换购'],
    ]);
    expect(await watch.changedTables()).toEqual([]);
  });
});
