import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsCard, GoodsDetail, GoodsFacets, GoodsPage } from '@yaocai/domain/contracts/catalog';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import {
  insertBrand,
  insertCategory,
  insertGoods,
  insertManufacturer,
  insertWarehouse,
  refreshSearchTerms,
} from '../../testing/catalog-factories.ts';
import { insertBuyer } from '../../testing/factories.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { categories, goodsCategories } from './catalog.tables.ts';

let t: TestApp;
const ids = {} as Record<
  'cold' | 'coldFlu' | 'granules' | 'antiInfective' | 'yxCold' | 'zyTonic' | 'qxProtect',
  number
> &
  Record<
    'ganmaoling' | 'qingre' | 'amoxicillin' | 'danggui' | 'mask' | 'tramadol' | 'offSale' | 'xiaoer',
    number
  > &
  Record<'huakang' | 'jiangnan' | 'brand' | 'east' | 'south', number>;
let approved: TestClient;
let pending: TestClient;
const visitor = () => t.client();

const signIn = async (overrides: Parameters<typeof insertBuyer>[1]) => {
  const buyer = await insertBuyer(t.db, overrides);
  const client = t.client();
  await client.post('/api/user/login', { username: buyer.phone, password: buyer.password });
  return client;
};

beforeAll(async () => {
  // Pages are read afresh here; list-page-cache.test.ts covers the cached reading.
  t = await buildTestApp({ LIST_CACHE_MS: '0' });
  const db = t.db;
  ids.east = await insertWarehouse(db, '华东一号仓');
  ids.south = await insertWarehouse(db, '华南二号仓');
  ids.huakang = await insertManufacturer(db, '华康制药股份有限公司');
  ids.jiangnan = await insertManufacturer(db, '江南药业有限公司');
  ids.brand = await insertBrand(db, '康宁');
  ids.cold = await insertCategory(db, 'general', '感冒用药');
  ids.granules = await insertCategory(db, 'general', '颗粒剂', ids.cold);
  ids.coldFlu = await insertCategory(db, 'general', '流感专区', ids.cold);
  ids.antiInfective = await insertCategory(db, 'general', '抗感染');
  ids.yxCold = await insertCategory(db, 'yx', '优选感冒');
  ids.zyTonic = await insertCategory(db, 'zy', '补虚药');
  ids.qxProtect = await insertCategory(db, 'qx', '防护用品');
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));

  ids.ganmaoling = await insertGoods(db, {
    name: '感冒灵颗粒',
    manufacturerId: ids.huakang,
    basePriceFen: 1250,
    retailPriceFen: 1800,
    ladderPrice: [
      { number: 10, priceFen: 1180 },
      { number: 50, priceFen: 1100 },
    ],
    approvalNumber: '国药准字Z44021940',
    sales: 500,
    isPreferred: true,
    tags: ['优', '满'],
    createdAt: day(1),
    categoryIds: [ids.granules, ids.yxCold],
    stock: { [ids.east]: 100, [ids.south]: 0 },
  });
  ids.qingre = await insertGoods(db, {
    name: '感冒清热颗粒',
    manufacturerId: ids.jiangnan,
    basePriceFen: 980,
    sales: 300,
    createdAt: day(2),
    categoryIds: [ids.granules],
    stock: { [ids.east]: 0, [ids.south]: 0 },
  });
  ids.xiaoer = await insertGoods(db, {
    name: '小儿感冒灵颗粒',
    manufacturerId: ids.jiangnan,
    basePriceFen: 1500,
    sales: 900,
    createdAt: day(3),
    categoryIds: [ids.coldFlu],
    stock: { [ids.south]: 30 },
  });
  ids.amoxicillin = await insertGoods(db, {
    name: '阿莫西林胶囊',
    kind: 'western',
    businessScope: '抗生素制剂',
    manufacturerId: ids.jiangnan,
    brandId: ids.brand,
    basePriceFen: 1560,
    approvalNumber: '国药准字H44021351',
    sales: 800,
    createdAt: day(4),
    categoryIds: [ids.antiInfective],
    stock: { [ids.east]: 50 },
  });
  ids.danggui = await insertGoods(db, {
    name: '当归',
    kind: 'herbal',
    businessScope: '中药饮片',
    manufacturerId: ids.huakang,
    basePriceFen: 4500,
    sales: 100,
    createdAt: day(5),
    categoryIds: [ids.zyTonic],
    stock: { [ids.east]: 20 },
  });
  ids.mask = await insertGoods(db, {
    name: '医用外科口罩',
    kind: 'device',
    businessScope: '第二类医疗器械',
    manufacturerId: ids.jiangnan,
    basePriceFen: 2500,
    sales: 50,
    createdAt: day(6),
    categoryIds: [ids.qxProtect],
    stock: { [ids.east]: 500 },
  });
  ids.tramadol = await insertGoods(db, {
    name: '盐酸曲马多片',
    kind: 'western',
    businessScope: '化学药制剂',
    manufacturerId: ids.huakang,
    approvalNumber: '国药准字H10980001',
    isSpecialControl: true,
    sales: 9999,
    categoryIds: [ids.cold],
    stock: { [ids.east]: 10 },
  });
  ids.offSale = await insertGoods(db, {
    name: '复方感冒灵片',
    manufacturerId: ids.huakang,
    onSale: false,
    sales: 9998,
    categoryIds: [ids.granules],
    stock: { [ids.east]: 10 },
  });
  await refreshSearchTerms(db);
  approved = await signIn({ status: 'approved', businessScopes: ['中成药', '中药饮片', '第二类医疗器械'] });
  pending = await signIn({ status: 'pending', businessScopes: ['中成药'] });
});
afterAll(() => t.close());

const suggestions = async (keywords: string, type = '0') =>
  (await visitor().get<string[]>(`/api/goods/search?${new URLSearchParams({ keywords, type })}`)).body.data;

const list = async (query: Record<string, string | number>, client: TestClient = visitor()) => {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const response = await client.get<GoodsPage>(`/api/goods/list?${params}`);
  expect(response.status).toBe(200);
  return response.body.data;
};
const names = (page: GoodsPage) => page.list.map((goods) => goods.name);

describe('search suggestions', () => {
  it('finds goods by Chinese, full pinyin and pinyin initials', async () => {
    expect(await suggestions('感冒灵颗粒')).toEqual(['感冒灵颗粒', '小儿感冒灵颗粒']);
    expect(await suggestions('ganmaoling')).toEqual(['感冒灵颗粒', '小儿感冒灵颗粒']);
    expect(await suggestions('gml')).toEqual(['感冒灵颗粒', '小儿感冒灵颗粒']);
    expect(await suggestions('GML')).toEqual(['感冒灵颗粒', '小儿感冒灵颗粒']);
    expect(await suggestions('xegml')).toEqual(['小儿感冒灵颗粒']);
    expect(await suggestions('当归')).toEqual(['当归']);
  });

  it('ranks exact, then prefix, then initials, then contains; by sales within a rank', async () => {
    // 小儿感冒灵颗粒 sells most but only contains the keyword.
    expect(await suggestions('感冒')).toEqual(['感冒灵颗粒', '感冒清热颗粒', '小儿感冒灵颗粒']);
    expect(await suggestions('颗粒')).toEqual(['小儿感冒灵颗粒', '感冒灵颗粒', '感冒清热颗粒']);
    expect(await suggestions('感冒')).toEqual(await suggestions('感冒'));
  });

  it('matches approval numbers', async () => {
    expect(await suggestions('Z44021940')).toEqual(['感冒灵颗粒']);
    expect(await suggestions('国药准字H44021351')).toEqual(['阿莫西林胶囊']);
  });

  it('finds manufacturers by name, pinyin or initials with type 1', async () => {
    expect(await suggestions('江南', '1')).toEqual(['江南药业有限公司']);
    expect(await suggestions('jiangnan', '1')).toEqual(['江南药业有限公司']);
    expect(await suggestions('hkzy', '1')).toEqual(['华康制药股份有限公司']);
  });

  it('never suggests special-control or unpublished goods', async () => {
    expect(await suggestions('曲马多')).toEqual([]);
    expect(await suggestions('H10980001')).toEqual([]);
    expect(await suggestions('复方感冒灵')).toEqual([]);
  });

  it('answers an empty keyword with no suggestions', async () => {
    expect(await suggestions('')).toEqual([]);
    expect(await suggestions('   ')).toEqual([]);
  });
});

describe('the goods list', () => {
  it('lists only published goods, with the total', async () => {
    const page = await list({ page_size: 60 });
    expect(page.total).toBe(6);
    expect(names(page)).not.toContain('盐酸曲马多片');
    expect(names(page)).not.toContain('复方感冒灵片');
  });

  it('filters by a category including its descendants, and by the yx, qx and zy zones', async () => {
    expect(names(await list({ select: ids.cold, sort: 'sales' }))).toEqual([
      '小儿感冒灵颗粒',
      '感冒灵颗粒',
      '感冒清热颗粒',
    ]);
    expect(names(await list({ select: ids.granules, sort: 'sales' }))).toEqual([
      '感冒灵颗粒',
      '感冒清热颗粒',
    ]);
    expect(names(await list({ select: ids.yxCold }))).toEqual(['感冒灵颗粒']);
    expect(names(await list({ yx: 1 }))).toEqual(['感冒灵颗粒']);
    expect(names(await list({ qx: 2 }))).toEqual(['医用外科口罩']);
    expect(names(await list({ zy: 2 }))).toEqual(['当归']);
  });

  it('filters by brand, manufacturer and stock', async () => {
    expect(names(await list({ brand: ids.brand }))).toEqual(['阿莫西林胶囊']);
    expect(names(await list({ manufacturer: ids.huakang, sort: 'sales' }))).toEqual(['感冒灵颗粒', '当归']);
    expect(names(await list({ select: ids.cold, in_stock: 1, sort: 'sales' }))).toEqual([
      '小儿感冒灵颗粒',
      '感冒灵颗粒',
    ]);
  });

  it('filters by keyword on names, manufacturers or approval numbers, as the suggestions match', async () => {
    expect(names(await list({ keyword: 'gml', sort: 'sales' }))).toEqual(['小儿感冒灵颗粒', '感冒灵颗粒']);
    expect(names(await list({ keyword: 'jiangnan', type: 1, sort: 'sales' }))).toEqual([
      '小儿感冒灵颗粒',
      '阿莫西林胶囊',
      '感冒清热颗粒',
      '医用外科口罩',
    ]);
    expect(names(await list({ keyword: 'jiangnan', type: 0 }))).toEqual([]);
    expect(names(await list({ keyword: 'H44021351' }))).toEqual(['阿莫西林胶囊']);
    expect(names(await list({ keyword: '华康', sort: 'sales' }))).toEqual(['感冒灵颗粒', '当归']);
    expect(names(await list({ keyword: '曲马多' }))).toEqual([]);
  });

  it('sorts by default, sales, price both ways and newest', async () => {
    const all = { page_size: 60 };
    expect(names(await list({ ...all }))).toEqual([
      '感冒灵颗粒', // preferred (优选) first
      '小儿感冒灵颗粒',
      '阿莫西林胶囊',
      '感冒清热颗粒',
      '当归',
      '医用外科口罩',
    ]);
    expect(names(await list({ ...all, sort: 'sales' }))[0]).toBe('小儿感冒灵颗粒');
    expect(names(await list({ ...all, sort: 'sales', order: 'asc' }))[0]).toBe('医用外科口罩');
    expect(names(await list({ ...all, sort: 'price' }, approved))).toEqual([
      '感冒清热颗粒',
      '感冒灵颗粒',
      '小儿感冒灵颗粒',
      '阿莫西林胶囊',
      '医用外科口罩',
      '当归',
    ]);
    expect(names(await list({ ...all, sort: 'price', order: 'desc' }, approved))[0]).toBe('当归');
    expect(names(await list({ ...all, sort: 'newest' }))[0]).toBe('医用外科口罩');
  });

  it('orders by price only for those who see prices: the order would tell the hidden prices', async () => {
    const byDefault = names(await list({ page_size: 60 }));
    for (const client of [visitor(), pending]) {
      for (const order of ['asc', 'desc']) {
        expect(names(await list({ page_size: 60, sort: 'price', order }, client))).toEqual(byDefault);
      }
    }
  });

  it('pages through the result', async () => {
    const second = await list({ sort: 'sales', page: 2, page_size: 2 });
    expect(second).toMatchObject({ total: 6, page: 2, page_size: 2 });
    expect(names(second)).toEqual(['感冒灵颗粒', '感冒清热颗粒']);
    expect((await list({ page: 99 })).list).toEqual([]);
  });

  it('shows the total stock over all warehouses', async () => {
    const page = await list({ keyword: '感冒灵颗粒', type: 0, sort: 'sales' });
    expect(page.list.map((goods) => goods.number)).toEqual([30, 100]);
  });

  it('gives the filter bar only what has results within the search and filters, with counts', async () => {
    const facets = async (query: string) =>
      (await visitor().get<GoodsFacets>(`/api/goods/filters?${query}`)).body.data;
    expect(await facets(`select=${ids.cold}`)).toEqual({
      manufacturers: [
        { id: ids.jiangnan, name: '江南药业有限公司', count: 2 },
        { id: ids.huakang, name: '华康制药股份有限公司', count: 1 },
      ],
      brands: [],
      categories: [
        { id: ids.cold, count: 3 },
        { id: ids.granules, count: 2 },
        { id: ids.coldFlu, count: 1 },
        { id: ids.yxCold, count: 1 },
      ].sort((a, b) => a.id - b.id),
    });
    expect(await facets(`keyword=${encodeURIComponent('阿莫西林')}`)).toEqual({
      manufacturers: [{ id: ids.jiangnan, name: '江南药业有限公司', count: 1 }],
      brands: [{ id: ids.brand, name: '康宁', count: 1 }],
      categories: [{ id: ids.antiInfective, count: 1 }],
    });
    // A chosen manufacturer or brand still offers the others within the rest of the filters.
    const chosen = await facets(`select=${ids.cold}&manufacturer=${ids.huakang}`);
    expect(chosen.manufacturers.map((m) => m.count)).toEqual([2, 1]);
    expect(chosen.categories).toEqual(
      [
        { id: ids.cold, count: 1 },
        { id: ids.granules, count: 1 },
        { id: ids.yxCold, count: 1 },
      ].sort((a, b) => a.id - b.id),
    );
  });

  it('lists the best sellers, never a special-control drug', async () => {
    const hot = (await visitor().get<GoodsCard[]>('/api/goods/hot')).body.data;
    expect(hot.map((goods) => goods.name)).toEqual([
      '小儿感冒灵颗粒',
      '阿莫西林胶囊',
      '感冒灵颗粒',
      '感冒清热颗粒',
      '当归',
      '医用外科口罩',
    ]);
  });
});

describe('price visibility and business scope', () => {
  const ganmaoling = async (client: TestClient) =>
    (await list({ keyword: '感冒灵颗粒', type: 0 }, client)).list.find(
      (goods) => goods.name === '感冒灵颗粒',
    )!;

  it('hides prices from visitors: 登录可见', async () => {
    expect(await ganmaoling(visitor())).toMatchObject({
      base_price: null,
      retail_price: null,
      ladder_price: [],
      price_tip: '登录可见',
      is_buy: false,
    });
  });

  it('hides prices from a buyer awaiting approval: 资质审核后可见', async () => {
    expect(await ganmaoling(pending)).toMatchObject({
      base_price: null,
      ladder_price: [],
      price_tip: '资质审核后可见',
      is_buy: false,
    });
  });

  it('shows an approved buyer prices and ladder prices in yuan, buyable within the business scope', async () => {
    expect(await ganmaoling(approved)).toMatchObject({
      base_price: '12.50',
      retail_price: '18.00',
      ladder_price: [
        { number: 10, price: '11.80' },
        { number: 50, price: '11.00' },
      ],
      price_tip: null,
      is_buy: true,
    });
  });

  it("refuses goods outside the buyer's business scope on the server: is_buy false", async () => {
    const [amoxicillin] = (await list({ brand: ids.brand }, approved)).list;
    expect(amoxicillin).toMatchObject({ base_price: '15.60', price_tip: '超出经营范围', is_buy: false });
    const detail = (await approved.get<GoodsDetail>(`/api/goods/detail/${ids.amoxicillin}`)).body.data;
    expect(detail).toMatchObject({ is_buy: false, price_tip: '超出经营范围' });
  });
});

describe('goods detail', () => {
  it('gives the fields of the spec, stock per warehouse and categories', async () => {
    const detail = (await approved.get<GoodsDetail>(`/api/goods/detail/${ids.ganmaoling}`)).body.data;
    expect(detail).toMatchObject({
      id: ids.ganmaoling,
      name: '感冒灵颗粒',
      sccj: '华康制药股份有限公司',
      ypgg: '10g*12袋',
      bzdw: '盒',
      zbz: 1,
      base_price: '12.50',
      approval_number: '国药准字Z44021940',
      expires_on: '2028-06-30',
      business_scope: '中成药',
      number: 100,
      is_youx: true,
      tags: ['优', '满'],
      stocks: [
        { ck_id: ids.east, name: '华东一号仓', number: 100 },
        { ck_id: ids.south, name: '华南二号仓', number: 0 },
      ],
      categories: [
        { id: ids.granules, name: '颗粒剂', menu: 'general' },
        { id: ids.yxCold, name: '优选感冒', menu: 'yx' },
      ],
    });
  });

  it('hides the price from a visitor on the detail too', async () => {
    const detail = (await visitor().get<GoodsDetail>(`/api/goods/detail/${ids.ganmaoling}`)).body.data;
    expect(detail).toMatchObject({ base_price: null, ladder_price: [], price_tip: '登录可见' });
  });

  it('answers 404 for special-control, unpublished and unknown goods', async () => {
    for (const id of [ids.tramadol, ids.offSale, 999_999]) {
      const response = await approved.get(`/api/goods/detail/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 404, msg: '商品不存在' });
    }
  });
});

describe('bad input to the catalogue', () => {
  it.each([
    ['/api/goods/list?page=0', 'page', '页码须大于0'],
    ['/api/goods/list?page=-3', 'page', '页码须大于0'],
    ['/api/goods/list?page_size=1000000', 'page_size', '每页数量不能超过60'],
    ['/api/goods/list?page_size=abc', 'page_size', '每页数量格式不正确'],
    [`/api/goods/list?keyword=${'感'.repeat(10_000)}`, 'keyword', '搜索关键词不能超过50个字符'],
    [`/api/goods/search?keywords=${'a'.repeat(10_000)}`, 'keywords', '搜索关键词不能超过50个字符'],
    ['/api/goods/search?keywords=abc&type=7', 'type', '搜索类型只能是0（药品）或1（厂家）'],
    ['/api/goods/list?select=999999', 'select', '分类不存在'],
    ['/api/goods/list?select=abc', 'select', '分类格式不正确'],
    ['/api/goods/list?sort=random', 'sort', '排序方式不正确'],
    ['/api/goods/list?in_stock=yes', 'in_stock', 'in_stock只能是0或1'],
    ['/api/goods/detail/abc', 'id', '商品格式不正确'],
    ['/api/goods/detail/0', 'id', '商品格式不正确'],
    ['/api/goods/detail/99999999999', 'id', '商品格式不正确'],
    // Query strings are read with nested keys: an array or object where a value belongs is refused.
    ['/api/goods/list?keyword[]=感冒', 'keyword', '搜索关键词格式不正确'],
    ['/api/goods/list?page[a]=1', 'page', '页码格式不正确'],
    ['/api/goods/list?page=1&page=2', 'page', '页码格式不正确'],
  ])('%s → 422 on %s', async (url, field, message) => {
    const response = await visitor().get(url);
    expect(response.status).toBe(422);
    expect(response.body.errors?.[field]).toEqual([message]);
  });

  it.each(["'", '"', "'; drop table goods; --", '%', '_', '\\', '%%__', '😀', '感冒😀'])(
    'treats %s literally, never a 5xx',
    async (keyword) => {
      const page = await list({ keyword });
      expect(page.total).toBe(0);
      expect(await suggestions(keyword)).toEqual([]);
      expect(await suggestions(keyword, '1')).toEqual([]);
    },
  );
});

describe('many matches', () => {
  it('suggests at most 10, in a stable order', async () => {
    const maker = await insertManufacturer(t.db, '维康药业有限公司');
    for (let i = 1; i <= 12; i++) {
      await insertGoods(t.db, {
        name: `维生素C片${String(i).padStart(2, '0')}`,
        manufacturerId: maker,
        sales: i % 3,
      });
    }
    await refreshSearchTerms(t.db);
    const first = await suggestions('wss');
    expect(first).toHaveLength(10);
    expect(first.slice(0, 4)).toEqual(['维生素C片02', '维生素C片05', '维生素C片08', '维生素C片11']);
    expect(await suggestions('wss')).toEqual(first);
  });
});

describe('category membership follows the category tree', () => {
  it('moves goods with their category and drops them when unlinked', async () => {
    await t.db.update(categories).set({ parentId: ids.antiInfective }).where(eq(categories.id, ids.coldFlu));
    expect(names(await list({ select: ids.antiInfective, sort: 'sales' }))).toEqual([
      '小儿感冒灵颗粒',
      '阿莫西林胶囊',
    ]);
    expect(names(await list({ select: ids.cold, sort: 'sales' }))).toEqual(['感冒灵颗粒', '感冒清热颗粒']);
    await t.db.delete(goodsCategories).where(eq(goodsCategories.goodsId, ids.amoxicillin));
    expect(names(await list({ select: ids.antiInfective, in_stock: 1 }))).toEqual(['小儿感冒灵颗粒']);
  });
});
