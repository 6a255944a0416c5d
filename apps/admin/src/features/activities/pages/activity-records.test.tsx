import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Permission } from '@yaocai/domain/contracts/admin';
import type { AdminActivityDetail } from '@yaocai/domain/contracts/admin-activities';
import type { AdminPointsExchange } from '@yaocai/domain/contracts/points-mall';
import { resetApiClient } from '../../../lib/api-client';
import { goods, ok, operatorHandler, paged } from '../../../testing/fixtures';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

const mall = {
  id: 12,
  kind: 'points_item',
  kind_label: '积分商城',
  name: '积分兑好礼',
  starts_at: '2026-12-01T02:00:00.000Z',
  ends_at: '2026-12-31T02:00:00.000Z',
  state: 'running',
  state_label: '进行中',
  published_at: '2026-11-30T02:00:00.000Z',
  stopped_at: null,
  stop_reason: null,
  taken: 1,
  total: 10,
  editable: 'extend',
  updated_at: '2026-11-30T02:00:00.000Z',
  updated_by: '运营小李',
  definition: {
    items: [
      {
        name: '阿胶补血口服液两盒',
        item_kind: 'goods',
        goods_id: 3,
        quantity: 2,
        coupon: null,
        points: 300,
        stock: 10,
        per_buyer_limit: 1,
        exchanged: 1,
      },
    ],
  },
  goods: [
    {
      id: 3,
      name: '阿胶补血口服液',
      spec: '10ml*10支',
      manufacturer: '东阿阿胶',
      price_fen: 4_800,
      on_sale: true,
    },
  ],
} as unknown as AdminActivityDetail;

const exchange: AdminPointsExchange = {
  id: 41,
  item_name: '阿胶补血口服液两盒',
  item_kind: 'goods',
  points: 300,
  status: 'to_ship',
  status_label: '待发货',
  created_at: '2026-12-02T03:00:00.000Z',
  user_id: 8,
  phone: '13900000008',
  company: '仁和大药房',
  goods_id: 3,
  goods_name: '阿胶补血口服液',
  quantity: 2,
  activity_id: 12,
  shipped_at: null,
  shipped_by: null,
};

let asked: URLSearchParams[];
let shipped: string[];

function serve(permissions?: Permission[], shown: AdminActivityDetail = mall) {
  mswServer.use(
    operatorHandler(permissions),
    http.get(apiUrl('/api/admin/activities'), () => ok(paged([]))),
    http.get(apiUrl('/api/admin/activities/:id'), () => ok(shown)),
    http.get(apiUrl('/api/admin/goods'), () => ok(paged([goods({ id: 3 })]))),
    http.get(apiUrl('/api/admin/points_exchanges'), ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return ok(paged([exchange]));
    }),
    http.post(apiUrl('/api/admin/points_exchanges/:id/shipped'), ({ params }) => {
      shipped.push(String(params.id));
      return ok(null, '已标记发货');
    }),
  );
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  asked = [];
  shipped = [];
  document.cookie = 'XSRF-TOKEN=t1; path=/';
});
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('a 积分商城’s exchanges in the console', () => {
  it('lists the goods to ship of this activity, and marks one shipped after a confirmation', async () => {
    serve();
    renderApp('/activities/12');
    const card = (await screen.findByText('兑换记录')).closest('.ant-card') as HTMLElement;
    const row = (await within(card).findByText('仁和大药房')).closest('tr')!;
    expect(within(row).getByText('阿胶补血口服液 ×2')).toBeTruthy();
    expect(Object.fromEntries(asked[0]!)).toEqual({
      activity_id: '12',
      status: 'to_ship',
      page: '1',
      page_size: '20',
    });
    fireEvent.click(within(row).getByRole('button', { name: '标记已发货' }));
    fireEvent.click(await screen.findByRole('button', { name: '已发货' }));
    await waitFor(() => expect(shipped).toEqual(['41']));

    fireEvent.click(within(card).getByText('全部兑换'));
    // Every exchange of the activity: no status is sent.
    await waitFor(() =>
      expect(Object.fromEntries(asked.at(-1)!)).toEqual({ activity_id: '12', page: '1', page_size: '20' }),
    );
  });

  it('shows a role that may only read what waits, with nothing to click', async () => {
    serve(['promotions.read']);
    renderApp('/activities/12');
    const card = (await screen.findByText('兑换记录')).closest('.ant-card') as HTMLElement;
    const row = (await within(card).findByText('仁和大药房')).closest('tr')!;
    expect(within(row).getAllByText('待发货').length).toBeGreaterThan(0);
    expect(within(row).queryByRole('button', { name: '标记已发货' })).toBeNull();
  });
});

const referral = {
  ...mall,
  id: 13,
  kind: 'referral_reward',
  kind_label: '老带新',
  name: '老带新有礼',
  definition: {
    referrer: { coupon_activity_id: null, points: 200 },
    referred: { coupon_activity_id: null, points: 50 },
    cap_per_referrer: 5,
    rules_text: '好友首单支付后发放',
  },
  goods: [],
} as unknown as AdminActivityDetail;

const reward = (id: number, orderNo: string) => ({
  id,
  referrer: {
    buyer_id: 8,
    company: '仁和大药房',
    phone: '13900000008',
    coupon_name: '邀请有礼券',
    points: 200,
  },
  referred: { buyer_id: 9, company: '康宁诊所', phone: '13900000009', coupon_name: null, points: 50 },
  order_id: 70 + id,
  order_no: orderNo,
  rewarded_at: '2026-12-02T03:00:00.000Z',
});

describe('a 老带新 activity’s rewards in the console', () => {
  it('lists who brought whom, what each received and the first order, a page at a time', async () => {
    const pages: string[] = [];
    serve(undefined, referral);
    mswServer.use(
      http.get(apiUrl('/api/admin/activities/:id/referral_rewards'), ({ request }) => {
        const page = new URL(request.url).searchParams.get('page')!;
        pages.push(page);
        return ok({
          list: [reward(Number(page), `YC2026120${page}`)],
          total: 21,
          page: Number(page),
          page_size: 20,
        });
      }),
    );
    renderApp('/activities/13');
    const card = (await screen.findByText('推荐记录')).closest('.ant-card') as HTMLElement;
    const row = (await within(card).findByText('YC20261201')).closest('tr')!;
    expect(within(row).getByText('仁和大药房')).toBeTruthy();
    expect(within(row).getByText('优惠券「邀请有礼券」、200积分')).toBeTruthy();
    expect(within(row).getByText('50积分')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'YC20261201' }).getAttribute('href')).toBe('/orders/71');
    fireEvent.click(within(card).getByTitle('2'));
    expect(await within(card).findByText('YC20261202')).toBeTruthy();
    expect(pages).toEqual(['1', '2']);
  });
});
