import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminGoodsPick } from '@yaocai/domain/contracts/admin-content';
import type { GoodsCard, GoodsPage } from '@yaocai/domain/contracts/catalog';
import type { Banner } from '@yaocai/domain/contracts/content';
import type { FocusZoneAnswer, PostSummary } from '@yaocai/domain/contracts/content-focus';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../../testing/catalog-factories.ts';
import { signInBuyer } from '../../testing/sign-in.ts';
import { signInOperator } from '../../testing/sign-in-operator.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { WriteWatch } from '../../testing/write-watch.ts';
import { articleCategories, articles } from './content.tables.ts';

let t: TestApp;
let watch: WriteWatch;
let operator: TestClient;
const ids = {} as Record<'pill' | 'tea' | 'offSale' | 'news' | 'notice', number>;

beforeAll(async () => {
  t = await buildTestApp();
  watch = new WriteWatch(t.db);
  ({ client: operator } = await signInOperator(t, ['content.write']));
  const maker = await insertManufacturer(t.db, '北京同仁堂股份有限公司');
  const east = await insertWarehouse(t.db, '华东仓');
  const base = { manufacturerId: maker, basePriceFen: 2_000, stock: { [east]: 5_000 } };
  ids.pill = await insertGoods(t.db, { ...base, name: '六味地黄丸' });
  ids.tea = await insertGoods(t.db, { ...base, name: '板蓝根颗粒' });
  ids.offSale = await insertGoods(t.db, { ...base, name: '已下架的丸剂', onSale: false });
  await t.db.insert(articleCategories).values([
    { id: 1, name: '商城公告' },
    { id: 2, name: '行业资讯' },
    { id: 6, name: '政策解读', parentId: 2 },
  ]);
  const [news] = await t.db
    .insert(articles)
    .values({
      categoryId: 6,
      title: '集采新政解读',
      content: '<p>正文</p>',
      createdAt: new Date('2026-11-02'),
    })
    .returning();
  const [notice] = await t.db
    .insert(articles)
    .values({
      categoryId: 1,
      title: '春节发货通知',
      content: '<p>正文</p>',
      createdAt: new Date('2026-11-03'),
    })
    .returning();
  ids.news = news!.id;
  ids.notice = notice!.id;
});
afterAll(() => t.close());

async function addBanner(bannerId: number, title: string, sort = 0) {
  const answer = await operator.post<Banner>('/api/admin/content/banners', {
    banner_id: bannerId,
    title,
    image: `/files/${title}.png`,
    url: '/lq',
    sort,
  });
  expect([answer.status, answer.body.msg]).toEqual([200, '广告已添加']);
  return answer.body.data.id;
}

async function pick(slot: string, goodsId: number, sort: number) {
  const answer = await operator.post<AdminGoodsPick>('/api/admin/content/goods-picks', {
    slot,
    goods_id: goodsId,
    sort,
  });
  expect([answer.status, answer.body.msg]).toEqual([200, '商品推荐已添加']);
}

describe('the focus calls answer what operators set in 页面内容', () => {
  it('answers each ad slot: right, login, kxzq_ad by ids', async () => {
    await addBanner(2, '侧边栏一', 1);
    await addBanner(2, '侧边栏二', 2);
    await addBanner(3, '登录横幅');
    const first = await addBanner(8, '控销广告一', 1);
    const second = await addBanner(8, '控销广告二', 2);

    const right = await t.client().get<Banner[]>('/api/focus/right');
    expect(right.body.data.map((banner) => banner.title)).toEqual(['侧边栏一', '侧边栏二']);
    const login = await t.client().get<Banner | null>('/api/focus/login');
    expect(login.body.data).toMatchObject({ title: '登录横幅', image: '/files/登录横幅.png', url: '/lq' });
    const all = await t.client().get<Banner[]>('/api/focus/kxzq_ad');
    expect(all.body.data.map((ad) => ad.id)).toEqual([first, second]);
    const asked = await t.client().get<Banner[]>(`/api/focus/kxzq_ad?ids=${second}`);
    expect(asked.body.data.map((ad) => ad.title)).toEqual(['控销广告二']);
  });

  it('answers a zone’s banners and picks in order, priced per viewer, goods off sale left out', async () => {
    await addBanner(6, '中药专区横幅');
    await pick('zyzq', ids.tea, 1);
    await pick('zyzq', ids.offSale, 2);
    await pick('zyzq', ids.pill, 3);
    const visitor = await t.client().get<FocusZoneAnswer>('/api/focus/zyzq');
    expect(visitor.status).toBe(200);
    expect(visitor.body.data.banners.map((banner) => banner.title)).toEqual(['中药专区横幅']);
    expect(visitor.body.data.goods.map((card) => [card.name, card.base_price, card.price_tip])).toEqual([
      ['板蓝根颗粒', null, '登录可见'],
      ['六味地黄丸', null, '登录可见'],
    ]);
    const { client } = await signInBuyer(t, { businessScopes: ['中成药'] });
    const buyer = await client.get<FocusZoneAnswer>('/api/focus/zyzq');
    expect(buyer.body.data.goods.map((card) => card.base_price)).toEqual(['20.00', '20.00']);
    const again = await t.client().get<FocusZoneAnswer>('/api/focus/zyzq');
    expect(again.body.data.goods.map((card) => card.base_price)).toEqual([null, null]);

    for (const zone of ['root', 'yx', 'kxzq']) {
      const empty = await t.client().get<FocusZoneAnswer>(`/api/focus/${zone}`);
      expect([zone, empty.status, empty.body.data]).toEqual([zone, 200, { banners: [], goods: [] }]);
    }
  });

  it('answers new_kxzq’s picks and 为你推荐 a page at a time', async () => {
    await pick('new_kxzq', ids.pill, 0);
    const latest = await t.client().get<GoodsCard[]>('/api/focus/new_kxzq');
    expect(latest.body.data.map((card) => card.name)).toEqual(['六味地黄丸']);

    await pick('wntj', ids.pill, 1);
    await pick('wntj', ids.tea, 2);
    const page = await t.client().get<GoodsPage>('/api/index_wntj/2?page_size=1');
    expect(page.body.data).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(page.body.data.list.map((card) => card.name)).toEqual(['板蓝根颗粒']);
    const first = await t.client().get<GoodsPage>('/api/index_wntj/1');
    expect(first.body.data.list.map((card) => card.name)).toEqual(['六味地黄丸', '板蓝根颗粒']);
  });

  it('answers the newest articles, of a category with its subcategories when asked', async () => {
    const all = await t.client().get<PostSummary[]>('/api/focus/postList');
    expect(all.body.data.map((post) => post.title)).toEqual(['春节发货通知', '集采新政解读']);
    const news = await t.client().get<PostSummary[]>('/api/focus/postList?category_id=2&limit=5');
    expect(news.body.data).toEqual([
      {
        id: ids.news,
        title: '集采新政解读',
        category_id: 6,
        category_name: '政策解读',
        created_at: '2026-11-02T00:00:00.000Z',
      },
    ]);
  });
});

describe('refusals', () => {
  it('answers 422 to bad ids, pages and categories, writing nothing', async () => {
    await watch.mark();
    const cases: [string, string][] = [
      ['/api/focus/kxzq_ad?ids=1,x', '广告编号格式不正确'],
      ['/api/focus/kxzq_ad?ids=0', '广告编号格式不正确'],
      ['/api/focus/kxzq_ad?ids=99999999999', '广告编号格式不正确'],
      [`/api/focus/kxzq_ad?ids=${Array.from({ length: 21 }, (_, i) => i + 1).join(',')}`, '最多查询20个广告'],
      ['/api/index_wntj/0', '页码须大于0'],
      ['/api/index_wntj/abc', '页码格式不正确'],
      ['/api/index_wntj/1?page_size=41', '每页数量不能超过40'],
      ['/api/focus/postList?limit=51', '条数须为1至50'],
      ['/api/focus/postList?category_id=99', '文章分类不存在'],
    ];
    for (const [path, message] of cases) {
      const answer = await t.client().get(path);
      expect([path, answer.status, Object.values(answer.body.errors ?? {}).flat()]).toEqual([
        path,
        422,
        [message],
      ]);
    }
    expect(await watch.changedTables()).toEqual([]);
  });

  it('refuses a pick of a goods that does not exist or a slot that does not, writing nothing', async () => {
    await watch.mark();
    const missing = await operator.post('/api/admin/content/goods-picks', {
      slot: 'wntj',
      goods_id: 2_000_000,
    });
    expect([missing.status, missing.body.errors?.goods_id]).toEqual([422, ['编号2000000的商品不存在']]);
    const slot = await operator.post('/api/admin/content/goods-picks', { slot: 'home', goods_id: ids.pill });
    expect([slot.status, slot.body.errors?.slot]).toEqual([422, ['推荐位不正确']]);
    const banner = await operator.post('/api/admin/content/banners', {
      banner_id: 9,
      title: '无此广告位',
      image: '/files/x.png',
    });
    expect([banner.status, banner.body.errors?.banner_id]).toEqual([422, ['广告位不正确']]);
    expect(await watch.changedTables()).toEqual([]);
  });
});
