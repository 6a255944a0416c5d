import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '@yaocai/domain/contracts/address';
import type { CartState } from '@yaocai/domain/contracts/cart';
import type { OrderConfirmation } from '@yaocai/domain/contracts/checkout';
import type { OrderDetail } from '@yaocai/domain/contracts/order-responses';
import { EPHEDRINE_NO_BALANCE } from '@yaocai/domain/pricing/monthly-limit';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../testing/catalog-factories.ts';
import { deliveryAddressBody } from '../testing/order-fixtures.ts';
import { signInBuyer } from '../testing/sign-in.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { cartLines } from '../modules/cart/cart.tables.ts';
import { creditBalanceBack, LEDGER_KIND } from '../modules/money/money.service.ts';
import { creditLines } from '../modules/money/money.tables.ts';
import { orders } from '../modules/orders/orders.tables.ts';

let t: TestApp;
const ids = {} as Record<'east' | 'west' | 'cold' | 'plain', number>;

beforeAll(async () => {
  t = await buildTestApp({ CART_CACHE_MS: '0' });
  ids.east = await insertWarehouse(t.db, '华东一号仓');
  ids.west = await insertWarehouse(t.db, '西南仓');
  const maker = await insertManufacturer(t.db, '华康制药股份有限公司');
  ids.cold = await insertGoods(t.db, {
    manufacturerId: maker,
    name: '酚麻美敏片',
    basePriceFen: 1200,
    packMultiple: 10,
    containsEphedrine: true,
    monthlyLimit: 30,
    stock: { [ids.east]: 10_000, [ids.west]: 10_000 },
  });
  ids.plain = await insertGoods(t.db, {
    manufacturerId: maker,
    name: '板蓝根颗粒',
    basePriceFen: 1000,
    stock: { [ids.east]: 10_000 },
  });
});
afterAll(() => t.close());

interface Buyer {
  id: number;
  client: TestClient;
  addressId: number;
}

/** An approved buyer with a contract, an address, ¥1000 in the balance and a ¥1000 credit line. */
async function newBuyer(): Promise<Buyer> {
  const { buyer, client } = await signInBuyer(t, { businessScopes: ['中成药'] });
  await client.post('/api/contract/sign', { agree: 1 });
  const address = await client.post<Address>('/api/user/address', deliveryAddressBody);
  await t.db.transaction((tx) => creditBalanceBack(tx, buyer.id, 100_000, LEDGER_KIND.topUp, 'test'));
  await t.db.insert(creditLines).values({ userId: buyer.id, limitFen: 100_000 });
  return { id: buyer.id, client, addressId: address.body.data.id };
}

async function fillCart(buyer: Buyer, lines: { goods_id: number; number: number }[]): Promise<number[]> {
  await t.db.delete(cartLines).where(eq(cartLines.userId, buyer.id));
  const added = await buyer.client.post('/api/cart', { data: lines });
  if (added.body.code !== 10000) throw new Error(added.body.msg);
  const rows = await t.db.select({ id: cartLines.id }).from(cartLines).where(eq(cartLines.userId, buyer.id));
  return rows.map((row) => row.id);
}

let keys = 0;
const submit = (buyer: Buyer, ids: number[]) =>
  buyer.client.post<OrderDetail>(
    '/api/order',
    { ids, address_id: buyer.addressId, invoice_type: 0 },
    { headers: { 'idempotency-key': `monthly-${process.pid}-${++keys}` } },
  );

const pay = (buyer: Buyer, orderId: number, method: string) =>
  buyer.client.post(`/api/order/${orderId}/pay`, { method });

const ordersOf = async (buyer: Buyer) =>
  (await t.db.select({ n: count() }).from(orders).where(eq(orders.userId, buyer.id)))[0]!.n;

describe('goods containing ephedrine', () => {
  it('shows the limit and what was bought this month on the cart line, and caps the quantity', async () => {
    const buyer = await newBuyer();
    expect((await submit(buyer, await fillCart(buyer, [{ goods_id: ids.cold, number: 20 }]))).body.code).toBe(
      10000,
    );

    const over = await buyer.client.post('/api/cart', { data: [{ goods_id: ids.cold, number: 20 }] });
    expect(over.body.msg).toBe('酚麻美敏片：含麻黄碱类药品每月限购30盒，最多还可购买10盒');
    await fillCart(buyer, [{ goods_id: ids.cold, number: 10 }]);
    const [line] = (await buyer.client.get<CartState>('/api/cart/list')).body.data.data;
    expect(line!.goods).toMatchObject({ contains_ephedrine: true, monthly_limit: 30 });
    expect(line).toMatchObject({ month_bought: 20, max_number: 10, problem: null, is_selected: 1 });
  });

  it('refuses an order over the month’s limit, counting earlier orders but not cancelled ones, and writes nothing', async () => {
    const buyer = await newBuyer();
    const first = await submit(buyer, await fillCart(buyer, [{ goods_id: ids.cold, number: 30 }]));
    expect(first.body.code).toBe(10000);

    // The cart line was added when nothing had been bought: the order re-counts at submission.
    await t.db.delete(cartLines).where(eq(cartLines.userId, buyer.id));
    const lines = await fillCart(buyer, [{ goods_id: ids.plain, number: 1 }]);
    await t.db
      .insert(cartLines)
      .values({ userId: buyer.id, goodsId: ids.cold, warehouseId: ids.east, number: 10 });
    const all = (
      await t.db.select({ id: cartLines.id }).from(cartLines).where(eq(cartLines.userId, buyer.id))
    ).map((row) => row.id);
    expect(all.length).toBe(lines.length + 1);
    const watch = new WriteWatch(t.db);
    await watch.mark();
    const refused = await submit(buyer, all);
    expect(refused.status).toBe(422);
    expect(refused.body.msg).toBe('酚麻美敏片：含麻黄碱类药品每月限购30盒，已达限购数量');
    expect(await watch.changedTables()).toEqual([]);

    // Cancelled, the first order no longer counts.
    expect((await buyer.client.post(`/api/order/${first.body.data.id}/cancel`, {})).body.code).toBe(10000);
    const again = await submit(buyer, await fillCart(buyer, [{ goods_id: ids.cold, number: 30 }]));
    expect(again.body.code).toBe(10000);
  });

  it('lets two orders racing for the month’s last pieces take them once', async () => {
    const buyer = await newBuyer();
    await t.db.delete(cartLines).where(eq(cartLines.userId, buyer.id));
    // One line from each warehouse: each fits the month alone, both together do not.
    const [east, west] = await t.db
      .insert(cartLines)
      .values([
        { userId: buyer.id, goodsId: ids.cold, warehouseId: ids.east, number: 20 },
        { userId: buyer.id, goodsId: ids.cold, warehouseId: ids.west, number: 20 },
      ])
      .returning({ id: cartLines.id });
    const answers = await Promise.all([submit(buyer, [east!.id]), submit(buyer, [west!.id])]);
    const refused = answers.filter((answer) => answer.body.code !== 10000);
    expect(refused.length).toBe(1);
    // Counted once the first has its order: the line now holds more than the month has left.
    expect(refused[0]!.body.msg).toBe('酚麻美敏片：含麻黄碱类药品每月限购30盒，最多还可购买10盒');
    expect(await ordersOf(buyer)).toBe(1);
  });

  it('refuses paying by balance, at confirmation and at payment, but takes credit', async () => {
    const buyer = await newBuyer();
    const lines = await fillCart(buyer, [
      { goods_id: ids.cold, number: 10 },
      { goods_id: ids.plain, number: 1 },
    ]);
    const confirmation = await buyer.client.post<OrderConfirmation>('/api/order/confirm', { ids: lines });
    const balance = confirmation.body.data.pay_methods.find((method) => method.method === 'balance');
    expect(balance?.problem).toBe(EPHEDRINE_NO_BALANCE);

    const order = (await submit(buyer, lines)).body.data;
    expect(order.contains_ephedrine).toBe(true);
    const watch = new WriteWatch(t.db);
    await watch.mark();
    const refused = await pay(buyer, order.id, 'balance');
    expect(refused.status).toBe(422);
    expect(refused.body.msg).toBe(EPHEDRINE_NO_BALANCE);
    expect(await watch.changedTables()).toEqual([]);
    expect((await pay(buyer, order.id, 'credit')).body.code).toBe(10000);
  });

  it('leaves orders without such goods payable by balance', async () => {
    const buyer = await newBuyer();
    const order = (await submit(buyer, await fillCart(buyer, [{ goods_id: ids.plain, number: 2 }]))).body
      .data;
    expect(order.contains_ephedrine).toBe(false);
    expect((await pay(buyer, order.id, 'balance')).body.code).toBe(10000);
  });
});
