import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article, Banner, CommonConfig, HelpCategory, Link } from '@yaocai/domain/contracts/content';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { insertBrand, insertCategory } from '../../testing/catalog-factories.ts';
import {
  articleCategories,
  articles,
  banners,
  hotSearches,
  links,
  navItems,
  notices,
  TOP_AD_BANNER_ID,
} from './content.tables.ts';

let t: TestApp;
let articleId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const db = t.db;
  const cold = await insertCategory(db, 'general', '感冒用药');
  await insertCategory(db, 'general', '颗粒剂', cold);
  await insertCategory(db, 'zy', '补虚药');
  await insertBrand(db, '康宁');
  await db.insert(hotSearches).values([
    { name: '感冒灵', url: '/search?keyword=感冒灵', sort: 1 },
    { name: '口罩', url: '/search?keyword=口罩', sort: 2 },
  ]);
  const [nav] = await db.insert(navItems).values({ name: '中药饮片', url: '/zyyp' }).returning();
  await db
    .insert(navItems)
    .values({ name: '补虚药', url: '/zyyp?select=3', parentId: nav!.id, ids: '3', idss: '' });
  await db.insert(notices).values([
    { content: '<p>旧通知</p>', createdAt: new Date('2026-01-01') },
    {
      content:
        '<p onclick="steal()">春节发货通知<script>alert(1)</script><a href="javascript:alert(1)">详情</a></p>',
    },
  ]);
  await db.insert(banners).values([
    { bannerId: 121, title: '第二', image: '/b2.png', url: '/list', sort: 2 },
    { bannerId: 121, title: '第一', image: '/b1.png', url: '/promotion', sort: 1 },
    { bannerId: 121, title: '已下线', image: '/b0.png', isShow: false },
    { bannerId: TOP_AD_BANNER_ID, title: '顶部广告', image: '/top.png', url: '/lq' },
  ]);
  await db.insert(articleCategories).values([
    { id: 1, name: '商城公告' },
    { id: 2, name: '行业资讯' },
    { id: 3, name: '帮助中心' },
  ]);
  const [guide] = await db
    .insert(articleCategories)
    .values({ name: '新手指南', parentId: 3, id: 4 })
    .returning();
  await db.insert(articleCategories).values({ name: '支付方式', parentId: 3, id: 5, sort: 1 });
  const [article] = await db
    .insert(articles)
    .values({
      categoryId: guide!.id,
      title: '会员注册流程',
      content: '<h3>注册</h3><img src="x" onerror="alert(1)"><iframe src="//evil"></iframe>',
    })
    .returning();
  articleId = article!.id;
  await db.insert(links).values([{ name: '国家药监局', url: 'https://www.nmpa.gov.cn', sort: 1 }]);
});
afterAll(() => t.close());

describe('the page shell content', () => {
  it('gives hot searches, nav, the four category menus, brands, server time and the notice', async () => {
    const common = (await t.client().get<CommonConfig>('/api/focus/common')).body.data;
    expect(common.rnss).toEqual([
      { name: '感冒灵', url: '/search?keyword=感冒灵' },
      { name: '口罩', url: '/search?keyword=口罩' },
    ]);
    expect(common.nav).toEqual([
      expect.objectContaining({
        name: '中药饮片',
        url: '/zyyp',
        children: [expect.objectContaining({ name: '补虚药', ids: '3' })],
      }),
    ]);
    expect(common.category).toEqual([
      expect.objectContaining({
        name: '感冒用药',
        children: [expect.objectContaining({ name: '颗粒剂', children: [] })],
      }),
    ]);
    expect(common.category_zy.map((c) => c.name)).toEqual(['补虚药']);
    expect(common.category_yx).toEqual([]);
    expect(common.brand.map((b) => b.name)).toEqual(['康宁']);
    expect(String(common.timestamp)).toHaveLength(10);
    expect(Math.abs(common.timestamp - Date.now() / 1000)).toBeLessThan(5);
  });

  it('sanitises the newest notice: no scripts, handlers or javascript: links', async () => {
    const { notice } = (await t.client().get<CommonConfig>('/api/focus/common')).body.data;
    expect(notice).toContain('春节发货通知');
    expect(notice).not.toMatch(/script|onclick|javascript:|alert/);
  });

  it('gives the home banners in order and the top ad', async () => {
    const shown = (await t.client().get<Banner[]>('/api/focus/demo?banner_id=121')).body.data;
    expect(shown.map((banner) => banner.title)).toEqual(['第一', '第二']);
    expect((await t.client().get('/api/focus/top')).body.data).toEqual({ url: '/lq', image: '/top.png' });
    const bad = await t.client().get('/api/focus/demo?banner_id=x');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ banner_id: ['广告位格式不正确'] });
  });
});

describe('help articles and links', () => {
  it('lists the help categories of category 3 with their articles', async () => {
    const help = (await t.client().get<HelpCategory[]>('/api/article/category?category_id=3')).body.data;
    expect(help).toEqual([
      { id: 4, name: '新手指南', children: [{ id: articleId, name: '会员注册流程' }] },
      { id: 5, name: '支付方式', children: [] },
    ]);
  });

  it('refuses an unknown or malformed category', async () => {
    const unknown = await t.client().get('/api/article/category?category_id=999');
    expect(unknown.body).toMatchObject({ code: 422, errors: { category_id: ['文章分类不存在'] } });
    const malformed = await t.client().get('/api/article/category?category_id=abc');
    expect(malformed.status).toBe(422);
  });

  it('gives an article with sanitised HTML, and 404 for an unknown one', async () => {
    const article = (await t.client().get<Article>(`/api/article/detail/${articleId}`)).body.data;
    expect(article).toMatchObject({ title: '会员注册流程', category_name: '新手指南' });
    expect(article.content).toContain('<h3>注册</h3>');
    expect(article.content).not.toMatch(/onerror|iframe|alert/);
    expect((await t.client().get('/api/article/detail/999')).status).toBe(404);
    expect((await t.client().get('/api/article/detail/x')).status).toBe(422);
  });

  it('lists the links', async () => {
    const shown = (await t.client().get<Link[]>('/api/global/links')).body.data;
    expect(shown).toEqual([{ id: expect.any(Number), name: '国家药监局', url: 'https://www.nmpa.gov.cn' }]);
  });
});

describe('placeholder pictures', () => {
  it('draws the goods name, escaped, as a cacheable SVG', async () => {
    const response = await t.app.inject({
      url: `/images/placeholder/goods.svg?${new URLSearchParams({ kind: 'patent', name: '感冒灵<script>颗粒' })}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.body).toContain('感冒灵&#60;script&#62;颗粒');
    expect(response.body).not.toContain('<script>');
  });

  it('refuses an unknown kind', async () => {
    const response = await t.app.inject({ url: '/images/placeholder/goods.svg?kind=x&name=a' });
    expect(response.statusCode).toBe(422);
  });

  it('draws a banner with its subtitle, and the thin advertisement strip without', async () => {
    const colours = { from: '#b91c1c', to: '#f97316' };
    const banner = await t.app.inject({
      url: `/images/placeholder/banner.svg?${new URLSearchParams({ title: '满减<b>', subtitle: '全场', ...colours })}`,
    });
    expect(banner.statusCode).toBe(200);
    expect(banner.headers['cache-control']).toContain('immutable');
    expect(banner.headers['content-security-policy']).toContain("default-src 'none'");
    expect(banner.body).toContain("viewBox='0 0 1200 400'");
    expect(banner.body).toContain('满减&#60;b&#62;');
    const strip = await t.app.inject({
      url: `/images/placeholder/banner.svg?${new URLSearchParams({ title: '满减', ...colours })}`,
    });
    expect(strip.body).toContain("viewBox='0 0 1200 80'");
  });

  it('refuses a banner without a title or with a title too long, in the wire format', async () => {
    for (const query of <Record<string, string>[]>[
      { from: '#b91c1c', to: '#f97316' },
      { title: '药'.repeat(31), from: '#b91c1c', to: '#f97316' },
    ]) {
      const refused = await t.app.inject({
        url: `/images/placeholder/banner.svg?${new URLSearchParams(query)}`,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        code: expect.any(Number),
        msg: expect.stringContaining('标题'),
      });
    }
  });

  it('draws an icon, and refuses a colour that is not #RRGGBB', async () => {
    const icon = await t.app.inject({ url: '/images/placeholder/icon.svg?text=%E7%83%AD&color=%23d9363e' });
    expect(icon.statusCode).toBe(200);
    expect(icon.body).toContain("fill='#d9363e'");
    for (const color of ['red', "#fff' onload='x", '#12345g']) {
      const refused = await t.app.inject({
        url: `/images/placeholder/icon.svg?${new URLSearchParams({ text: '热', color })}`,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        code: expect.any(Number),
        msg: expect.stringContaining('颜色'),
      });
    }
  });
});
