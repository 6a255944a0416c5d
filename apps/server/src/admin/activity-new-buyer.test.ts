import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewBuyerHighlights, NewBuyerZone } from '@yaocai/domain/contracts/activity-new-buyer-responses';
import type { ActivityBodyInput, AdminActivityDetail } from '@yaocai/domain/contracts/admin-activities';
import type { CartState } from '@yaocai/domain/contracts/cart-responses';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { publishActivity } from '../testing/activities.ts';
import { buyerWithOrder } from '../testing/buyer-order.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../testing/catalog-factories.ts';
import { deliveryAddressBody } from '../testing/order-fixtures.ts';
import { paidBalanceOrder } from '../testing/paid-order.ts';
import { signInBuyer } from '../testing/sign-in.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { cartLines } from '../modules/cart/cart.tables.ts';
import { creditBalanceBack, LEDGER_KIND } from '../modules/money/money.service.ts';
import { orderLines } from '../modules/orders/orders.tables.ts';
import { newBuyerPrices } from '../modules/promotions/promotions.tables.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let t: TestApp;
let watch: WriteWatch;
let operator: TestClient;
let zoneId: number;
const ids = {} as Record<'tonic' | 'cold' | 'rush' | 'plain' | 'offSale', number>;
const warehouse = {} as Record<'east' | 'west', number>;

const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const newBuyerBody = (lines: object[], overrides: object = {}): ActivityBodyInput =>
  ({
    kind: 'new_buyer',
    name: '新人专享价',
    starts_at: at(-MINUTE),
    ends_at: at(HOUR),
    definition: { lines },
    ...overrides,
  }) as ActivityBodyInput;

const published = (body: ActivityBodyInput) => publishActivity(operator, body);

beforeAll(async () => {
  t = await buildTestApp();
  watch = new WriteWatch(t.db);
  ({ client: operator } = await signInOperator(t, ['promotions.read', 'promotions.write']));
  const maker = await insertManufacturer(t.db, '北京同仁堂股份有限公司');
  warehouse.east = await insertWarehouse(t.db, '华东仓');
  warehouse.west = await insertWarehouse(t.db, '华西仓');
  const base = { manufacturerId: maker, basePriceFen: 2_000, stock: { [warehouse.east]: 5_000 } };
  ids.tonic = await insertGoods(t.db, {
    ...base,
    name: '补中益气丸',
    stock: { [warehouse.east]: 5_000, [warehouse.west]: 5_000 },
  });
  ids.cold = await insertGoods(t.db, { ...base, name: '感冒清热颗粒' });
  ids.rush = await insertGoods(t.db, { ...base, name: '六味地黄丸' });
  ids.plain = await insertGoods(t.db, { ...base, name: '板蓝根颗粒' });
  ids.offSale = await insertGoods(t.db, { ...base, name: '已下架的丸剂', onSale: false });
  zoneId = (
    await published(
      newBuyerBody([
        { goods_id: ids.tonic, price_fen: 1_600, per_buyer_limit: 4 },
        { goods_id: ids.cold, price_fen: 1_500 },
      ]),
    )
  ).id;
});
afterAll(() => t.close());

const zoneOf = async (client: TestClient, query = '') =>
  (await client.get<NewBuyerZone>(`/api/activity/new_buyer${query}`)).body.data;

/** A signed-in buyer of 中成药 ready to order: the contract signed and a default address. */
async function readyBuyer() {
  const signedIn = await signInBuyer(t, { businessScopes: ['中成药'] });
  await signedIn.client.post('/api/contract/sign', { agree: 1 });
  await signedIn.client.post('/api/user/address', { ...deliveryAddressBody, is_default: 1 });
  return signedIn;
}

const cartIds = async (userId: number) =>
  (await t.db.select({ id: cartLines.id }).from(cartLines).where(eq(cartLines.userId, userId))).map(
    (line) => line.id,
  );

async function submit(client: TestClient, userId: number, key: string) {
  return client.post<{ id: number }>(
    '/api/order',
    { ids: await cartIds(userId), invoice_type: 1 },
    { headers: { 'idempotency-key': `new-buyer-${key}` } },
  );
}

const linesOf = (orderId: number) => t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));

const cartPriceOf = async (client: TestClient, goodsId: number) =>
  (await client.get<CartState>('/api/cart/list')).body.data.data.find((line) => line.goods?.id === goodsId)
    ?.price;

describe('who qualifies for the 新人价', () => {
  it('an approved buyer with no paid order: the zone shows its goods at the 新人价 and says so', async () => {
    const { client } = await signInBuyer(t, { businessScopes: ['中成药'] });
    const zone = await zoneOf(client);
    expect(zone.activity).toMatchObject({ id: zoneId, name: '新人专享价' });
    expect(zone.qualification).toEqual({ qualifies: true, reason: null, message: null });
    expect(zone.goods).toEqual([
      expect.objectContaining({ id: ids.tonic, price: '16.00', base_price: '20.00', per_buyer_limit: 4 }),
      expect.objectContaining({ id: ids.cold, price: '15.00', base_price: '20.00', per_buyer_limit: null }),
    ]);
    expect((await zoneOf(client, `?id=${zoneId}`)).activity?.id).toBe(zoneId);
  });

  it('not a visitor (no prices), nor a buyer awaiting approval', async () => {
    const visitor = await zoneOf(t.client());
    expect(visitor.qualification).toEqual({
      qualifies: false,
      reason: 'signed_out',
      message: '登录后查看新人价',
    });
    expect(visitor.goods[0]).toMatchObject({ price: null, base_price: null, price_tip: '登录可见' });
    const { client } = await signInBuyer(t, { status: 'pending' });
    expect((await zoneOf(client)).qualification).toMatchObject({ qualifies: false, reason: 'not_approved' });
  });

  it('not a buyer with a paid order, while an order cancelled unpaid does not count', async () => {
    const { client: paid } = await paidBalanceOrder(t, [{ goods_id: ids.plain, number: 1 }]);
    expect((await zoneOf(paid)).qualification).toEqual({
      qualifies: false,
      reason: 'has_paid_order',
      message: '新人专区仅限首次下单的客户',
    });
    const { client, order } = await buyerWithOrder(t, [{ goods_id: ids.plain, number: 1 }]);
    expect((await client.post(`/api/order/${order.id}/cancel`, {})).status).toBe(200);
    expect((await zoneOf(client)).qualification.qualifies).toBe(true);
  });

  it('lists a few goods of the running zones for the home page (xrtj)', async () => {
    const { goods } = (await t.client().get<NewBuyerHighlights>('/api/focus/xrtj')).body.data;
    expect(goods.map((item) => [item.id, item.activity_id, item.price])).toEqual([
      [ids.tonic, zoneId, null],
      [ids.cold, zoneId, null],
    ]);
  });

  it('refuses an activity id that is not one, and answers an unknown zone empty', async () => {
    const answer = await t.client().get('/api/activity/new_buyer?id=abc');
    expect(answer.status).toBe(422);
    expect(await zoneOf(t.client(), '?id=999999')).toMatchObject({ activity: null, goods: [] });
  });
});

describe('the 新人价 in the cart and the order', () => {
  it('prices a qualifying buyer’s line and order at the 新人价, naming it on the order line', async () => {
    const { client, order } = await buyerWithOrder(t, [{ goods_id: ids.tonic, number: 2 }]);
    const [sold] = await linesOf(order.id);
    const [price] = await t.db.select().from(newBuyerPrices).where(eq(newBuyerPrices.goodsId, ids.tonic));
    expect(sold).toMatchObject({ unitPriceFen: 1_600, amountFen: 3_200, newBuyerPriceId: price!.id });
    await client.post('/api/cart', { data: [{ goods_id: ids.cold, number: 1 }] });
    const cart = (await client.get<CartState>('/api/cart/list')).body.data;
    expect(cart.data.find((line) => line.goods?.id === ids.cold)).toMatchObject({
      price: '15.00',
      with_coupon: 0,
    });
  });

  it('charges another buyer, one with a paid order, the goods’ own price', async () => {
    const { client, buyerId } = await paidBalanceOrder(t, [{ goods_id: ids.plain, number: 1 }]);
    await client.post('/api/cart', { data: [{ goods_id: ids.tonic, number: 5 }] });
    expect(await cartPriceOf(client, ids.tonic)).toBe('20.00');
    const submitted = await submit(client, buyerId, `second-${buyerId}`);
    expect(submitted.body.msg).toBe('订单提交成功');
    const [sold] = await linesOf(submitted.body.data.id);
    expect(sold).toMatchObject({ unitPriceFen: 2_000, newBuyerPriceId: null });
  });

  it('charges the goods’ own price at submit once the buyer’s first order was paid meanwhile', async () => {
    const { buyer, client } = await readyBuyer();
    await client.post('/api/cart', { data: [{ goods_id: ids.plain, number: 1 }] });
    const first = await submit(client, buyer.id, `first-${buyer.id}`);
    await client.post('/api/cart', { data: [{ goods_id: ids.cold, number: 1 }] });
    expect(await cartPriceOf(client, ids.cold)).toBe('15.00');
    await t.db.transaction((tx) => creditBalanceBack(tx, buyer.id, 100_000, LEDGER_KIND.topUp, 'test'));
    const paid = await client.post(`/api/order/${first.body.data.id}/pay`, { method: 'balance' });
    expect(paid.body.code).toBe(10000);
    const second = await submit(client, buyer.id, `second-${buyer.id}`);
    const [sold] = await linesOf(second.body.data.id);
    expect(sold).toMatchObject({ unitPriceFen: 2_000, newBuyerPriceId: null });
  });
});

describe('the per-buyer limit', () => {
  it('refuses adding more than the limit with 422, and writes nothing', async () => {
    const { client } = await readyBuyer();
    await watch.mark();
    const answer = await client.post('/api/cart', { data: [{ goods_id: ids.tonic, number: 5 }] });
    expect([answer.status, answer.body.errors?.number]).toEqual([
      422,
      ['补中益气丸：新人价每人限购4盒，最多还可购买4盒'],
    ]);
    expect(await watch.changedTables()).toEqual([]);
  });

  it('counts what the buyer already ordered at the 新人价, orders cancelled excepted', async () => {
    const { buyer, client } = await readyBuyer();
    await client.post('/api/cart', { data: [{ goods_id: ids.tonic, number: 3 }] });
    const first = await submit(client, buyer.id, `limit-${buyer.id}`);
    expect(first.body.code).toBe(10000);
    const over = await client.post('/api/cart', { data: [{ goods_id: ids.tonic, number: 2 }] });
    expect([over.status, over.body.errors?.number]).toEqual([
      422,
      ['补中益气丸：新人价每人限购4盒，您已下单3盒，最多还可购买1盒'],
    ]);
    await client.post(`/api/order/${first.body.data.id}/cancel`, {});
    const again = await client.post('/api/cart', { data: [{ goods_id: ids.tonic, number: 4 }] });
    expect(again.body.code).toBe(10000);
  });

  it('refuses a line of another warehouse that would pass the limit with the first, and writes nothing', async () => {
    const { client } = await readyBuyer();
    await client.post('/api/cart', { data: [{ goods_id: ids.tonic, number: 3, ck_id: warehouse.east }] });
    await watch.mark();
    const answer = await client.post('/api/cart', {
      data: [{ goods_id: ids.tonic, number: 3, ck_id: warehouse.west }],
    });
    expect([answer.status, answer.body.errors?.number]).toEqual([422, ['补中益气丸：新人价每人限购4盒']]);
    expect(await watch.changedTables()).toEqual([]);
    const within = await client.post('/api/cart', {
      data: [{ goods_id: ids.tonic, number: 1, ck_id: warehouse.west }],
    });
    expect(within.body.code).toBe(10000);
  });

  it('refuses at submit lines of one goods from two warehouses that together pass the limit', async () => {
    const { buyer, client } = await readyBuyer();
    await client.post('/api/cart', { data: [{ goods_id: ids.tonic, number: 3, ck_id: warehouse.east }] });
    // Past the add's check: a line the cart held before the limit was lowered, say.
    await t.db
      .insert(cartLines)
      .values({ userId: buyer.id, goodsId: ids.tonic, warehouseId: warehouse.west, type: 0, number: 3 });
    await watch.mark();
    const answer = await submit(client, buyer.id, `two-${buyer.id}`);
    expect([answer.status, answer.body.errors?.ids]).toEqual([422, ['补中益气丸：新人价每人限购4盒']]);
    expect(await watch.changedTables()).toEqual([]);
  });
});

describe('a stopped zone', () => {
  it('no longer prices lines nor shows its goods', async () => {
    const rush = await published(
      newBuyerBody([{ goods_id: ids.rush, price_fen: 1_000 }], { name: '六味新人价' }),
    );
    const { client } = await readyBuyer();
    await client.post('/api/cart', { data: [{ goods_id: ids.rush, number: 1 }] });
    expect(await cartPriceOf(client, ids.rush)).toBe('10.00');
    const stopped = await operator.post(`/api/admin/activities/${rush.id}/stop`, { reason: '价格有误' });
    expect(stopped.status).toBe(200);
    await client.post('/api/cart', { data: [{ goods_id: ids.rush, number: 1 }] });
    expect(await cartPriceOf(client, ids.rush)).toBe('20.00');
    expect(await zoneOf(client, `?id=${rush.id}`)).toMatchObject({ activity: null, goods: [] });
  });
});

describe('refusals', () => {
  it('answers 422 with the field at fault and writes nothing', async () => {
    const cases: [ActivityBodyInput, string, string][] = [
      [
        newBuyerBody([{ goods_id: ids.plain, price_fen: 2_000 }]),
        'definition.lines.0.price_fen',
        '板蓝根颗粒：新人价须低于商品价格20.00元',
      ],
      [
        newBuyerBody([{ goods_id: ids.offSale, price_fen: 100 }]),
        'definition.lines.0.goods_id',
        '已下架的丸剂：商品未上架，不能参加新人专区',
      ],
      [
        newBuyerBody([{ goods_id: ids.plain, price_fen: 100, per_buyer_limit: 0 }]),
        'definition.lines.0.per_buyer_limit',
        '每人限购须为1至1000000之间的整数',
      ],
      [
        newBuyerBody([{ goods_id: ids.plain, price_fen: 100, per_buyer_limit: 1.5 }]),
        'definition.lines.0.per_buyer_limit',
        '每人限购须为1至1000000之间的整数',
      ],
      [
        newBuyerBody([
          { goods_id: ids.plain, price_fen: 100 },
          { goods_id: ids.plain, price_fen: 200 },
        ]),
        'definition.lines',
        '同一商品只能添加一次',
      ],
      [newBuyerBody([]), 'definition.lines', '请选择新人专区商品'],
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
      newBuyerBody([{ goods_id: ids.cold, price_fen: 1_400 }], { name: '重叠新人价' }),
    );
    await watch.mark();
    const answer = await operator.post(`/api/admin/activities/${draft.body.data.id}/publish`);
    expect([answer.status, answer.body.errors?.['definition.lines.0.goods_id']]).toEqual([
      422,
      ['感冒清热颗粒：该时段已有其他新人价'],
    ]);
    expect(await watch.changedTables()).toEqual([]);
  });
});
