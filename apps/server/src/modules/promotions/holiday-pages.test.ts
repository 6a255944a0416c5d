import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HolidayPage } from '@yaocai/domain/contracts/activity-holiday-page';
import type { ActivityBodyInput } from '@yaocai/domain/contracts/admin-activities';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { publishActivity } from '../../testing/activities.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../../testing/catalog-factories.ts';
import { signInBuyer } from '../../testing/sign-in.ts';
import { signInOperator } from '../../testing/sign-in-operator.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { WriteWatch } from '../../testing/write-watch.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let t: TestApp;
let watch: WriteWatch;
let operator: TestClient;
const ids = {} as Record<'tonic' | 'cold' | 'offSale' | 'campaign' | 'flash', number>;

const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const published = (body: ActivityBodyInput) => publishActivity(operator, body);

beforeAll(async () => {
  t = await buildTestApp();
  watch = new WriteWatch(t.db);
  ({ client: operator } = await signInOperator(t, ['promotions.read', 'promotions.write']));
  const maker = await insertManufacturer(t.db, '北京同仁堂股份有限公司');
  const east = await insertWarehouse(t.db, '华东仓');
  const base = { manufacturerId: maker, basePriceFen: 2_000, stock: { [east]: 5_000 } };
  ids.tonic = await insertGoods(t.db, { ...base, name: '补中益气丸' });
  ids.cold = await insertGoods(t.db, { ...base, name: '感冒清热颗粒' });
  ids.offSale = await insertGoods(t.db, { ...base, name: '已下架的丸剂', onSale: false });
  ids.campaign = (
    await published({
      kind: 'coupon_campaign',
      name: '双十二满300减30',
      starts_at: at(-MINUTE),
      ends_at: at(HOUR),
      definition: {
        coupon_kind: 'amount',
        value: 3_000,
        threshold_fen: 30_000,
        total_units: 50,
        per_buyer_limit: 1,
      },
    })
  ).id;
  ids.flash = (
    await published({
      kind: 'flash_sale',
      name: '不是优惠券',
      starts_at: at(-MINUTE),
      ends_at: at(HOUR),
      definition: { lines: [{ goods_id: ids.cold, price_fen: 1_000, units: 10, limit_per_buyer: 1 }] },
    })
  ).id;
});
afterAll(() => t.close());

const pageBody = (definition: object = {}, overrides: Partial<ActivityBodyInput> = {}): ActivityBodyInput =>
  ({
    kind: 'holiday_page',
    name: '双十二年终采购节',
    starts_at: at(-MINUTE),
    ends_at: at(HOUR),
    definition: {
      slug: 's12',
      blocks: [
        { type: 'banner', image: '/uploads/s12.png', link: '*/lq' },
        { type: 'goods', title: '爆款直降', goods_ids: [ids.cold, ids.tonic] },
        { type: 'coupons', title: '领券更优惠', campaign_ids: [ids.campaign] },
        {
          type: 'rules',
          title: '活动规则',
          content: '1. 每人限领一张<script>alert(1)</script>\n2. <b>以页面为准</b>',
        },
      ],
      ...definition,
    },
    ...overrides,
  }) as ActivityBodyInput;

const read = (client: TestClient, path: string) => client.get<HolidayPage>(path);

type Block = HolidayPage['blocks'][number];
/** The page's first block of a type. */
function blockOf<T extends Block['type']>(page: HolidayPage, type: T): Extract<Block, { type: T }> {
  const found = page.blocks.find((block) => block.type === type);
  if (!found) throw new Error(`no ${type} block`);
  return found as Extract<Block, { type: T }>;
}

describe('a 专题页 in its window', () => {
  it('answers the running page’s blocks in order, goods priced as lists are, rules sanitised', async () => {
    const page = await published(pageBody());
    expect(page).toMatchObject({ kind: 'holiday_page', kind_label: '专题页', state: 'running', total: 4 });
    expect(page.goods.map((goods) => goods.name).sort()).toEqual(['感冒清热颗粒', '补中益气丸'].sort());

    const visitor = await read(t.client(), '/api/activity/page/s12');
    expect(visitor.status).toBe(200);
    const { data } = visitor.body;
    expect(data).toMatchObject({ state: 'running', name: '双十二年终采购节' });
    expect(data.blocks.map((block) => block.type)).toEqual(['banner', 'goods', 'coupons', 'rules']);
    expect(data.blocks[0]).toEqual({ type: 'banner', image: '/uploads/s12.png', link: '*/lq' });
    const { goods } = blockOf(data, 'goods');
    expect(goods.map((card) => card.name)).toEqual(['感冒清热颗粒', '补中益气丸']);
    expect(goods.every((card) => card.base_price === null && card.price_tip === '登录可见')).toBe(true);
    const { coupons } = blockOf(data, 'coupons');
    expect(coupons.map((coupon) => [coupon.name, coupon.left])).toEqual([['双十二满300减30', 50]]);
    const rules = blockOf(data, 'rules').html;
    expect(rules).not.toContain('script');
    expect(rules).toContain('<b>以页面为准</b>');

    const { client } = await signInBuyer(t);
    const signedIn = await read(client, '/api/activity/page/s12');
    const priced = blockOf(signedIn.body.data, 'goods').goods.map((card) => card.base_price);
    expect(priced).toEqual(['20.00', '20.00']);

    // The coupon is claimed through /lq's call; the page counts it down.
    const claim = await client.post('/api/user/coupon/claim', { coupon_id: coupons[0]!.id });
    expect(claim.body.msg).toBe('领取成功');
    const after = blockOf((await read(client, '/api/activity/page/s12')).body.data, 'coupons');
    expect(after.coupons[0]!.left).toBe(49);

    // A stop hides it at once: 活动已结束, no blocks.
    const stopped = await operator.post(`/api/admin/activities/${page.id}/stop`, { reason: '活动调整' });
    expect(stopped.status).toBe(200);
    const ended = await read(t.client(), '/api/activity/page/s12');
    expect(ended.body.data).toMatchObject({ state: 'ended', name: '双十二年终采购节', blocks: [] });
  });

  it('shows nothing of a draft, 未开始 before the window, and a /jz word’s own page', async () => {
    expect((await read(t.client(), '/api/activity/page/lyjm')).body.data).toEqual({
      state: 'none',
      name: null,
      starts_at: null,
      ends_at: null,
      blocks: [],
    });
    const draft = await operator.post('/api/admin/activities', pageBody({ slug: 'lyjm' }));
    expect(draft.status).toBe(200);
    expect((await read(t.client(), '/api/activity/page/lyjm')).body.data.state).toBe('none');

    const starts = at(2 * HOUR);
    await published(
      pageBody({ slug: 'lyjm' }, { name: '下月活动', starts_at: starts, ends_at: at(3 * HOUR) }),
    );
    expect((await read(t.client(), '/api/activity/page/lyjm')).body.data).toMatchObject({
      state: 'scheduled',
      name: '下月活动',
      starts_at: starts,
      blocks: [],
    });

    await published(pageBody({ slug: 'jz' }, { name: '圣诞狂欢' }));
    await published(pageBody({ slug: 'jz', word: 'snow' }, { name: '雪季专场' }));
    const named = async (query: string) =>
      (await read(t.client(), `/api/activity/page/jz${query}`)).body.data.name;
    expect(await named('')).toBe('圣诞狂欢');
    expect(await named('?word=snow')).toBe('雪季专场');
    expect(await named('?word=other')).toBe('圣诞狂欢');
  });

  it('leaves out goods that are off sale', async () => {
    await published(
      pageBody(
        {
          slug: 'jz',
          word: 'gift',
          blocks: [{ type: 'goods', title: '礼品', goods_ids: [ids.offSale, ids.tonic] }],
        },
        { name: '礼品页' },
      ),
    );
    const page = (await read(t.client(), '/api/activity/page/jz?word=gift')).body.data;
    expect(blockOf(page, 'goods').goods.map((card) => card.name)).toEqual(['补中益气丸']);
  });
});

describe('refusals', () => {
  it('answers 422 with the field at fault and writes nothing', async () => {
    const blocks = (block: object) => ({ blocks: [block] });
    const cases: [ActivityBodyInput | object, string, string][] = [
      [pageBody({ slug: 'xmas' }), 'definition.slug', '页面不正确'],
      [pageBody({ blocks: [] }), 'definition.blocks', '至少添加1个区块'],
      [pageBody(blocks({ type: 'video' })), 'definition.blocks.0.type', '区块类型不正确'],
      [
        pageBody(blocks({ type: 'banner', image: 'javascript:alert(1)' })),
        'definition.blocks.0.image',
        '横幅图片须为以http(s)://、/或data:image/开头的地址',
      ],
      [
        pageBody(blocks({ type: 'goods', title: '商品', goods_ids: [ids.tonic, 1_999_999] })),
        'definition.blocks.0.goods_ids.1',
        '商品区中编号1999999的商品不存在',
      ],
      [
        pageBody(blocks({ type: 'goods', title: '商品', goods_ids: [ids.tonic, ids.tonic] })),
        'definition.blocks.0.goods_ids',
        '同一商品只能选择一次',
      ],
      [
        pageBody(blocks({ type: 'coupons', title: '券', campaign_ids: [ids.flash] })),
        'definition.blocks.0.campaign_ids.0',
        `优惠券区中编号${ids.flash}的优惠券活动不存在`,
      ],
      [
        pageBody(blocks({ type: 'rules', title: '规则', content: ' ' })),
        'definition.blocks.0.content',
        '请填写活动规则',
      ],
      [pageBody({ word: 'snow' }), 'definition.word', '只有圣诞狂欢页可以设置页面关键词'],
      [
        pageBody({ slug: 'jz', word: 'a b' }),
        'definition.word',
        '页面关键词只能包含字母、数字、下划线和短横线',
      ],
    ];
    for (const [body, field, message] of cases) {
      await watch.mark();
      const answer = await operator.post('/api/admin/activities', body);
      expect([field, answer.status, answer.body.errors?.[field]]).toEqual([field, 422, [message]]);
      expect(await watch.changedTables()).toEqual([]);
    }
    const bad = await t.client().get('/api/activity/page/xmas');
    expect([bad.status, bad.body.errors?.slug]).toEqual([422, ['页面不正确']]);
  });
});
