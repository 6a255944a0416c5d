import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsPage } from '@yaocai/domain/contracts/catalog';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../../testing/catalog-factories.ts';
import { signInBuyer } from '../../testing/sign-in.ts';
import { goods } from './catalog.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LIST_CACHE_MS: '300' });
});
afterAll(() => t.close());

describe('list pages kept a few seconds', () => {
  it('shows a page as read moments ago, with prices still decided per buyer', async () => {
    const east = await insertWarehouse(t.db, '华东一号仓');
    const maker = await insertManufacturer(t.db, '华康制药股份有限公司');
    const id = await insertGoods(t.db, { name: '板蓝根颗粒', manufacturerId: maker, stock: { [east]: 10 } });
    const { client: buyer } = await signInBuyer(t, { businessScopes: ['中成药'] });
    const page = async (client = buyer) => (await client.get<GoodsPage>('/api/goods/list')).body.data.list;

    expect((await page())[0]).toMatchObject({ name: '板蓝根颗粒', base_price: '10.00', is_buy: true });
    await t.db.update(goods).set({ name: '板蓝根颗粒（新）' }).where(eq(goods.id, id));
    expect((await page())[0]?.name).toBe('板蓝根颗粒');
    expect((await page(t.client()))[0]).toMatchObject({
      name: '板蓝根颗粒',
      base_price: null,
      price_tip: '登录可见',
    });

    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await page())[0]?.name).toBe('板蓝根颗粒（新）');
  });
});
