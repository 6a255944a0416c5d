import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartChange, CartHint, CartState, CheckoutSummary } from '@yaocai/domain/contracts/cart';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../../testing/catalog-factories.ts';
import { signInBuyer } from '../../testing/sign-in.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { buyerGroups } from '../accounts/accounts.tables.ts';
import { saveShopSettings } from '../content/settings.service.ts';
import {
  combinationItems,
  combinations,
  flashSales,
  giftRules,
  fullReductionActivities,
} from '../promotions/promotions.tables.ts';
import { cartLines, carts } from './cart.tables.ts';

let t: TestApp;
const ids = {} as Record<
  | 'east'
  | 'south'
  | 'maker'
  | 'plain'
  | 'laddered'
  | 'herbal'
  | 'offSale'
  | 'controlled'
  | 'scarce'
  | 'flash',
  number
>;
let buyer: TestClient;
let buyerId: number;
const hour = 3_600_000;

beforeAll(async () => {
  // Carts show goods as read now; cart-source.test.ts covers the cached reading.
  t = await buildTestApp({ CART_CACHE_MS: '0' });
  const db = t.db;
  ids.east = await insertWarehouse(db, '华东一号仓');
  ids.south = await insertWarehouse(db, '华南二号仓');
  ids.maker = await insertManufacturer(db, '华康制药股份有限公司');
  const base = { manufacturerId: ids.maker, businessScope: '中成药' };
  ids.plain = await insertGoods(db, {
    ...base,
    name: '板蓝根颗粒',
    basePriceFen: 1250,
    packMultiple: 5,
    stock: { [ids.east]: 100, [ids.south]: 40 },
  });
  ids.laddered = await insertGoods(db, {
    ...base,
    name: '感冒灵颗粒',
    basePriceFen: 1000,
    packMultiple: 10,
    ladderPrice: [
      { number: 50, priceFen: 950 },
      { number: 100, priceFen: 900 },
    ],
    stock: { [ids.east]: 1000 },
  });
  ids.herbal = await insertGoods(db, {
    ...base,
    name: '当归片',
    businessScope: '中药饮片',
    kind: 'herbal',
    stock: { [ids.east]: 50 },
  });
  ids.offSale = await insertGoods(db, {
    ...base,
    name: '停售胶囊',
    onSale: false,
    stock: { [ids.east]: 50 },
  });
  ids.controlled = await insertGoods(db, {
    ...base,
    name: '管制片',
    isSpecialControl: true,
    stock: { [ids.east]: 50 },
  });
  ids.scarce = await insertGoods(db, {
    ...base,
    name: '稀缺口服液',
    packMultiple: 2,
    stock: { [ids.east]: 6 },
  });
  ids.flash = await insertGoods(db, {
    ...base,
    name: '秒杀维C',
    basePriceFen: 2000,
    stock: { [ids.east]: 500 },
  });
  await saveShopSettings(db, { shipping: { free_from_fen: 80_000, freight_fen: 1_500 } });
});
afterAll(() => t.close());

beforeEach(async () => {
  ({ client: buyer } = await signInBuyer(t, { businessScopes: ['中成药'] }).then((s) => {
    buyerId = s.buyer.id;
    return s;
  }));
  // Checkout answers 459 until the purchase contract is signed (orders.test.ts covers that).
  await buyer.post('/api/contract/sign', { agree: 1 });
});

const add = (client: TestClient, data: object[]) =>
  client.post<{ cart: number }>('/api/cart', { data }, { form: true });
const list = async (client: TestClient = buyer, filter?: number) =>
  (await client.get<CartState>(`/api/cart/list${filter ? `?filter=${filter}` : ''}`)).body.data;
const linesOf = async (userId: number) =>
  t.db.select().from(cartLines).where(eq(cartLines.userId, userId)).orderBy(cartLines.id);

describe('adding to the cart', () => {
  it('adds a goods to the warehouse holding most, one middle pack by default, with the server message', async () => {
    const added = await add(buyer, [{ goods_id: ids.plain }]);
    expect(added.body).toMatchObject({ code: 10000, msg: '加入购物车成功', data: { cart: 1 } });
    const cart = await list();
    expect(cart.data).toHaveLength(1);
    expect(cart.data[0]).toMatchObject({
      ck_id: ids.east,
      area: '华东一号仓',
      number: 5,
      price: '12.50',
      amount: '62.50',
      type: 0,
      is_selected: 1,
      problem: null,
      step: 5,
      max_number: 100,
      goods: { id: ids.plain, name: '板蓝根颗粒', sccj: '华康制药股份有限公司', is_buy: true, number: 100 },
    });
    expect((await buyer.get<{ total: number }>('/api/cart/total')).body.data).toEqual({ total: 1 });
  });

  it('takes the quantity from number, cartNum or zbz and the goods from goods_id or a nested goods', async () => {
    await add(buyer, [{ goods_id: ids.plain, number: 10, ck_id: ids.south }]);
    await add(buyer, [{ goods: { id: ids.plain, ck_id: ids.south }, cartNum: 15 }]);
    await add(buyer, [{ goods_id: ids.plain, zbz: 5, ck_id: ids.east, price: '0.01' }]);
    const lines = await linesOf(buyerId);
    expect(lines.map((l) => [l.warehouseId, l.number])).toEqual([
      [ids.south, 25],
      [ids.east, 5],
    ]);
    // The same goods from two warehouses are two lines, grouped by warehouse; the price sent is ignored.
    const cart = await list();
    expect(cart.data.map((l) => [l.area, l.price])).toEqual([
      ['华东一号仓', '12.50'],
      ['华南二号仓', '12.50'],
    ]);
    expect(cart.filter_data).toEqual([
      { id: 99999, name: '全部', count: 2 },
      { id: ids.east, name: '华东一号仓', count: 1 },
      { id: ids.south, name: '华南二号仓', count: 1 },
    ]);
    const south = await list(buyer, ids.south);
    expect(south.action).toBe(ids.south);
    expect(south.data.map((l) => l.number)).toEqual([25]);
  });

  it('quick-adds one middle pack', async () => {
    const added = await buyer.post(`/api/cart/quick_add/${ids.laddered}`);
    expect(added.body).toMatchObject({ code: 10000, data: { cart: 1 } });
    expect((await linesOf(buyerId))[0]?.number).toBe(10);
  });

  it('refuses bad quantities, changing nothing', async () => {
    await add(buyer, [{ goods_id: ids.plain, number: 5 }]);
    const before = await linesOf(buyerId);
    for (const [number, message] of [
      [0, '购买数量须为正整数'],
      [-5, '购买数量须为正整数'],
      [2.5, '购买数量须为正整数'],
      ['abc', '购买数量须为正整数'],
      [1e9, '购买数量不能超过999999'],
      [7, '板蓝根颗粒：购买数量须为中包装5盒的整数倍（购物车中已有5盒）'],
      [100, '板蓝根颗粒：库存不足，最多可购买100盒（购物车中已有5盒）'],
    ] as const) {
      const refused = await add(buyer, [{ goods_id: ids.plain, number, ck_id: ids.east }]);
      expect(refused.status, String(number)).toBe(422);
      expect(refused.body.msg).toBe(message);
    }
    expect(await linesOf(buyerId)).toEqual(before);
  });

  it('refuses goods the buyer may not buy and unknown goods, adding nothing of the batch', async () => {
    const cases = [
      [{ goods_id: ids.herbal }, 422, '当归片：超出经营范围'],
      [{ goods_id: ids.offSale }, 404, '商品不存在或已下架'],
      [{ goods_id: ids.controlled }, 404, '商品不存在或已下架'],
      [{ goods_id: 999_999 }, 404, '商品不存在或已下架'],
      [{ goods_id: ids.plain, ck_id: 999_999 }, 422, '该仓库没有这件商品'],
      [{ goods_id: ids.scarce, number: 8 }, 422, '稀缺口服液：库存不足，最多可购买6盒'],
      [{ goods_id: 'x' }, 422, '商品格式不正确'],
      [{ number: 5 }, 422, '请选择商品'],
    ] as const;
    for (const [line, status, message] of cases) {
      const refused = await add(buyer, [{ goods_id: ids.plain, number: 5 }, line]);
      expect(refused.status, message).toBe(status);
      expect(refused.body.msg).toBe(message);
    }
    expect(await linesOf(buyerId)).toEqual([]);
    expect((await add(buyer, [])).status).toBe(422);
  });

  it('answers malformed ids, flags and filters with a clear 422, changing nothing', async () => {
    await add(buyer, [{ goods_id: ids.plain, number: 5 }]);
    const before = await linesOf(buyerId);
    const [line] = before;
    const cases = [
      [() => buyer.post('/api/cart/quick_add/abc'), 422, '商品格式不正确'],
      [() => buyer.post('/api/cart/quick_add/999999'), 404, '商品不存在或已下架'],
      [() => buyer.post('/api/cart/0/edit', { number: 5 }), 422, '购物车商品格式不正确'],
      [() => buyer.post(`/api/cart/${line!.id}/edit`, {}), 422, '购买数量须为正整数'],
      [() => buyer.post('/api/cart/batch_delete', { ids: [] }), 422, '请选择商品'],
      [() => buyer.post('/api/cart/batch_delete', { ids: ['x'] }), 422, '商品格式不正确'],
      [
        () => buyer.post('/api/cart/batch_select', { ids: [line!.id], is_selected: 'maybe' }),
        422,
        'is_selected只能是0或1',
      ],
      [() => buyer.post('/api/cart/copy', { ids: [line!.id] }), 422, '请选择账号'],
      [() => buyer.post('/api/cart/checkout', { ids: [] }), 422, '请选择商品'],
      [() => buyer.post('/api/cart/next_hints', { ids: ['x'] }), 422, '商品格式不正确'],
      [() => buyer.get('/api/cart/list?filter=abc'), 422, '筛选条件格式不正确'],
    ] as const;
    for (const [call, status, message] of cases) {
      const answer = await call();
      expect(answer.status, message).toBe(status);
      expect(answer.body).toMatchObject({ msg: message, data: null });
    }
    expect(await linesOf(buyerId)).toEqual(before);
  });

  it('refuses a buyer awaiting approval and asks a visitor to log in, for every cart call', async () => {
    const { client: pending } = await signInBuyer(t, { status: 'pending', businessScopes: ['中成药'] });
    const refused = await add(pending, [{ goods_id: ids.plain }]);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('资质审核通过后才能购买');

    const visitor = t.client();
    const calls = [
      () => visitor.get('/api/cart/list'),
      () => visitor.get('/api/cart/total'),
      () => visitor.get('/api/cart/copy_targets'),
      () => visitor.post('/api/cart', { data: [{ goods_id: ids.plain }] }),
      () => visitor.post(`/api/cart/quick_add/${ids.plain}`),
      () => visitor.post('/api/cart/1/edit', { number: 5 }),
      () => visitor.post('/api/cart/batch_delete', { ids: [1] }),
      () => visitor.post('/api/cart/batch_select', { ids: [1], is_selected: 1 }),
      () => visitor.post('/api/cart/copy', { ids: [1], other_user_ids: [2] }),
      () => visitor.post('/api/cart/checkout', { ids: [1] }),
      () => visitor.post('/api/cart/next_hints', {}),
      () => visitor.post('/api/cart/batch_delete', { ids: 'bad' }),
    ];
    for (const call of calls) {
      const answer = await call();
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe(10001);
    }
    expect(await t.db.select({ n: count() }).from(cartLines).where(eq(cartLines.userId, 0))).toEqual([
      { n: 0 },
    ]);
  });

  it('keeps one consistent line under 50 parallel adds of the same goods', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => add(buyer, [{ goods_id: ids.laddered, number: 10, ck_id: ids.east }])),
    );
    expect(answers.every((a) => a.body.code === 10000)).toBe(true);
    const lines = await linesOf(buyerId);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.number).toBe(500);
  });

  it('never lets parallel adds exceed the stock', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => add(buyer, [{ goods_id: ids.scarce, number: 2 }])),
    );
    expect(answers.filter((a) => a.body.code === 10000)).toHaveLength(3);
    expect((await linesOf(buyerId))[0]?.number).toBe(6);
  });
});

describe('changing lines', () => {
  it('edits a quantity across a ladder threshold and prices the line at the new step', async () => {
    await add(buyer, [{ goods_id: ids.laddered, number: 40 }]);
    const [line] = await linesOf(buyerId);
    const edit = (number: number | string) =>
      buyer.post<CartChange>(`/api/cart/${line!.id}/edit`, { number });
    expect((await list()).data[0]).toMatchObject({ price: '10.00', amount: '400.00' });
    const at50 = await edit(50);
    expect(at50.body.msg).toBe('已修改数量');
    expect(at50.body.data.line).toMatchObject({ id: line!.id, number: 50, price: '9.50', amount: '475.00' });
    expect(at50.body.data.lines).toEqual([
      { id: line!.id, price: '9.50', goods_manjian_amount: '0.00', amount: '475.00', is_selected: 1 },
    ]);
    expect(at50.body.data.total).toMatchObject({ goods_amount: '475.00', line_count: 1 });
    expect((await edit(100)).body.data.line).toMatchObject({ price: '9.00', amount: '900.00' });
    expect((await edit(90)).body.data.line).toMatchObject({ price: '9.50', amount: '855.00' });
    expect((await list()).data[0]).toMatchObject({ number: 90, price: '9.50' });

    for (const [number, status] of [
      [0, 422],
      [-10, 422],
      [15, 422],
      [1.5, 422],
      [2000, 422],
      [1e9, 422],
    ] as const) {
      expect((await edit(number)).status, String(number)).toBe(status);
    }
    expect((await linesOf(buyerId))[0]?.number).toBe(90);
  });

  it("writes nothing for a refused edit, not even the cart's version", async () => {
    await add(buyer, [{ goods_id: ids.scarce, number: 2 }]);
    const [line] = await linesOf(buyerId);
    const version = async () =>
      (await t.db.select({ version: carts.version }).from(carts).where(eq(carts.userId, buyerId)))[0]
        ?.version;
    const before = await version();
    expect((await buyer.post(`/api/cart/${line!.id}/edit`, { number: 8 })).status).toBe(422);
    expect((await buyer.post('/api/cart/999999/edit', { number: 2 })).status).toBe(404);
    expect(await version()).toBe(before);
    expect(await linesOf(buyerId)).toEqual([line]);
    expect((await buyer.post(`/api/cart/${line!.id}/edit`, { number: 4 })).status).toBe(200);
    expect(await version()).toBe(before! + 1);
  });

  it("refuses another buyer's line ids everywhere, changing nothing", async () => {
    await add(buyer, [{ goods_id: ids.plain, number: 5 }]);
    const [mine] = await linesOf(buyerId);
    const { client: other, buyer: otherBuyer } = await signInBuyer(t, { businessScopes: ['中成药'] });
    await add(other, [{ goods_id: ids.plain, number: 10 }]);
    const [theirs] = await linesOf(otherBuyer.id);
    const attempts = [
      buyer.post(`/api/cart/${theirs!.id}/edit`, { number: 5 }),
      buyer.post('/api/cart/batch_delete', { ids: [mine!.id, theirs!.id] }),
      buyer.post('/api/cart/batch_select', { ids: [theirs!.id], is_selected: 0 }),
      buyer.post('/api/cart/copy', { ids: [theirs!.id], other_user_ids: [otherBuyer.id] }),
      buyer.post('/api/cart/checkout', { ids: [theirs!.id] }),
      buyer.post('/api/cart/next_hints', { ids: [theirs!.id] }),
      buyer.post('/api/cart/999999/edit', { number: 5 }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect([403, 404]).toContain(answer.status);
    }
    expect(await linesOf(otherBuyer.id)).toEqual([theirs]);
    expect(await linesOf(buyerId)).toEqual([mine]);
  });

  it('deletes and selects in batches; unbuyable lines come back unselected', async () => {
    await add(buyer, [
      { goods_id: ids.plain, number: 5 },
      { goods_id: ids.scarce, number: 6 },
    ]);
    const [plain, scarce] = await linesOf(buyerId);
    const unselected = await buyer.post<CartState>('/api/cart/batch_select', {
      ids: [plain!.id],
      is_selected: 0,
    });
    expect(unselected.body.data.total).toMatchObject({ selected_count: 1, goods_amount: '60.00' });

    // The stock falls below the line: the line stays, unselected, with the reason.
    await t.db.execute(`update goods_stock set stock = 4 where goods_id = ${ids.scarce}`);
    const cart = await list();
    const scarceLine = cart.data.find((l) => l.id === scarce!.id);
    expect(scarceLine).toMatchObject({ is_selected: 0, problem: '库存不足，最多可购买4盒', max_number: 4 });
    expect(cart.total.selected_count).toBe(0);

    const deleted = await buyer.post<CartState>('/api/cart/batch_delete', { ids: [plain!.id, scarce!.id] });
    expect(deleted.body.data.data).toEqual([]);
    expect(await linesOf(buyerId)).toEqual([]);
    await t.db.execute(`update goods_stock set stock = 6 where goods_id = ${ids.scarce}`);
  });
});

describe('pricing in the cart', () => {
  it('shares a full reduction over its lines, shows the free-shipping gap and freight, and hints', async () => {
    const [activity] = await t.db
      .insert(fullReductionActivities)
      .values({
        name: '满300减30',
        tiers: [
          { thresholdFen: 30_000, reductionFen: 3_000 },
          { thresholdFen: 60_000, reductionFen: 8_000 },
        ],
        goodsIds: [ids.plain, ids.laddered],
        startsAt: new Date(Date.now() - hour),
        endsAt: new Date(Date.now() + hour),
      })
      .returning();
    try {
      await add(buyer, [
        { goods_id: ids.plain, number: 10 }, // 125.00
        { goods_id: ids.laddered, number: 20 }, // 200.00
      ]);
      const cart = await list();
      expect(cart.activity_data.manjians).toEqual([
        {
          id: activity!.id,
          name: '满300减30',
          tiers: [
            { amount: '300.00', reduction: '30.00', discount: null, label: '满300减30' },
            { amount: '600.00', reduction: '80.00', discount: null, label: '满600减80' },
          ],
        },
      ]);
      const shares = cart.data.map((l) => [l.goods?.name, l.goods_manjian_amount, l.amount]);
      expect(shares).toEqual([
        ['感冒灵颗粒', '18.46', '181.54'],
        ['板蓝根颗粒', '11.54', '113.46'],
      ]);
      expect(cart.total).toMatchObject({
        goods_amount: '325.00',
        manjian_amount: '30.00',
        free_shipping_gap: '505.00',
        freight: '15.00',
        payable: '310.00',
      });
      expect(cart.shipping_data).toEqual({
        shipping_amount: '800.00',
        no_trans_order_amount: '0.00',
        freight: '15.00',
      });

      const hints = (await buyer.post<CartHint[]>('/api/cart/next_hints', {})).body.data;
      const [plainLine] = (await list()).data.filter((l) => l.goods?.name === '板蓝根颗粒');
      const byQuery = await buyer.post<CartHint[]>(`/api/cart/next_hints?ids[]=${plainLine!.id}`);
      expect(byQuery.body.data.map((h) => h.type)).toEqual(['manjian', 'free_shipping']);
      expect(hints.map((h) => h.text)).toEqual([
        '感冒灵颗粒再买30盒，单价降至¥9.50',
        '满300减30：再买¥275.00，满600减80',
        '再买¥505.00即可包邮',
      ]);
    } finally {
      await t.db.delete(fullReductionActivities);
    }
  });

  it('prices flash-sale lines at the sale price within the limit and window', async () => {
    const now = Date.now();
    const [sale] = await t.db
      .insert(flashSales)
      .values({
        goodsId: ids.flash,
        priceFen: 990,
        limitPerBuyer: 3,
        totalUnits: 100,
        startsAt: new Date(now - hour),
        endsAt: new Date(now + hour),
      })
      .returning();
    await add(buyer, [{ goods_id: ids.flash, number: 2, type: 1 }]);
    const line = (await list()).data[0]!;
    expect(line).toMatchObject({ type: 1, price: '9.90', amount: '19.80', with_coupon: 0, max_number: 3 });
    expect(line.flash_sale).toMatchObject({ id: sale!.id, limit: 3 });

    const over = await add(buyer, [{ goods_id: ids.flash, number: 2, type: 1 }]);
    expect(over.status).toBe(422);
    expect(over.body.msg).toBe('秒杀维C：每人限购3盒，最多还可购买3盒（购物车中已有2盒）');

    // The same goods at its own price is a separate line.
    await add(buyer, [{ goods_id: ids.flash, number: 2 }]);
    expect((await list()).data.map((l) => [l.type, l.price])).toEqual([
      [0, '20.00'],
      [1, '9.90'],
    ]);

    // Fewer units left than the buyer may still have: the sale says so; none left: sold out.
    await t.db.update(flashSales).set({ soldUnits: 98 });
    const few = await add(buyer, [{ goods_id: ids.flash, number: 1, type: 1 }]);
    expect(few.body.msg).toBe('秒杀维C：秒杀商品仅剩2盒，最多还可购买2盒（购物车中已有2盒）');
    await t.db.update(flashSales).set({ soldUnits: 100 });
    expect((await list()).data.find((l) => l.type === 1)).toMatchObject({ problem: '秒杀商品已抢光' });

    await t.db.update(flashSales).set({ startsAt: new Date(now - 2 * hour), endsAt: new Date(now - 1000) });
    const ended = (await list()).data.find((l) => l.type === 1);
    expect(ended).toMatchObject({ is_selected: 0, problem: '秒杀活动已结束' });
    const late = await add(buyer, [{ goods_id: ids.flash, number: 1, type: 1 }]);
    expect(late.body.msg).toBe('秒杀维C：没有进行中的秒杀');
    await t.db.delete(flashSales);
  });

  it('sells a combination pack at its price, as many packs as every item allows', async () => {
    const [pack] = await t.db.insert(combinations).values({ name: '感冒套餐', priceFen: 5_000 }).returning();
    await t.db.insert(combinationItems).values([
      { combinationId: pack!.id, goodsId: ids.plain, number: 2 },
      { combinationId: pack!.id, goodsId: ids.scarce, number: 2 },
    ]);
    const added = await add(buyer, [{ type: 3, combination_id: pack!.id, number: 2 }]);
    expect(added.body.code).toBe(10000);
    const line = (await list()).data[0]!;
    expect(line).toMatchObject({
      type: 3,
      goods: null,
      price: '50.00',
      amount: '100.00',
      max_number: 3,
      step: 1,
    });
    expect(line.combination).toMatchObject({ name: '感冒套餐', original_price: '45.00' });
    expect(line.combination?.items.map((i) => [i.name, i.number])).toEqual([
      ['板蓝根颗粒', 2],
      ['稀缺口服液', 2],
    ]);
    const over = await add(buyer, [{ type: 3, combination_id: pack!.id, number: 2 }]);
    expect(over.body.msg).toBe('感冒套餐：库存不足，最多可购买3套（购物车中已有2套）');
    await t.db.delete(combinations);
  });

  it('counts gifts earned by the rule', async () => {
    await t.db.insert(giftRules).values({ goodsId: ids.plain, every: 10, giftNumber: 1 });
    await add(buyer, [{ goods_id: ids.plain, number: 25 }]);
    expect((await list()).data[0]?.gift_data).toEqual({
      total: 2,
      type: 1,
      name: '板蓝根颗粒',
      bzdw: '盒',
      rule: '每满10盒赠1盒',
    });
    await t.db.delete(giftRules);
  });

  it('ships free with a free-shipping goods bought in its quantity', async () => {
    const freeId = await insertGoods(t.db, {
      manufacturerId: ids.maker,
      name: '包邮口罩',
      isFreeShipping: true,
      freeShippingNumber: 20,
      stock: { [ids.east]: 100 },
    });
    await add(buyer, [{ goods_id: freeId, number: 10 }]);
    expect((await list()).total).toMatchObject({ free_shipping_gap: '700.00', freight: '15.00' });
    await add(buyer, [{ goods_id: freeId, number: 10 }]);
    expect((await list()).total).toMatchObject({
      free_shipping_gap: '0.00',
      freight: '0.00',
      payable: '200.00',
    });
  });
});

describe('checkout and copy', () => {
  it('checks out the named lines priced as one order, refusing unbuyable ones', async () => {
    await add(buyer, [
      { goods_id: ids.plain, number: 10 },
      { goods_id: ids.laddered, number: 50 },
    ]);
    const [plain, laddered] = await linesOf(buyerId);
    const summary = await buyer.post<CheckoutSummary>('/api/cart/checkout', {
      ids: [plain!.id, laddered!.id],
    });
    expect(summary.body.data.total).toMatchObject({
      selected_count: 2,
      goods_amount: '600.00',
      payable: '615.00',
    });

    await t.db.update(cartLines).set({ number: 20 }).where(eq(cartLines.id, plain!.id));
    await t.db.execute(
      `update goods_stock set stock = 10 where goods_id = ${ids.plain} and warehouse_id = ${ids.east}`,
    );
    const refused = await buyer.post('/api/cart/checkout', { ids: [plain!.id] });
    expect(refused.status).toBe(422);
    expect(refused.body.msg).toBe('板蓝根颗粒：库存不足，最多可购买10盒');
    await t.db.execute(
      `update goods_stock set stock = 100 where goods_id = ${ids.plain} and warehouse_id = ${ids.east}`,
    );
  });

  it('copies lines to accounts of the same buyer group only', async () => {
    const [group] = await t.db.insert(buyerGroups).values({ name: '连锁药房' }).returning();
    const { client: head, buyer: headBuyer } = await signInBuyer(t, {
      buyerGroupId: group!.id,
      businessScopes: ['中成药'],
    });
    const { buyer: branch } = await signInBuyer(t, { buyerGroupId: group!.id, businessScopes: ['中成药'] });
    const { buyer: outsider } = await signInBuyer(t, { businessScopes: ['中成药'] });
    await add(head, [{ goods_id: ids.plain, number: 10 }]);
    const [line] = await linesOf(headBuyer.id);

    const targets = await head.get<{ id: number; phone: string }[]>('/api/cart/copy_targets');
    expect(targets.body.data.map((x) => x.id)).toEqual([branch.id]);
    expect(targets.body.data[0]?.phone).toMatch(/^\d{3}\*{4}\d{4}$/);

    const refused = await head.post('/api/cart/copy', { ids: [line!.id], other_user_ids: [outsider.id] });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('只能复制到同一采购组的其他账号');
    expect(await linesOf(outsider.id)).toEqual([]);

    const copied = await head.post('/api/cart/copy', { ids: [line!.id], other_user_ids: [branch.id] });
    expect(copied.body).toMatchObject({ code: 10000, data: { copied: 1 } });
    expect((await linesOf(branch.id)).map((l) => [l.goodsId, l.number])).toEqual([[ids.plain, 10]]);
  });
});
