import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartChange, CartState } from '@yaocai/domain/contracts/cart';
import { buildApp } from '../../app.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { createDevSmsProvider } from '../accounts/sms/dev-sms-provider.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../../testing/catalog-factories.ts';
import { signInBuyer } from '../../testing/sign-in.ts';
import { deliveryAddressBody } from '../../testing/order-fixtures.ts';
import { goods, goodsStock } from '../catalog/catalog.tables.ts';
import { creditBalanceBack, LEDGER_KIND } from '../money/money.service.ts';
import { shipWholeOrder } from '../../testing/sign-in-operator.ts';
import { flashSales } from '../promotions/promotions.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ CART_CACHE_MS: '60000' });
});
afterAll(() => t.close());

/** Two goods, each [name, base price in fen], 500 of each in a new warehouse. */
async function twoGoods(first: [string, number], second: [string, number]): Promise<[number, number]> {
  const warehouse = await insertWarehouse(t.db, `${first[0]}仓`);
  const maker = await insertManufacturer(t.db, `${first[0]}制药有限公司`);
  const insert = ([name, basePriceFen]: [string, number]) =>
    insertGoods(t.db, { manufacturerId: maker, stock: { [warehouse]: 500 }, name, basePriceFen });
  return [await insert(first), await insert(second)];
}

describe('carts shown from goods read a few seconds ago', () => {
  it('shows the goods as last read, but checks every change against the stock as it is now', async () => {
    const east = await insertWarehouse(t.db, '华东一号仓');
    const maker = await insertManufacturer(t.db, '华康制药股份有限公司');
    const goodsId = await insertGoods(t.db, {
      name: '板蓝根颗粒',
      manufacturerId: maker,
      stock: { [east]: 100 },
    });
    const { client } = await signInBuyer(t, { businessScopes: ['中成药'] });
    await client.post('/api/cart', { data: [{ goods_id: goodsId, number: 10 }] });
    const first = (await client.get<CartState>('/api/cart/list')).body.data.data[0]!;
    expect(first.goods?.name).toBe('板蓝根颗粒');

    await t.db.update(goods).set({ name: '板蓝根颗粒（新包装）' }).where(eq(goods.id, goodsId));
    await t.db.update(goodsStock).set({ stock: 20 }).where(eq(goodsStock.goodsId, goodsId));
    const cached = (await client.get<CartState>('/api/cart/list')).body.data.data[0]!;
    expect(cached.goods?.name).toBe('板蓝根颗粒');
    expect(cached.max_number).toBe(100);

    const edit = await client.post(`/api/cart/${first.id}/edit`, { number: 30 });
    expect(edit.status).toBe(422);
    expect(edit.body.msg).toBe('板蓝根颗粒：库存不足，最多可购买20盒');
    await client.post('/api/contract/sign', { agree: 1 });
    const checkout = await client.post('/api/cart/checkout', { ids: [first.id] });
    expect(checkout.body.code).toBe(10000);
  });

  it('shows at once a change made through another instance', async () => {
    const east = await insertWarehouse(t.db, '华南二号仓');
    const maker = await insertManufacturer(t.db, '江南药业有限公司');
    const first = await insertGoods(t.db, {
      name: '藿香正气水',
      manufacturerId: maker,
      stock: { [east]: 50 },
    });
    const second = await insertGoods(t.db, {
      name: '午时茶颗粒',
      manufacturerId: maker,
      stock: { [east]: 50 },
    });
    const { client } = await signInBuyer(t, { businessScopes: ['中成药'] });
    await client.post('/api/cart', { data: [{ goods_id: first }] });
    expect((await client.get<CartState>('/api/cart/list')).body.data.data).toHaveLength(1);

    const other = await buildApp(t.config, { db: t.db, sms: createDevSmsProvider(() => {}) });
    try {
      const sid = client.cookie('sid') as string;
      const xsrf = client.cookie('XSRF-TOKEN') as string;
      const secret = client.cookie('_csrf') as string;
      const added = await other.inject({
        method: 'POST',
        url: '/api/cart',
        headers: { cookie: `sid=${sid}; _csrf=${secret}; XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
        payload: { data: [{ goods_id: second }] },
      });
      expect(added.json()).toMatchObject({ code: 10000 });
    } finally {
      await other.close();
    }
    const names = (await client.get<CartState>('/api/cart/list')).body.data.data.map((l) => l.goods?.name);
    expect(names).toEqual(['午时茶颗粒', '藿香正气水']);

    // Edits made here patch the cart this process holds; the list shows them and every other line.
    const lines = (await client.get<CartState>('/api/cart/list')).body.data.data;
    for (const [index, number] of [
      [0, 3],
      [1, 4],
      [0, 5],
    ] as const) {
      const edited = await client.post<CartChange>(`/api/cart/${lines[index]!.id}/edit`, { number });
      expect(edited.body.data.lines).toHaveLength(2);
    }
    const after = (await client.get<CartState>('/api/cart/list')).body.data.data;
    expect(after.map((l) => [l.goods?.name, l.number])).toEqual([
      ['午时茶颗粒', 5],
      ['藿香正气水', 4],
    ]);
  });

  it('counts a paid order towards free shipping in a kept cart, and stops when it ships', async () => {
    const [kept, ordered] = await twoGoods(['连花清瘟胶囊', 2_000], ['六味地黄丸', 10_000]);
    const { buyer, client } = await signInBuyer(t, { businessScopes: ['中成药'] });
    await client.post('/api/contract/sign', { agree: 1 });
    await client.post('/api/user/address', deliveryAddressBody);
    await t.db.transaction((tx) => creditBalanceBack(tx, buyer.id, 100_000, LEDGER_KIND.topUp, 'test'));
    await client.post('/api/cart', { data: [{ goods_id: kept, number: 1 }] });
    const list = async () => (await client.get<CartState>('/api/cart/list')).body.data;
    const keptLine = (await list()).data[0]!;
    const edit = async (number: number) =>
      (await client.post<CartChange>(`/api/cart/${keptLine.id}/edit`, { number })).body.data.total;
    expect((await list()).shipping_data.no_trans_order_amount).toBe('0.00');
    expect((await edit(2)).free_shipping_gap).toBe('760.00');

    await client.post('/api/cart', { data: [{ goods_id: ordered, number: 3 }] });
    const orderedLine = (await list()).data.find((l) => l.goods?.id === ordered)!;
    const submitted = await client.post<{ id: number; payable: string }>(
      '/api/order',
      { ids: [orderedLine.id] },
      { headers: { 'idempotency-key': `kept-cart-${buyer.id}` } },
    );
    expect(submitted.body.data.payable).toBe('315.00');
    expect((await edit(3)).free_shipping_gap).toBe('740.00');
    await client.post(`/api/order/${submitted.body.data.id}/pay`, { method: 'balance' });
    expect((await edit(4)).free_shipping_gap).toBe('405.00');
    expect((await list()).shipping_data.no_trans_order_amount).toBe('315.00');

    await shipWholeOrder(t, submitted.body.data.id, 'SF9');
    expect((await edit(5)).free_shipping_gap).toBe('700.00');
    expect((await list()).shipping_data.no_trans_order_amount).toBe('0.00');
  });

  it('weighs a kept flash-sale line again the moment its sale ends', async () => {
    const [onSale, plain] = await twoGoods(['维C银翘片', 2_000], ['小柴胡颗粒', 1_000]);
    const endsAt = new Date(Date.now() + 1_500);
    await t.db.insert(flashSales).values({
      goodsId: onSale,
      priceFen: 990,
      limitPerBuyer: 5,
      totalUnits: 100,
      startsAt: new Date(Date.now() - 3_600_000),
      endsAt,
    });
    const { client } = await signInBuyer(t, { businessScopes: ['中成药'] });
    await client.post('/api/cart', {
      data: [
        { goods_id: onSale, number: 2, type: 1 },
        { goods_id: plain, number: 1 },
      ],
    });
    const lines = (await client.get<CartState>('/api/cart/list')).body.data.data;
    const plainLine = lines.find((l) => l.goods?.id === plain)!;
    const edit = async (number: number) =>
      (await client.post<CartChange>(`/api/cart/${plainLine.id}/edit`, { number })).body.data;

    const during = await edit(2);
    expect(during.total).toMatchObject({ selected_count: 2, goods_amount: '39.80' });
    const listed = async () => (await client.get<CartState>('/api/cart/list')).body.data.total;
    expect(await listed()).toMatchObject({ selected_count: 2 });
    expect(await listed()).toMatchObject({ selected_count: 2 });
    await new Promise((resolve) => setTimeout(resolve, endsAt.getTime() - Date.now() + 50));
    expect(await listed()).toMatchObject({ selected_count: 1, goods_amount: '20.00' });
    const after = await edit(3);
    expect(after.total).toMatchObject({ selected_count: 1, goods_amount: '30.00' });
    expect(after.lines.find((l) => l.id !== plainLine.id)?.is_selected).toBe(0);
  });
});
