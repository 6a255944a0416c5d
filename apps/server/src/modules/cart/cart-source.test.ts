import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartChange, CartState } from '@yaocai/domain/contracts/cart';
import { buildApp } from '../../app.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { createDevSmsProvider } from '../accounts/sms/dev-sms-provider.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../../testing/catalog-factories.ts';
import { signInBuyer } from '../../testing/sign-in.ts';
import { goods, goodsStock } from '../catalog/catalog.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ CART_CACHE_MS: '60000' });
});
afterAll(() => t.close());

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
      const added = await other.inject({
        method: 'POST',
        url: '/api/cart',
        headers: { cookie: `sid=${sid}; XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
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
});
