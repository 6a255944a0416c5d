import { setTimeout } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '@yaocai/domain/contracts/address';
import { submitOrderBody } from '@yaocai/domain/contracts/checkout';
import type { OrderDetail } from '@yaocai/domain/contracts/order-responses';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../testing/catalog-factories.ts';
import { deliveryAddressBody } from '../testing/order-fixtures.ts';
import { signInBuyer } from '../testing/sign-in.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { cartLines } from '../modules/cart/cart.tables.ts';
import { flashSales } from '../modules/promotions/promotions.tables.ts';
import { buyerAccess } from '../modules/accounts/buyer-access.ts';
import { OrderSubmissions } from './order-submissions.ts';

/** How long an instance remembers a sale it found sold out: long enough for a busy machine. */
const REMEMBERED_MS = 5_000;
let t: TestApp;
let goodsId: number;
let saleId: number;
let maker: number;
let east: number;

beforeAll(async () => {
  t = await buildTestApp({ CART_CACHE_MS: '0', FLASH_CACHE_MS: String(REMEMBERED_MS) });
  east = await insertWarehouse(t.db, '华东一号仓');
  maker = await insertManufacturer(t.db, '华康制药股份有限公司');
  ({ goods: goodsId, sale: saleId } = await goodsOnSale(
    '秒杀维C',
    { [east]: 1_000 },
    { limitPerBuyer: 1, totalUnits: 1 },
  ));
});
afterAll(() => t.close());

/** Goods on a flash sale running for the next hour: the goods' and the sale's ids. */
async function goodsOnSale(
  name: string,
  stock: Record<number, number>,
  sale: { limitPerBuyer: number; totalUnits: number; soldUnits?: number },
) {
  const goods = await insertGoods(t.db, {
    manufacturerId: maker,
    businessScope: '中成药',
    name,
    basePriceFen: 2_000,
    stock,
  });
  const [row] = await t.db
    .insert(flashSales)
    .values({
      goodsId: goods,
      priceFen: 990,
      ...sale,
      startsAt: new Date(Date.now() - 60_000),
      endsAt: new Date(Date.now() + 3_600_000),
    })
    .returning();
  return { goods, sale: row!.id };
}

/** A buyer ready to submit flash lines (by default one unit of the door's sale): the submission, with the buyer and the lines. */
async function flashBuyer(lines: object[] = [{ goods_id: goodsId, type: 1, number: 1 }]) {
  const { buyer, client } = await signInBuyer(t, { businessScopes: ['中成药'] });
  await client.post('/api/contract/sign', { agree: 1 });
  await client.post<Address>('/api/user/address', deliveryAddressBody);
  for (const line of lines) {
    const added = await client.post('/api/cart', { data: [line] }, { form: true });
    expect(added.body.msg).toBe('加入购物车成功');
  }
  const ids = (
    await t.db.select({ id: cartLines.id }).from(cartLines).where(eq(cartLines.userId, buyer.id))
  ).map((line) => line.id);
  const submit = (key: string) =>
    client.post<OrderDetail>(
      '/api/order',
      { ids },
      { headers: { 'idempotency-key': `flash-${key}-${buyer.id}` } },
    );
  return Object.assign(submit, { buyerId: buyer.id, ids, client });
}

describe("a flash sale's door", () => {
  it('refuses a sold-out sale without a submission until the instance forgets it, then sells a unit added', async () => {
    const [first, second, third] = [await flashBuyer(), await flashBuyer(), await flashBuyer()];
    const bought = await first('door');
    expect([bought.status, bought.body.msg]).toEqual([200, '订单提交成功']);
    // The sale's own update finds no unit left: this instance remembers the sale sold out.
    const late = await second('door');
    expect([late.status, late.body.msg]).toEqual([422, '秒杀维C：秒杀商品已抢光']);

    // An operator adds a unit; this instance still refuses at its door, writing nothing …
    await t.db.update(flashSales).set({ totalUnits: 2 }).where(eq(flashSales.id, saleId));
    const watch = new WriteWatch(t.db);
    await watch.mark();
    const atTheDoor = await third('door');
    expect([atTheDoor.status, atTheDoor.body.msg, atTheDoor.body.errors]).toEqual([
      422,
      '秒杀维C：秒杀商品已抢光',
      { ids: ['秒杀维C：秒杀商品已抢光'] },
    ]);
    expect(await watch.changedTables()).toEqual([]);
    // … and the winner's repeated submission still finds its order: its line left the cart.
    const repeated = await first('door');
    expect([repeated.body.msg, repeated.body.data.id]).toEqual([
      '订单已提交，请勿重复提交',
      bought.body.data.id,
    ]);

    // Once forgotten, the sale is read again and the unit sold.
    await setTimeout(REMEMBERED_MS + 100);
    const sold = await third('door-later');
    expect([sold.status, sold.body.msg]).toEqual([200, '订单提交成功']);
    const [sale] = await t.db.select().from(flashSales).where(eq(flashSales.id, saleId));
    expect(sale!.soldUnits).toBe(2);
  });
});

describe("a buyer's submissions under way", () => {
  it('pass the door that closed meanwhile: a retry waits for the first try and gets its order', async () => {
    const { sale } = await goodsOnSale('在途秒杀片', { [east]: 100 }, { limitPerBuyer: 2, totalUnits: 5 });
    const [line] = await t.db.select().from(flashSales).where(eq(flashSales.id, sale));
    const buyer = await flashBuyer([{ goods_id: line!.goodsId, type: 1, number: 1 }]);
    const submissions = new OrderSubmissions(t.db, t.app.caches, 1);
    const access = buyerAccess('approved', ['中成药']);
    const submit = () =>
      submissions.submit(buyer.buyerId, access, submitOrderBody.parse({ ids: buyer.ids }), {
        idempotencyKey: { key: `under-way-${buyer.buyerId}`, requestHash: 'same' },
        payMinutes: 30,
        jobs: t.app.jobs,
      });
    const first = submit();
    // Another submission on this instance finds the sale sold out while the first try is under way …
    t.app.caches.open<number, string>('flashSoldOut').set(sale, '在途秒杀片');
    // … and the buyer's retry (the same key) comes: its lines are still in the cart, but it waits.
    const retry = submit();
    const [made, found] = await Promise.all([first, retry]);
    expect([made.created, found.created, found.order.id]).toEqual([true, false, made.order.id]);
    // Once nothing of theirs is under way, the door refuses the buyer's lines again.
    const [other] = await t.db
      .insert(cartLines)
      .values({
        userId: buyer.buyerId,
        goodsId: line!.goodsId,
        warehouseId: east,
        type: 1,
        flashSaleId: sale,
        number: 1,
      })
      .returning();
    await expect(
      submissions.submit(buyer.buyerId, access, submitOrderBody.parse({ ids: [other!.id] }), {
        idempotencyKey: { key: 'another', requestHash: 'other' },
        payMinutes: 30,
        jobs: t.app.jobs,
      }),
    ).rejects.toThrow('在途秒杀片：秒杀商品已抢光');
  });
});

describe('submissions waiting their turn', () => {
  // On PGlite the instance's reads run one after another, so the order of the answers is known.
  it.skipIf(process.env.TEST_DATABASE_URL)(
    'are refused together, in one read, the moment the instance finds the sale sold out',
    async () => {
      const { goods, sale } = await goodsOnSale(
        '排队秒杀片',
        { [east]: 100 },
        { limitPerBuyer: 1, totalUnits: 1 },
      );
      const buyers = [];
      for (let i = 0; i < 6; i++) buyers.push(await flashBuyer([{ goods_id: goods, type: 1, number: 1 }]));
      const submissions = new OrderSubmissions(t.db, t.app.caches, 1);
      const access = buyerAccess('approved', ['中成药']);
      const answered: string[] = [];
      await Promise.all(
        buyers.map((buyer, i) =>
          submissions
            .submit(buyer.buyerId, access, submitOrderBody.parse({ ids: buyer.ids }), {
              idempotencyKey: { key: `waiting-${buyer.buyerId}`, requestHash: 'same' },
              payMinutes: 30,
              jobs: t.app.jobs,
            })
            .then(
              () => answered.push(`${i} ordered`),
              (error: Error) => answered.push(`${i} ${error.message}`),
            ),
        ),
      );
      // 0 buys the unit and 1 finds none left; then those still waiting (3, 4, 5) are refused in one
      // read, before 2, whose turn came as 1's ended, is refused on its own read.
      const soldOut = '排队秒杀片：秒杀商品已抢光';
      expect(answered).toEqual(['0 ordered', ...[1, 3, 4, 5, 2].map((i) => `${i} ${soldOut}`)]);
      const [after] = await t.db.select().from(flashSales).where(eq(flashSales.id, sale));
      expect(after!.soldUnits).toBe(1);
    },
  );
});

describe("another buyer's lines at the door", () => {
  it('are not refused as sold out: the submission finds no such line, and nothing is written', async () => {
    const { goods, sale } = await goodsOnSale(
      '他人秒杀片',
      { [east]: 100 },
      { limitPerBuyer: 1, totalUnits: 5 },
    );
    const owner = await flashBuyer([{ goods_id: goods, type: 1, number: 1 }]);
    const other = await flashBuyer([]);
    t.app.caches.open<number, string>('flashSoldOut').set(sale, '他人秒杀片');
    const watch = new WriteWatch(t.db);
    await watch.mark();
    const answer = await other.client.post(
      '/api/order',
      { ids: owner.ids },
      { headers: { 'idempotency-key': `others-${other.buyerId}` } },
    );
    expect([answer.status, answer.body.msg]).toEqual([404, '购物车中没有这件商品，请刷新后再试']);
    expect(await watch.changedTables()).toEqual([]);
  });
});

describe('an order holding a sale twice (a line per warehouse)', () => {
  it('takes the sale once for both lines, and a refusal for want of units leaves the door open', async () => {
    const west = await insertWarehouse(t.db, '华南二号仓');
    const { goods: twice, sale } = await goodsOnSale(
      '两仓秒杀片',
      { [east]: 100, [west]: 100 },
      { limitPerBuyer: 6, totalUnits: 8, soldUnits: 5 },
    );
    const both = await flashBuyer([
      { goods_id: twice, type: 1, number: 3, ck_id: east },
      { goods_id: twice, type: 1, number: 3, ck_id: west },
    ]);
    const refused = await both('twice');
    expect([refused.status, refused.body.msg]).toEqual([422, '两仓秒杀片：秒杀商品已抢光']);
    // Three units are left: the sale was not taken for sold out, and another buyer gets them at once.
    const other = await flashBuyer([{ goods_id: twice, type: 1, number: 3, ck_id: east }]);
    const bought = await other('twice');
    expect([bought.status, bought.body.msg]).toEqual([200, '订单提交成功']);
    const [after] = await t.db.select().from(flashSales).where(eq(flashSales.id, sale));
    expect(after!.soldUnits).toBe(8);
  });
});
