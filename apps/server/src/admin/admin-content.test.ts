import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminArticle,
  AdminArticleCategory,
  AdminArticleList,
  AdminBanner,
  AdminNavItem,
  AdminNotice,
  AdminShopSettings,
} from '@yaocai/domain/contracts/admin-content';
import type { StoredImageWire } from '@yaocai/domain/contracts/admin-files';
import type { Article, Banner, CommonConfig } from '@yaocai/domain/contracts/content';
import type { ContractState } from '@yaocai/domain/contracts/contract';
import { DEFAULT_REQUIRED_LICENCES } from '@yaocai/domain/contracts/licence-requirements';
import type { UserState } from '@yaocai/domain/contracts/user';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { signInBuyer } from '../testing/sign-in.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { articleCategories } from '../modules/content/content.tables.ts';
import { getShopSettings } from '../modules/content/settings.service.ts';
import { auditLog } from '../modules/operators/operators.tables.ts';

let t: TestApp;
let watch: WriteWatch;
let operator: TestClient;
let helpRoot: number;

beforeAll(async () => {
  t = await buildTestApp({ SETTINGS_CACHE_MS: '60000', USER_STATE_CACHE_MS: '0' });
  watch = new WriteWatch(t.db);
  ({ client: operator } = await signInOperator(t, ['content.write', 'goods.write']));
  const [root] = await t.db.insert(articleCategories).values({ name: '帮助中心' }).returning();
  helpRoot = root!.id;
});
afterAll(() => t.close());

async function writesOf(request: () => Promise<unknown>): Promise<string[]> {
  await watch.mark();
  await request();
  return watch.changedTables();
}

const settings: AdminShopSettings = {
  site: { site_title: '杏林医药采购平台' },
  common_config: { hot_line: '400-800-1234', qq1: '800012345', qq2: '' },
  quality_inspection: { quality_inspection_url: '/help/xrzn/hyzc?id=1', msg: '质检报告随货同行' },
  shipping: { free_from_fen: 50_000, freight_fen: 1_000 },
  seller: {
    company_name: '浙江杏林医药有限公司',
    tax_no: '91330100MA2A00001X',
    address: '杭州市滨江区江南大道 1 号',
    phone: '0571-88886666',
    bank_name: '中国工商银行杭州分行',
    bank_account: '1202 0012 3456 7890',
    licence_no: '浙AA5710001',
  },
  features: { is_after_sale: true, is_can_chat: true },
  points: { per_yuan: 2 },
  shelf_life: { min_months: 12 },
  required_licences: { ...DEFAULT_REQUIRED_LICENCES, clinic: ['medical_institution', 'drug_trading'] },
};

describe('site settings', () => {
  it('starts from the configured title and empty seller, and saves what the shop then shows', async () => {
    const before = await operator.get<AdminShopSettings>('/api/admin/settings');
    expect(before.body.data.site.site_title).toBe(t.config.siteTitle);
    expect(before.body.data.shelf_life).toEqual({ min_months: 6 });
    expect(before.body.data.seller.company_name).toBe('');

    const { client: buyer } = await signInBuyer(t);
    await buyer.get('/api/user/base');
    const saved = await operator.put<AdminShopSettings>('/api/admin/settings', settings);
    expect([saved.status, saved.body.msg]).toEqual([200, '设置已保存']);
    expect(saved.body.data).toEqual(settings);

    const site = await t.client().get<{ site_title: string }>('/api/global/site');
    expect(site.body.data.site_title).toBe('杏林医药采购平台');
    const state = await buyer.get<UserState>('/api/user/base');
    expect(state.body.data.common_config.hot_line).toBe('400-800-1234');
    expect(state.body.data.is_AfterSale).toBe(1);
    expect(state.body.data.is_can_chat).toBe(1);
    const contract = await buyer.get<ContractState>('/api/contract');
    expect(contract.body.data.content).toContain('乙方（供货方）：浙江杏林医药有限公司');
    expect(contract.body.data.content).toContain('乙方地址：杭州市滨江区江南大道 1 号');

    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'));
    expect(audit?.after).toMatchObject({ site: { site_title: '杏林医药采购平台' } });

    // Without the switches, they stay as they are; a switch not sent is not touched.
    const { features: _features, ...withoutSwitches } = settings;
    const kept = await operator.put<AdminShopSettings>('/api/admin/settings', withoutSwitches);
    expect(kept.body.data.features).toEqual({ is_after_sale: true, is_can_chat: true });
    const off = await operator.put<AdminShopSettings>('/api/admin/settings', {
      ...settings,
      features: { is_after_sale: false },
    });
    expect(off.body.data.features).toEqual({ is_after_sale: false, is_can_chat: true });
    expect((await getShopSettings(t.db)).features.is_show_youx).toBe(true);
    expect((await getShopSettings(t.db)).shelf_life).toEqual({ min_months: 12 });
  });

  it.each([
    ['an empty title', { site: { site_title: ' ' } }, 'site.site_title', '请填写网站名称'],
    [
      'a QQ with letters',
      { common_config: { ...settings.common_config, qq1: '12ab' } },
      'common_config.qq1',
      '客服QQ 1格式不正确',
    ],
    [
      'a lower-case tax number',
      { seller: { ...settings.seller, tax_no: '91330100ma2a00001x' } },
      'seller.tax_no',
      '纳税人识别号为15到20位数字或大写字母',
    ],
    [
      'a negative freight',
      { shipping: { ...settings.shipping, freight_fen: -1 } },
      'shipping.freight_fen',
      '运费须为 0 到 10000 元',
    ],
    [
      'a points rate over 100',
      { points: { per_yuan: 101 } },
      'points.per_yuan',
      '每元积分须为 0 到 100 的整数',
    ],
    [
      'a minimum shelf life over three years',
      { shelf_life: { min_months: 37 } },
      'shelf_life.min_months',
      '最短剩余效期须为 0 到 36 的整数（月）',
    ],
    [
      'a script link',
      { quality_inspection: { quality_inspection_url: 'javascript:alert(1)', msg: '' } },
      'quality_inspection.quality_inspection_url',
      '质检报告链接须以 / 或 http(s):// 开头',
    ],
    [
      'a licence type that does not exist',
      { required_licences: { ...settings.required_licences, chain: ['gsp', 'fake'] } },
      'required_licences.chain.1',
      '连锁药店的证照类型不正确',
    ],
    [
      'a licence required twice',
      { required_licences: { ...settings.required_licences, clinic: ['gsp', 'gsp'] } },
      'required_licences.clinic',
      '诊所的必备证照不能重复',
    ],
  ])('refuses %s and writes nothing', async (_, change, field, message) => {
    const written = await writesOf(async () => {
      const answer = await operator.put('/api/admin/settings', { ...settings, ...change });
      expect([answer.status, answer.body.errors]).toEqual([422, { [field]: [message] }]);
    });
    expect(written).toEqual([]);
  });
});

describe('banners, notices, hot searches, links and the nav', () => {
  it('adds, hides and deletes a carousel banner, as the home page shows it', async () => {
    const shown = () => t.client().get<Banner[]>('/api/focus/demo?banner_id=121');
    const created = await operator.post<AdminBanner>('/api/admin/content/banners', {
      banner_id: 121,
      title: '冬季备货',
      image: '/files/winter.webp',
      url: '/list?keyword=感冒',
      sort: 1,
    });
    expect([created.status, created.body.msg]).toEqual([200, '广告已添加']);
    const id = created.body.data.id;
    expect((await shown()).body.data.map((b) => b.title)).toEqual(['冬季备货']);

    await operator.put(`/api/admin/content/banners/${id}`, { ...created.body.data, is_show: 0 });
    expect((await shown()).body.data).toEqual([]);
    const slot = await operator.get<AdminBanner[]>('/api/admin/content/banners?banner_id=121');
    expect(slot.body.data.map((b) => [b.title, b.is_show])).toEqual([['冬季备货', false]]);

    const deleted = await operator.delete(`/api/admin/content/banners/${id}`);
    expect([deleted.status, deleted.body.msg]).toEqual([200, '广告已删除']);
    expect((await operator.get<AdminBanner[]>('/api/admin/content/banners')).body.data).toEqual([]);
    const again = await operator.delete(`/api/admin/content/banners/${id}`);
    expect([again.status, again.body.msg]).toEqual([404, '广告不存在']);
  });

  it('keeps a banner whose picture is image data, as the demo shop’s are', async () => {
    const image = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'%3E%3C/svg%3E";
    const created = await operator.post<AdminBanner>('/api/admin/content/banners', {
      banner_id: 1,
      title: '顶部',
      image,
    });
    expect([created.status, created.body.data.image]).toEqual([200, image]);
    await operator.delete(`/api/admin/content/banners/${created.body.data.id}`);
  });

  it.each([
    [{ banner_id: 9, title: 'x', image: '/a.png' }, 'banner_id', '广告位不正确'],
    [
      { banner_id: 121, title: 'x', image: 'javascript:alert(1)' },
      'image',
      '图片须上传，或以 / 或 http(s):// 开头',
    ],
    [
      { banner_id: 121, title: 'x', image: '//evil.example/a.png' },
      'image',
      '图片须上传，或以 / 或 http(s):// 开头',
    ],
    [
      { banner_id: 121, title: 'x', image: 'data:text/html,<script>alert(1)</script>' },
      'image',
      '图片须上传，或以 / 或 http(s):// 开头',
    ],
    [{ banner_id: 121, title: 'x' }, 'image', '请填写图片'],
    [{ banner_id: 121, title: 'x\u0000', image: '/a.png' }, 'title', '标题不能包含控制字符'],
    [{ banner_id: 121, title: 'x', image: '/a.png', sort: 1e20 }, 'sort', '排序须为 -9999 到 9999 的整数'],
  ])('refuses the banner %j and writes nothing', async (body, field, message) => {
    const written = await writesOf(async () => {
      const answer = await operator.post('/api/admin/content/banners', body);
      expect([answer.status, answer.body.errors?.[field]]).toEqual([422, [message]]);
    });
    expect(written).toEqual([]);
  });

  it('sanitises a notice when it is saved, and the shop shows the newest active one', async () => {
    const created = await operator.post<AdminNotice>('/api/admin/content/notices', {
      content: '<p onclick="steal()">元旦发货安排<script>alert(1)</script></p>',
    });
    expect(created.body.data.content).toBe('<p>元旦发货安排</p>');
    const common = await t.client().get<CommonConfig>('/api/focus/common');
    expect(common.body.data.notice).toBe('<p>元旦发货安排</p>');
    await operator.put(`/api/admin/content/notices/${created.body.data.id}`, {
      content: created.body.data.content,
      is_active: false,
    });
    expect((await t.client().get<CommonConfig>('/api/focus/common')).body.data.notice).toBeNull();
  });

  it('keeps the nav two levels deep and refuses to delete an item with children', async () => {
    const top = await operator.post<AdminNavItem>('/api/admin/content/nav', {
      name: '中药饮片',
      url: '/zyyp',
    });
    const child = await operator.post<AdminNavItem>('/api/admin/content/nav', {
      name: '补虚药',
      url: '/zyyp?select=3',
      parent_id: top.body.data.id,
    });
    const deeper = await operator.post('/api/admin/content/nav', {
      name: '人参',
      url: '/zyyp?select=4',
      parent_id: child.body.data.id,
    });
    expect([deeper.status, deeper.body.errors]).toEqual([422, { parent_id: ['上级导航只能是一级'] }]);
    const missing = await operator.post('/api/admin/content/nav', {
      name: 'x',
      url: '/x',
      parent_id: 99_999,
    });
    expect(missing.body.errors).toEqual({ parent_id: ['上级导航不存在'] });

    const refused = await operator.delete(`/api/admin/content/nav/${top.body.data.id}`);
    expect([refused.status, refused.body.msg]).toEqual([400, '请先删除其下的子导航']);
    const nav = await t.client().get<CommonConfig>('/api/focus/common');
    expect(nav.body.data.nav.map((item) => [item.name, item.children.map((c) => c.name)])).toEqual([
      ['中药饮片', ['补虚药']],
    ]);
  });

  it('lists hot searches and links in their sort order', async () => {
    await operator.post('/api/admin/content/hot-searches', {
      name: '口罩',
      url: '/search?keyword=口罩',
      sort: 2,
    });
    await operator.post('/api/admin/content/hot-searches', {
      name: '感冒灵',
      url: '/search?keyword=感冒灵',
      sort: 1,
    });
    const common = await t.client().get<CommonConfig>('/api/focus/common');
    expect(common.body.data.rnss.map((item) => item.name)).toEqual(['感冒灵', '口罩']);
    const link = await operator.post('/api/admin/content/links', {
      name: '国家药监局',
      url: 'https://www.nmpa.gov.cn',
    });
    expect(link.status).toBe(200);
    const links = await t.client().get<{ name: string }[]>('/api/global/links');
    expect(links.body.data.map((item) => item.name)).toEqual(['国家药监局']);
  });
});

describe('help articles', () => {
  let categoryId: number;

  it('publishes a sanitised article under a help category, shown on the help page', async () => {
    const category = await operator.post<AdminArticleCategory>('/api/admin/content/article-categories', {
      name: '新手指南',
      parent_id: helpRoot,
    });
    categoryId = category.body.data.id;
    const created = await operator.post<AdminArticle>('/api/admin/content/articles', {
      category_id: categoryId,
      title: '如何注册',
      content:
        '<h2>注册</h2><p>填写手机号<img src="x" onerror="steal()"></p><iframe src="https://evil.example"></iframe>',
    });
    expect([created.status, created.body.msg]).toEqual([200, '文章已发布']);
    expect(created.body.data.content).toBe('<h2>注册</h2><p>填写手机号<img src="x" /></p>');

    const shown = await t.client().get<Article>(`/api/article/detail/${created.body.data.id}`);
    expect(shown.body.data).toMatchObject({ title: '如何注册', category_name: '新手指南' });
    const menu = await t
      .client()
      .get<{ name: string; children: { name: string }[] }[]>(`/api/article/category?category_id=${helpRoot}`);
    expect(menu.body.data).toEqual([
      { id: categoryId, name: '新手指南', children: [{ id: created.body.data.id, name: '如何注册' }] },
    ]);

    const listed = await operator.get<AdminArticleList>(`/api/admin/content/articles?keywords=注册`);
    expect(listed.body.data).toMatchObject({
      total: 1,
      list: [{ title: '如何注册', category_name: '新手指南' }],
    });
    const categories = await operator.get<AdminArticleCategory[]>('/api/admin/content/article-categories');
    expect(categories.body.data.find((c) => c.id === categoryId)?.articles).toBe(1);
  });

  it('refuses an article in a top-level category, and deleting a category that holds articles', async () => {
    const top = await operator.post('/api/admin/content/articles', {
      category_id: helpRoot,
      title: '放错位置',
      content: '<p>x</p>',
    });
    expect(top.body.errors).toEqual({ category_id: ['文章须放在二级分类下'] });
    const refused = await operator.delete(`/api/admin/content/article-categories/${categoryId}`);
    expect([refused.status, refused.body.msg]).toEqual([400, '该分类下还有 1 篇文章，请先删除或移走']);
    const [left] = await t.db
      .select({ n: count() })
      .from(articleCategories)
      .where(eq(articleCategories.id, categoryId));
    expect(left?.n).toBe(1);
  });
});

describe('picture uploads', () => {
  const png = () =>
    sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#1677ff' } })
      .png()
      .toBuffer();

  it('re-encodes a picture to WebP within its purpose’s box, stored under its hash', async () => {
    const uploaded = await operator.upload<StoredImageWire>('/api/admin/images?purpose=banner', {
      name: 'banner.png',
      content: await png(),
      type: 'image/png',
    });
    expect([uploaded.status, uploaded.body.msg]).toEqual([200, '广告图片已上传']);
    expect(uploaded.body.data).toMatchObject({ width: 1920, height: 640 });
    expect(uploaded.body.data.url).toMatch(/^\/files\/[0-9a-f]{40}\.webp$/);

    const file = await t.app.inject({ method: 'GET', url: uploaded.body.data.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 1920]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/files/0000000000000000000000000000000000000000.webp' }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/files/..%2f..%2fpackage.json' })).statusCode).toBe(
      404,
    );
  });

  it.each([
    ['text named .png', Buffer.from('not a picture at all'), '请上传 JPG、PNG、WebP 或 GIF 图片'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      '请上传 JPG、PNG、WebP 或 GIF 图片',
    ],
    ['more than 8 MB', Buffer.alloc(8 * 1024 * 1024 + 1, 1), '图片不能超过 8 MB'],
    ['nothing', Buffer.alloc(0), '请上传图片'],
  ])('refuses %s', async (_, content, message) => {
    const answer = await operator.upload('/api/admin/images?purpose=goods', {
      name: 'a.png',
      content,
      type: 'image/png',
    });
    expect([answer.status, answer.body.errors]).toEqual([422, { file: [message] }]);
  });

  it('lets an operator upload only pictures for what their role may edit', async () => {
    const licence = await operator.upload('/api/admin/images?purpose=licence', {
      name: 'a.png',
      content: await png(),
    });
    expect([licence.status, licence.body.msg]).toEqual([403, '您没有此操作的权限']);
    const unknown = await operator.upload('/api/admin/images?purpose=avatar', {
      name: 'a.png',
      content: await png(),
    });
    expect([unknown.status, unknown.body.errors]).toEqual([422, { purpose: ['图片用途不正确'] }]);
  });
});
