import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ActivityPreview } from '@yaocai/domain/contracts/activity-preview-responses';
import { syncServerClock } from '../../../lib/server-clock';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { serveWithServerClock } from '../../../testing/serve-with-clock';
import { renderRoute } from '../../../testing/render-route';
import { buyerHandler, goodsCard, ok } from '../../../testing/wire-fixtures';
import { ActivityPreviewPage } from './activity-preview-page';

const routes = [{ path: '/preview/activity/:id', element: <ActivityPreviewPage /> }];
const SERVER = Date.parse('2026-11-29T10:00:00.000Z');
const at = (hours: number) => new Date(SERVER + hours * 3_600_000).toISOString();
const activity = { id: 7, state: 'draft', state_label: '草稿', starts_at: at(2), ends_at: at(4) } as const;

const flash: ActivityPreview = {
  kind: 'flash_sale',
  ...activity,
  name: '下午场秒杀',
  session: {
    id: 7,
    name: '下午场秒杀',
    starts_at: at(2),
    ends_at: at(4),
    goods: [
      {
        id: 1,
        flash_sale_id: 1,
        name: '感冒灵颗粒',
        sccj: '华润三九医药股份有限公司',
        ypgg: '10g*9袋',
        bzdw: '盒',
        zbz: 1,
        image: null,
        base_price: '20.00',
        price: '12.00',
        price_tip: null,
        total_units: 100,
        units_left: 100,
        limit: 5,
        starts_at: at(2),
        ends_at: at(4),
      },
    ],
  },
};

const coupon: ActivityPreview = {
  kind: 'coupon_campaign',
  ...activity,
  name: '预览满300减30',
  coupon: {
    id: 7,
    name: '预览满300减30',
    rule: '满300减30',
    kind: 'amount',
    face: '¥30',
    threshold: '300.00',
    scope: '全场通用',
    starts_at: at(2),
    ends_at: at(4),
    left: 50,
    per_buyer_limit: 2,
    claimed: 0,
  },
};

function serve(answer: ActivityPreview | number) {
  const asked: string[] = [];
  mswServer.use(
    buyerHandler(),
    http.get(apiUrl('/api/admin/activities/:id/preview'), ({ params }) => {
      asked.push(String(params.id));
      if (typeof answer === 'number') {
        return HttpResponse.json({ code: answer, msg: '请先登录', data: null }, { status: answer });
      }
      return ok(answer);
    }),
  );
  return asked;
}

serveWithServerClock();

/** Goods cards ask for the running 秒杀 and 特价 (to tag themselves): none here. */
const serveGoodsCardPromotions = () =>
  mswServer.use(
    http.get(apiUrl('/api/activity/spike_sessions'), () => ok({ sessions: [] })),
    http.get(apiUrl('/api/activity/everyday_price'), () => ok({ goods: [] })),
  );

describe('an activity previewed (/preview/activity/{id})', () => {
  it('shows a draft 秒杀 as /ms will, counted from its start, its buy button off', async () => {
    syncServerClock(SERVER / 1000);
    const asked = serve(flash);
    renderRoute(routes, '/preview/activity/7');
    expect(await screen.findByText('预览：下午场秒杀（草稿）')).toBeTruthy();
    const session = screen.getByRole('region', { name: '下午场秒杀' });
    expect(within(session).getByRole('timer').textContent).toBe('距结束02:00:00');
    const card = within(session).getByRole('listitem', { name: '感冒灵颗粒' });
    expect(within(card).getByLabelText('秒杀价12.00元')).toBeTruthy();
    expect(within(card).getByRole('button', { name: '抢购感冒灵颗粒' })).toHaveProperty('disabled', true);
    expect(asked).toEqual(['7']);
  });

  it('shows a coupon as the coupon centre’s ticket', async () => {
    serve(coupon);
    renderRoute(routes, '/preview/activity/7');
    const ticket = await screen.findByRole('listitem', { name: '预览满300减30' });
    expect(within(ticket).getByText('¥30')).toBeTruthy();
    expect(within(ticket).getByText('每人限领2张')).toBeTruthy();
  });

  it('shows a 套餐 as /zhzq’s pack, its button off', async () => {
    serve({
      kind: 'combination',
      ...activity,
      name: '补益感冒组合',
      pack: {
        id: 7,
        name: '补益感冒组合',
        items: [
          {
            id: 1,
            name: '补中益气丸',
            sccj: '同仁堂',
            ypgg: '6g*10袋',
            bzdw: '盒',
            image: null,
            number: 2,
            base_price: '20.00',
          },
          {
            id: 2,
            name: '感冒清热颗粒',
            sccj: '同仁堂',
            ypgg: '12g*10袋',
            bzdw: '盒',
            image: null,
            number: 1,
            base_price: '20.00',
          },
        ],
        price: '50.00',
        list_price: '60.00',
        saving: '10.00',
        price_tip: null,
        units_left: 40,
        ends_at: at(4),
      },
    });
    renderRoute(routes, '/preview/activity/7');
    const pack = await screen.findByRole('listitem', { name: '补益感冒组合' });
    expect(within(pack).getByLabelText('套餐价50.00元')).toBeTruthy();
    expect(within(pack).getByRole('button', { name: '购买套餐补益感冒组合' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('shows a 新人专区 as /xr’s cards, as a buyer who qualifies sees them, the button off', async () => {
    serve({
      kind: 'new_buyer',
      ...activity,
      name: '新人专享价',
      goods: [
        {
          id: 1,
          name: '补中益气丸',
          sccj: '同仁堂',
          ypgg: '6g*10袋',
          bzdw: '盒',
          zbz: 1,
          image: null,
          base_price: '20.00',
          price: '16.00',
          price_tip: null,
          per_buyer_limit: 5,
        },
      ],
    });
    renderRoute(routes, '/preview/activity/7');
    const card = await screen.findByRole('listitem', { name: '补中益气丸' });
    expect(within(card).getByLabelText('新人价16.00元')).toBeTruthy();
    expect(within(card).getByText('每人限购5盒')).toBeTruthy();
    expect(within(card).getByRole('button', { name: '购买补中益气丸' })).toHaveProperty('disabled', true);
  });

  it('shows a 换购 as the cart’s panel to a selection still short of its threshold, the button off', async () => {
    serve({
      kind: 'trade_up',
      ...activity,
      name: '满300元加价换购',
      trade_up: {
        id: 7,
        name: '满300元加价换购',
        threshold: '300.00',
        reached: false,
        more: '300.00',
        ends_at: at(4),
        goods: [
          {
            offer_id: null,
            goods_id: 3,
            name: '医用外科口罩',
            sccj: '稳健医疗',
            ypgg: '10只/包',
            bzdw: '包',
            zbz: 10,
            image: null,
            base_price: '3.70',
            price: '1.85',
            price_tip: null,
            limit: 20,
            in_cart: 0,
          },
        ],
      },
    });
    renderRoute(routes, '/preview/activity/7');
    const panel = await screen.findByRole('region', { name: '加价换购：满300元加价换购' });
    expect(within(panel).getByText(/满¥300.00可加价换购，还差¥300.00/)).toBeTruthy();
    const card = within(panel).getByRole('listitem', { name: '医用外科口罩' });
    expect(within(card).getByLabelText('换购价1.85元')).toBeTruthy();
    expect(within(card).getByRole('button', { name: '换购医用外科口罩' })).toHaveProperty('disabled', true);
  });

  it('shows a 专题页 in its blocks, its goods and coupons there to see but not to buy or claim', async () => {
    serve({
      kind: 'holiday_page',
      ...activity,
      name: '冬季常备药',
      blocks: [
        { type: 'goods', title: '冬季常备', goods: [goodsCard({ id: 5, name: '感冒清热颗粒' })] },
        {
          type: 'coupons',
          title: '领券再减',
          coupons: [
            {
              id: 3,
              name: '满500减25',
              rule: '满500减25',
              kind: 'amount',
              face: '25',
              threshold: '500.00',
              scope: '全场通用',
              starts_at: at(2),
              ends_at: at(4),
              left: 100,
              per_buyer_limit: 1,
            },
          ],
        },
        { type: 'rules', title: '活动规则', html: '<p>满500减20</p>' },
      ],
    });
    serveGoodsCardPromotions();
    renderRoute(routes, '/preview/activity/7');
    const goods = await screen.findByRole('region', { name: '冬季常备' });
    expect(within(goods).getByText('感冒清热颗粒')).toBeTruthy();
    expect(within(goods).getByRole('button', { name: /加入购物车/ })).toHaveProperty('disabled', true);
    const coupons = screen.getByRole('region', { name: '领券再减' });
    expect(within(coupons).getByRole('button', { name: '领取满500减25' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('region', { name: '活动规则' }).textContent).toContain('满500减20');
  });

  it('shows a 积分商城 as /jfsc’s items, none exchanged, the button off', async () => {
    serve({
      kind: 'points_item',
      ...activity,
      name: '积分商城',
      items: [
        {
          id: 1,
          name: '满100减10券',
          item_kind: 'coupon',
          goods_id: null,
          quantity: 1,
          image: null,
          detail: '满100减10，有效期至2026-12-31',
          points: 500,
          left: 200,
          per_buyer_limit: 2,
          exchanged: 0,
          ends_at: at(4),
        },
      ],
    });
    renderRoute(routes, '/preview/activity/7');
    const item = await screen.findByRole('listitem', { name: '满100减10券' });
    expect(within(item).getByText('优惠券：满100减10，有效期至2026-12-31')).toBeTruthy();
    expect(within(item).getByText(/剩余200件 · 每人限兑2件/)).toBeTruthy();
    expect(within(item).getByRole('button', { name: '兑换满100减10券' })).toHaveProperty('disabled', true);
  });

  it('shows a 品牌专区 as /pp’s brands with the goods their blocks carry, nothing to buy', async () => {
    serve({
      kind: 'brand_zone',
      ...activity,
      name: '品牌联合周',
      zones: [
        {
          brand_id: 4,
          name: '同仁堂',
          logo: null,
          banner: '/files/trt.png',
          blurb: '百年老字号',
          ends_at: at(4),
          goods: [goodsCard({ id: 9, name: '安宫牛黄丸' })],
        },
      ],
    });
    serveGoodsCardPromotions();
    renderRoute(routes, '/preview/activity/7');
    const brand = await screen.findByRole('region', { name: '同仁堂' });
    expect(within(brand).getByText('百年老字号')).toBeTruthy();
    expect(within(brand).getByText('安宫牛黄丸')).toBeTruthy();
    expect(within(brand).getByRole('button', { name: /加入购物车/ })).toHaveProperty('disabled', true);
  });

  it('shows a 抽奖 as /luckDraw’s wheel and rules, nothing to draw', async () => {
    serve({
      kind: 'prize_draw',
      ...activity,
      name: '幸运大转盘',
      draw: {
        id: 7,
        name: '幸运大转盘',
        starts_at: at(2),
        ends_at: at(4),
        state: 'draft',
        chance_rule: 'per_buyer',
        chances_per_buyer: 3,
        rules_text: '每人每天可抽3次',
        prizes: [
          { id: 1, name: '满100减10券', kind: 'coupon', remarks: '' },
          { id: 2, name: '谢谢参与', kind: 'none', remarks: '' },
        ],
      },
    });
    renderRoute(routes, '/preview/activity/7');
    expect(await screen.findByRole('img', { name: '奖品转盘：满100减10券、谢谢参与' })).toBeTruthy();
    expect(screen.getByText(/每人每天可抽3次/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '预览中不能抽奖' })).toHaveProperty('disabled', true);
  });

  it('shows a 活动报名 as /eleven/bm’s form, every place left, nothing to submit', async () => {
    serve({
      kind: 'signup',
      ...activity,
      name: '订货会报名',
      signup: { title: '周年庆线下订货会', description: '与厂家面对面洽谈', cap: 200 },
    });
    renderRoute(routes, '/preview/activity/7');
    expect(await screen.findByText('周年庆线下订货会')).toBeTruthy();
    expect(screen.getByText(/名额：200（剩余200）/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '立即报名' })).toHaveProperty('disabled', true);
  });

  it('shows a 排位赛 as its prizes by place', async () => {
    serve({
      kind: 'ranking_contest',
      ...activity,
      name: '采购排位赛',
      contest: { places: 10, prizes: ['iPad一台', '1000元购物卡'] },
    });
    renderRoute(routes, '/preview/activity/7');
    const prizes = await screen.findByRole('region', { name: '名次奖励' });
    expect(within(prizes).getByText('名次奖励（前10名上榜）')).toBeTruthy();
    expect(
      within(prizes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['第1名：iPad一台', '第2名：1000元购物卡']);
  });

  it('shows a 老带新 as /ldx words its rewards and rules', async () => {
    serve({
      kind: 'referral_reward',
      ...activity,
      name: '老带新有礼',
      referral: {
        id: 7,
        name: '老带新有礼',
        state: 'running',
        starts_at: at(2),
        ends_at: at(4),
        rules_text: '好友首单支付后发放',
        referrer_reward: { coupon: '新客券（满100减10）', points: 200 },
        referred_reward: { coupon: null, points: 100 },
        cap_per_referrer: 20,
      },
    });
    renderRoute(routes, '/preview/activity/7');
    expect(await screen.findByText('优惠券 新客券（满100减10） + 200 积分')).toBeTruthy();
    expect(screen.getByText('100 积分')).toBeTruthy();
    expect(screen.getByText('20 次')).toBeTruthy();
    expect(screen.getByText('好友首单支付后发放')).toBeTruthy();
  });

  it('shows a 满减满折 by its tiers, over every goods or the goods it names', async () => {
    serve({
      kind: 'full_reduction',
      ...activity,
      name: '周年庆满减',
      reduction: {
        tiers: [
          { amount: '500.00', reduction: '20.00', discount: null, label: '满500减20' },
          { amount: '1000.00', reduction: '50.00', discount: null, label: '满1000减50' },
        ],
        goods: null,
      },
    });
    renderRoute(routes, '/preview/activity/7');
    const tiers = await screen.findByRole('region', { name: '优惠档位' });
    expect(tiers.textContent).toContain('周年庆满减：满500减20，满1000减50');
    expect(screen.getByText(/全场商品参加/)).toBeTruthy();
  });

  it('shows a 满赠 as each goods with the gift it earns', async () => {
    serve({
      kind: 'gift',
      ...activity,
      name: '买十赠一',
      gifts: [{ goods: goodsCard({ id: 5, name: '感冒清热颗粒' }), rule: '每满10盒赠1盒' }],
    });
    renderRoute(routes, '/preview/activity/7');
    const goods = await screen.findByRole('listitem', { name: '感冒清热颗粒' });
    expect(within(goods).getByText('赠')).toBeTruthy();
    expect(within(goods).getByText('每满10盒赠1盒')).toBeTruthy();
  });

  it('tells an operator not signed in to the console, or without the right, to sign in there', async () => {
    serve(401);
    renderRoute(routes, '/preview/activity/7');
    expect(await screen.findByText('无权预览')).toBeTruthy();
    expect(screen.getByRole('link', { name: '登录管理后台' }).getAttribute('href')).toBe('/admin/login');
  });
});
