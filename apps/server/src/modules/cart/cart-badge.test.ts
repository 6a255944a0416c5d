import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartState } from '@yaocai/domain/contracts/cart';
import type { UserState } from '@yaocai/domain/contracts/user';
import { buildApp } from '../../app.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../../testing/catalog-factories.ts';
import { signInBuyer } from '../../testing/sign-in.ts';
import { createDevSmsProvider } from '../accounts/sms/dev-sms-provider.ts';

/** The database announces a change to every instance; PostgreSQL's listener hears it a moment after the commit. */
const soon = { timeout: 3000, interval: 20 };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ CART_CACHE_MS: '60000' });
});
afterAll(() => t.close());

describe('the cart badge of the user state', () => {
  it('follows a change to the cart at once on the instance that made it, and on another as soon as it is announced', async () => {
    const east = await insertWarehouse(t.db, '华东一号仓');
    const maker = await insertManufacturer(t.db, '华康制药股份有限公司');
    const insert = (name: string) =>
      insertGoods(t.db, { name, manufacturerId: maker, stock: { [east]: 50 } });
    const [first, second] = [await insert('板蓝根颗粒'), await insert('午时茶颗粒')];
    const { client } = await signInBuyer(t, { businessScopes: ['中成药'] });
    const badge = async () => (await client.get<UserState>('/api/user/base')).body.data.cart;
    expect(await badge()).toBe(0);
    await client.post('/api/cart', { data: [{ goods_id: first }] });
    expect(await badge()).toBe(1);
    expect(await badge()).toBe(1);

    const other = await buildApp(t.config, { db: t.db, sms: createDevSmsProvider(() => {}) });
    try {
      const cookies = ['sid', '_csrf', 'XSRF-TOKEN'].map((name) => `${name}=${client.cookie(name)}`);
      const headers = { cookie: cookies.join('; '), 'x-xsrf-token': client.cookie('XSRF-TOKEN') as string };
      const send = (url: string, payload: object) => other.inject({ method: 'POST', url, headers, payload });
      await send('/api/cart', { data: [{ goods_id: second }] });
      await expect.poll(badge, soon).toBe(2);
      const lines = await other.inject({ method: 'GET', url: '/api/cart/list', headers });
      const ids = (lines.json() as { data: CartState }).data.data.map((line) => line.id);
      await send('/api/cart/batch_delete', { ids });
      await expect.poll(badge, soon).toBe(0);
    } finally {
      await other.close();
    }
  });
});
