import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsDetail, GoodsFacets, GoodsPage } from '@yaocai/domain/contracts/catalog';
import type { Transaction } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import {
  insertGoods,
  insertManufacturer,
  insertWarehouse,
  refreshSearchTerms,
} from '../../testing/catalog-factories.ts';
import { signInBuyer } from '../../testing/sign-in.ts';
import { goods, goodsStock } from './catalog.tables.ts';

/** A change the database does not announce (its triggers off), as only a missed announcement would be. */
const unannounced = (change: (tx: Transaction) => Promise<unknown>) =>
  t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await change(tx);
  });
/** Announcements reach PostgreSQL's listener a moment after the commit, PGlite's at once. */
const soon = { timeout: 3000, interval: 20 };

let t: TestApp;
let east: number;
let maker: number;
beforeAll(async () => {
  t = await buildTestApp({
    LIST_CACHE_MS: '60000',
    LIST_TOTAL_CACHE_MS: '60000',
    GOODS_CACHE_MS: '60000',
    SUGGESTION_CACHE_MS: '60000',
  });
  east = await insertWarehouse(t.db, '华东一号仓');
  maker = await insertManufacturer(t.db, '华康制药股份有限公司');
});
afterAll(() => t.close());

describe('list pages kept until the database announces a change', () => {
  it('keeps a page, with prices still decided per buyer, until its goods or their stock change', async () => {
    const id = await insertGoods(t.db, { name: '板蓝根颗粒', manufacturerId: maker, stock: { [east]: 10 } });
    const { client: buyer } = await signInBuyer(t, { businessScopes: ['中成药'] });
    const page = async (client = buyer) => (await client.get<GoodsPage>('/api/goods/list')).body.data.list;

    expect((await page())[0]).toMatchObject({ name: '板蓝根颗粒', base_price: '10.00', is_buy: true });
    await unannounced((tx) => tx.update(goods).set({ name: '板蓝根颗粒（新）' }).where(eq(goods.id, id)));
    expect((await page())[0]?.name).toBe('板蓝根颗粒');
    expect((await page(t.client()))[0]).toMatchObject({
      name: '板蓝根颗粒',
      base_price: null,
      price_tip: '登录可见',
    });
    const { client: outOfScope } = await signInBuyer(t, { businessScopes: ['西药'] });
    expect((await page(outOfScope))[0]).toMatchObject({
      name: '板蓝根颗粒',
      is_buy: false,
      price_tip: '超出经营范围',
    });
    expect((await page())[0]).toMatchObject({ name: '板蓝根颗粒', is_buy: true, price_tip: null });

    await t.db.update(goodsStock).set({ stock: 4 }).where(eq(goodsStock.goodsId, id));
    await expect
      .poll(async () => (await page())[0], soon)
      .toMatchObject({ name: '板蓝根颗粒（新）', number: 4 });

    await insertGoods(t.db, { name: '感冒灵颗粒', manufacturerId: maker, stock: { [east]: 1 } });
    await expect.poll(async () => (await page()).map((card) => card.name), soon).toContain('感冒灵颗粒');
  });

  it('keeps nothing while the change feed is down', async () => {
    const id = await insertGoods(t.db, { name: '银翘解毒片', manufacturerId: maker, stock: { [east]: 10 } });
    const names = async () =>
      (await t.client().get<GoodsPage>('/api/goods/list')).body.data.list.map((c) => c.name);
    await expect.poll(names, soon).toContain('银翘解毒片');
    t.app.caches.down();
    try {
      await names();
      await unannounced((tx) => tx.update(goods).set({ name: '银翘解毒片（新）' }).where(eq(goods.id, id)));
      expect(await names()).toContain('银翘解毒片（新）');
    } finally {
      t.app.caches.up();
    }
  });
});

describe("the filter bar's facets kept until the database announces a change", () => {
  it('keeps them until goods change; those of goods in stock until any stock changes', async () => {
    const maker = await insertManufacturer(t.db, '康源药业有限公司');
    const first = await insertGoods(t.db, {
      name: '阿莫西林胶囊',
      manufacturerId: maker,
      stock: { [east]: 5 },
    });
    const counted = async (query = '') => {
      const facets = (await t.client().get<GoodsFacets>(`/api/goods/filters${query}`)).body.data;
      return facets.manufacturers.find((row) => row.id === maker)?.count ?? 0;
    };
    await expect.poll(() => counted(), soon).toBe(1);
    await expect.poll(() => counted('?in_stock=1'), soon).toBe(1);

    // Unannounced, another goods moved to the maker is not counted: the facets were kept.
    const oldest = sql`(select min(id) from goods)`;
    await unannounced((tx) => tx.update(goods).set({ manufacturerId: maker }).where(eq(goods.id, oldest)));
    expect(await counted()).toBe(1);
    expect(await counted('?in_stock=1')).toBe(1);
    // Any stock change forgets the facets of goods in stock, and only those.
    await t.db.update(goodsStock).set({ stock: 7 }).where(eq(goodsStock.goodsId, oldest));
    await expect.poll(() => counted('?in_stock=1'), soon).toBe(2);
    expect(await counted()).toBe(1);
    // A goods change forgets them all.
    await t.db.update(goods).set({ name: '阿莫西林胶囊（新）' }).where(eq(goods.id, first));
    await expect.poll(() => counted(), soon).toBe(2);
  });
});

describe('goods details kept until the database announces a change', () => {
  it('keeps a detail, with prices decided per viewer, until the goods or its stock change', async () => {
    const id = await insertGoods(t.db, {
      name: '藿香正气水',
      manufacturerId: maker,
      basePriceFen: 1250,
      stock: { [east]: 10 },
    });
    const { client: inScope } = await signInBuyer(t, { businessScopes: ['中成药'] });
    const { client: outOfScope } = await signInBuyer(t, { businessScopes: ['西药'] });
    const detail = async (client = inScope) =>
      (await client.get<GoodsDetail>(`/api/goods/detail/${id}`)).body.data;

    expect(await detail()).toMatchObject({
      name: '藿香正气水',
      base_price: '12.50',
      is_buy: true,
      number: 10,
    });
    await unannounced((tx) => tx.update(goods).set({ name: '藿香正气水（新）' }).where(eq(goods.id, id)));
    expect(await detail()).toMatchObject({ name: '藿香正气水', number: 10 });
    expect(await detail(outOfScope)).toMatchObject({
      base_price: '12.50',
      is_buy: false,
      price_tip: '超出经营范围',
    });
    expect(await detail(t.client())).toMatchObject({
      name: '藿香正气水',
      base_price: null,
      retail_price: null,
      ladder_price: [],
      price_tip: '登录可见',
      is_buy: false,
    });

    await t.db.update(goodsStock).set({ stock: 3 }).where(eq(goodsStock.goodsId, id));
    await expect.poll(detail, soon).toMatchObject({ name: '藿香正气水（新）', number: 3 });
    await t.db.update(goods).set({ basePriceFen: 1300 }).where(eq(goods.id, id));
    await expect.poll(detail, soon).toMatchObject({ base_price: '13.00' });
  });

  it('keeps no answer for goods that are not published: they appear once on sale', async () => {
    const id = await insertGoods(t.db, { name: '小柴胡颗粒', manufacturerId: maker, onSale: false });
    const detail = async () => t.client().get<GoodsDetail>(`/api/goods/detail/${id}`);
    expect((await detail()).status).toBe(404);
    await unannounced((tx) => tx.update(goods).set({ onSale: true }).where(eq(goods.id, id)));
    expect((await detail()).body.data.name).toBe('小柴胡颗粒');
  });
});

describe('suggestions kept until the search terms are rebuilt', () => {
  it('suggests as before until goods change is followed by a refresh of this app', async () => {
    await insertGoods(t.db, { name: '连花清瘟胶囊', manufacturerId: maker });
    await refreshSearchTerms(t.db, t.app.caches);
    const suggest = async () =>
      (await t.client().get<string[]>('/api/goods/search?keywords=lhqw&type=0')).body.data;
    expect(await suggest()).toEqual(['连花清瘟胶囊']);

    await insertGoods(t.db, { name: '连花清瘟颗粒', manufacturerId: maker });
    await refreshSearchTerms(t.db);
    expect(await suggest()).toEqual(['连花清瘟胶囊']);
    await refreshSearchTerms(t.db, t.app.caches);
    expect(await suggest()).toEqual(['连花清瘟胶囊', '连花清瘟颗粒']);
  });
});
