import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPreview } from '@yaocai/domain/contracts/activity-preview-responses';
import type { ActivityBodyInput } from '@yaocai/domain/contracts/admin-activities';
import { draftActivity, publishActivity } from '../testing/activities.ts';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import {
  insertBrand,
  insertGoods,
  insertManufacturer,
  insertWarehouse,
} from '../testing/catalog-factories.ts';
import { signInBuyer } from '../testing/sign-in.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let t: TestApp;
let operator: TestClient;
const ids = {} as Record<'tonic' | 'cold' | 'brand' | 'branded', number>;

beforeAll(async () => {
  t = await buildTestApp();
  ({ client: operator } = await signInOperator(t, ['promotions.read', 'promotions.write']));
  const maker = await insertManufacturer(t.db, '北京同仁堂股份有限公司');
  const east = await insertWarehouse(t.db, '华东仓');
  const base = { manufacturerId: maker, basePriceFen: 2_000, stock: { [east]: 5_000 } };
  ids.tonic = await insertGoods(t.db, { ...base, name: '补中益气丸', businessScope: '中成药' });
  ids.cold = await insertGoods(t.db, { ...base, name: '感冒清热颗粒', businessScope: '中药饮片' });
  ids.brand = await insertBrand(t.db, '同仁堂');
  ids.branded = await insertGoods(t.db, { ...base, name: '安宫牛黄丸', brandId: ids.brand });
});
afterAll(() => t.close());

const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const window = { starts_at: at(HOUR), ends_at: at(3 * HOUR) };

const preview = (client: TestClient, id: number) =>
  client.get<ActivityPreview>(`/api/admin/activities/${id}/preview`);

describe('an activity previewed as a buyer will see it', () => {
  it('shows a draft 秒杀 as /ms shows a session: every line priced, nothing sold', async () => {
    const draft = await draftActivity(operator, {
      kind: 'flash_sale',
      name: '下午场秒杀',
      ...window,
      definition: {
        lines: [
          { goods_id: ids.tonic, price_fen: 1_500, units: 100, limit_per_buyer: 5 },
          { goods_id: ids.cold, price_fen: 990, units: 30, limit_per_buyer: 2 },
        ],
      },
    } as ActivityBodyInput);
    const answer = await preview(operator, draft.id);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      kind: 'flash_sale',
      id: draft.id,
      name: '下午场秒杀',
      state: 'draft',
      state_label: '草稿',
      session: { id: draft.id, name: '下午场秒杀', ...window },
    });
    const session = (answer.body.data as Extract<ActivityPreview, { kind: 'flash_sale' }>).session;
    expect(session.goods).toEqual([
      expect.objectContaining({
        id: ids.tonic,
        name: '补中益气丸',
        price: '15.00',
        base_price: '20.00',
        price_tip: null,
        total_units: 100,
        units_left: 100,
        limit: 5,
      }),
      expect.objectContaining({ id: ids.cold, price: '9.90', price_tip: null, units_left: 30, limit: 2 }),
    ]);
    // Still a draft: the shop shows nothing of it.
    const shown = await t.client().get<{ sessions: unknown[] }>('/api/activity/spike_sessions');
    expect(shown.body.data.sessions).toEqual([]);
  });

  it('shows a 特价 zone as /tjzq shows its goods, tagged 特, and a coupon as /lq’s ticket', async () => {
    const zone = await draftActivity(operator, {
      kind: 'special_price',
      name: '周末特价',
      ...window,
      definition: { lines: [{ goods_id: ids.cold, price_fen: 1_200 }] },
    } as ActivityBodyInput);
    const special = (await preview(operator, zone.id)).body.data;
    expect(special).toMatchObject({
      kind: 'special_price',
      goods: [
        {
          id: ids.cold,
          activity_id: zone.id,
          price: '12.00',
          base_price: '20.00',
          tags: ['特'],
          ends_at: window.ends_at,
        },
      ],
    });

    const campaign = await publishActivity(operator, {
      kind: 'coupon_campaign',
      name: '预览满300减30',
      ...window,
      definition: {
        coupon_kind: 'amount',
        value: 3_000,
        threshold_fen: 30_000,
        total_units: 50,
        per_buyer_limit: 2,
      },
    } as ActivityBodyInput);
    const coupon = (await preview(operator, campaign.id)).body.data;
    expect(coupon).toMatchObject({
      kind: 'coupon_campaign',
      state: 'scheduled',
      state_label: '未开始',
      coupon: {
        name: '预览满300减30',
        face: '¥30',
        rule: '满300减30',
        scope: '全场通用',
        left: 50,
        per_buyer_limit: 2,
        claimed: 0,
        ...window,
      },
    });
  });

  it('shows a 套餐 as /zhzq shows its pack: the pack price beside its goods added up', async () => {
    const pack = await draftActivity(operator, {
      kind: 'combination',
      name: '补益感冒组合',
      ...window,
      definition: {
        price_fen: 5_000,
        units: 40,
        items: [
          { goods_id: ids.tonic, number: 2 },
          { goods_id: ids.cold, number: 1 },
        ],
      },
    } as ActivityBodyInput);
    expect((await preview(operator, pack.id)).body.data).toMatchObject({
      kind: 'combination',
      pack: {
        id: pack.id,
        name: '补益感冒组合',
        items: [
          { id: ids.tonic, number: 2, base_price: '20.00' },
          { id: ids.cold, number: 1, base_price: '20.00' },
        ],
        price: '50.00',
        list_price: '60.00',
        saving: '10.00',
        price_tip: null,
        units_left: 40,
        ends_at: window.ends_at,
      },
    });
  });

  it('shows a 新人专区 as /xr shows its goods to a buyer who qualifies', async () => {
    const zone = await draftActivity(operator, {
      kind: 'new_buyer',
      name: '新人专享价',
      ...window,
      definition: { lines: [{ goods_id: ids.tonic, price_fen: 1_600, per_buyer_limit: 5 }] },
    } as ActivityBodyInput);
    expect((await preview(operator, zone.id)).body.data).toMatchObject({
      kind: 'new_buyer',
      goods: [{ id: ids.tonic, price: '16.00', base_price: '20.00', price_tip: null, per_buyer_limit: 5 }],
    });
  });

  it('shows a draft 专题页 as its route will: goods priced for a licensed buyer, rules sanitised', async () => {
    const page = await draftActivity(operator, {
      kind: 'holiday_page',
      name: '冬季常备药',
      ...window,
      definition: {
        slug: 'lyjm',
        blocks: [
          { type: 'goods', title: '冬季常备', goods_ids: [ids.cold, ids.tonic] },
          { type: 'rules', title: '活动规则', content: '满500减20<script>alert(1)</script>' },
        ],
      },
    } as ActivityBodyInput);
    const shown = (await preview(operator, page.id)).body.data as Extract<
      ActivityPreview,
      { kind: 'holiday_page' }
    >;
    expect(shown.kind).toBe('holiday_page');
    const [goods, rules] = shown.blocks;
    expect(goods).toMatchObject({ type: 'goods', title: '冬季常备' });
    // Goods of two business scopes, both priced: the preview shows what a buyer licensed for them sees.
    expect(
      (goods as Extract<typeof goods, { type: 'goods' }>).goods.map((card) => [card.name, card.price_tip]),
    ).toEqual([
      ['感冒清热颗粒', null],
      ['补中益气丸', null],
    ]);
    expect(rules).toMatchObject({ type: 'rules', title: '活动规则' });
    expect((rules as Extract<typeof rules, { type: 'rules' }>).html).not.toContain('<script');
  });

  it('shows a draft 积分商城 as /jfsc shows its items, none exchanged', async () => {
    const mall = await draftActivity(operator, {
      kind: 'points_item',
      name: '积分商城',
      ...window,
      definition: {
        items: [
          {
            name: '满100减10券',
            item_kind: 'coupon',
            coupon: { coupon_kind: 'amount', value: 1_000, threshold_fen: 10_000, valid_days: 0 },
            points: 500,
            stock: 200,
            per_buyer_limit: 2,
          },
          {
            name: '补中益气丸',
            item_kind: 'goods',
            goods_id: ids.tonic,
            quantity: 2,
            points: 3_000,
            stock: 10,
            per_buyer_limit: 1,
          },
        ],
      },
    } as ActivityBodyInput);
    expect((await preview(operator, mall.id)).body.data).toMatchObject({
      kind: 'points_item',
      items: [
        {
          id: 1,
          item_kind: 'coupon',
          detail: `满100减10，有效期至${window.ends_at.slice(0, 10)}`,
          points: 500,
          left: 200,
          exchanged: 0,
        },
        {
          id: 2,
          item_kind: 'goods',
          goods_id: ids.tonic,
          detail: '10g*12袋 ×2盒',
          left: 10,
          per_buyer_limit: 1,
        },
      ],
    });
  });

  it('shows a draft 品牌专区 as /pp shows its brands, each with the first page of its goods', async () => {
    const zone = await draftActivity(operator, {
      kind: 'brand_zone',
      name: '品牌联合周',
      ...window,
      definition: { brands: [{ brand_id: ids.brand, banner: '/files/trt.png', blurb: '百年老字号' }] },
    } as ActivityBodyInput);
    const shown = (await preview(operator, zone.id)).body.data as Extract<
      ActivityPreview,
      { kind: 'brand_zone' }
    >;
    expect(shown.zones).toMatchObject([
      {
        brand_id: ids.brand,
        name: '同仁堂',
        banner: '/files/trt.png',
        blurb: '百年老字号',
        ends_at: window.ends_at,
      },
    ]);
    expect(shown.zones[0]!.goods.map((goods) => [goods.name, goods.price_tip])).toEqual([
      ['安宫牛黄丸', null],
    ]);
  });

  it('shows a draft 抽奖 as /luckDraw shows its wheel: the prizes in order, the rules', async () => {
    const draw = await draftActivity(operator, {
      kind: 'prize_draw',
      name: '幸运大转盘',
      ...window,
      definition: {
        chance_rule: 'per_buyer',
        chances_per_buyer: 3,
        rules_text: '每人三次',
        prizes: [
          {
            name: '满100减10券',
            kind: 'coupon',
            weight: 1,
            stock: 10,
            coupon_value_fen: 1_000,
            coupon_threshold_fen: 10_000,
            coupon_valid_days: 7,
            remarks: '已发放至我的优惠券',
          },
          { name: '谢谢参与', kind: 'none', weight: 3, remarks: '再接再厉' },
        ],
      },
    } as ActivityBodyInput);
    expect((await preview(operator, draw.id)).body.data).toMatchObject({
      kind: 'prize_draw',
      draw: {
        name: '幸运大转盘',
        state: 'draft',
        chances_per_buyer: 3,
        rules_text: '每人三次',
        prizes: [
          { id: 1, name: '满100减10券', kind: 'coupon', remarks: '已发放至我的优惠券' },
          { id: 2, name: '谢谢参与', kind: 'none', remarks: '再接再厉' },
        ],
      },
    });
  });

  it('shows a draft 活动报名, 排位赛 and 老带新 as /eleven/bm, /eleven/yw and /ldx word them', async () => {
    const signup = await draftActivity(operator, {
      kind: 'signup',
      name: '订货会报名',
      ...window,
      definition: { title: '周年庆线下订货会', description: '与厂家面对面洽谈', cap: 200 },
    } as ActivityBodyInput);
    expect((await preview(operator, signup.id)).body.data).toMatchObject({
      kind: 'signup',
      signup: { title: '周年庆线下订货会', description: '与厂家面对面洽谈', cap: 200 },
    });
    const contest = await draftActivity(operator, {
      kind: 'ranking_contest',
      name: '采购排位赛',
      ...window,
      definition: { places: 10, prizes: ['iPad一台', '1000元购物卡'] },
    } as ActivityBodyInput);
    expect((await preview(operator, contest.id)).body.data).toMatchObject({
      kind: 'ranking_contest',
      contest: { places: 10, prizes: ['iPad一台', '1000元购物卡'] },
    });
    const referral = await draftActivity(operator, {
      kind: 'referral_reward',
      name: '老带新有礼',
      ...window,
      definition: {
        referrer: { coupon_activity_id: null, points: 200 },
        referred: { coupon_activity_id: null, points: 100 },
        cap_per_referrer: 20,
        rules_text: '好友首单支付后发放',
      },
    } as ActivityBodyInput);
    expect((await preview(operator, referral.id)).body.data).toMatchObject({
      kind: 'referral_reward',
      referral: {
        name: '老带新有礼',
        state: 'running',
        referrer_reward: { coupon: null, points: 200 },
        referred_reward: { coupon: null, points: 100 },
        cap_per_referrer: 20,
        rules_text: '好友首单支付后发放',
      },
    });
  });

  it('shows a draft 满减满折 and 满赠 as the cart words them: the tiers and their goods, each goods’ gift', async () => {
    const reduction = await draftActivity(operator, {
      kind: 'full_reduction',
      name: '周年庆满减',
      ...window,
      definition: {
        mode: 'amount',
        tiers: [
          { threshold_fen: 50_000, value: 2_000 },
          { threshold_fen: 100_000, value: 5_000 },
        ],
        goods_ids: [ids.tonic],
      },
    } as ActivityBodyInput);
    const shown = (await preview(operator, reduction.id)).body.data as Extract<
      ActivityPreview,
      { kind: 'full_reduction' }
    >;
    expect(shown.reduction.tiers.map((tier) => tier.label)).toEqual(['满500减20', '满1000减50']);
    expect(shown.reduction.goods?.map((goods) => goods.name)).toEqual(['补中益气丸']);
    const everywhere = await draftActivity(operator, {
      kind: 'full_reduction',
      name: '全场满折',
      ...window,
      definition: { mode: 'discount', tiers: [{ threshold_fen: 150_000, value: 92 }] },
    } as ActivityBodyInput);
    expect((await preview(operator, everywhere.id)).body.data).toMatchObject({
      reduction: { tiers: [{ label: '满1500享9.2折' }], goods: null },
    });

    const gift = await draftActivity(operator, {
      kind: 'gift',
      name: '买十赠一',
      ...window,
      definition: {
        lines: [
          { goods_id: ids.tonic, every: 10, gift_number: 1 },
          { goods_id: ids.cold, every: 5, gift_number: 2, gift_goods_id: ids.tonic },
        ],
      },
    } as ActivityBodyInput);
    const gifts = (await preview(operator, gift.id)).body.data as Extract<ActivityPreview, { kind: 'gift' }>;
    expect(gifts.gifts.map((entry) => [entry.goods.name, entry.rule])).toEqual([
      ['补中益气丸', '每满10盒赠1盒'],
      ['感冒清热颗粒', '每满5盒赠补中益气丸2盒'],
    ]);
  });

  it('is for operators who may read promotions', async () => {
    const draft = await draftActivity(operator, {
      kind: 'gift',
      name: '买十赠一',
      ...window,
      definition: { lines: [{ goods_id: ids.tonic, every: 10, gift_number: 1 }] },
    } as ActivityBodyInput);
    const missing = await preview(operator, 2_000_000);
    expect([missing.status, missing.body.msg]).toEqual([404, '活动不存在']);

    const { client: shipper } = await signInOperator(t, ['orders.read']);
    expect((await preview(shipper, draft.id)).status).toBe(403);
    const { client: buyer } = await signInBuyer(t);
    expect((await preview(buyer, draft.id)).status).toBe(401);
    expect((await preview(t.client(), draft.id)).status).toBe(401);
    for (const id of ['0', 'abc', '99999999999']) {
      const refused = await operator.get(`/api/admin/activities/${id}/preview`);
      expect([id, refused.status, refused.body.code]).toEqual([id, 422, 422]);
    }
  });
});
