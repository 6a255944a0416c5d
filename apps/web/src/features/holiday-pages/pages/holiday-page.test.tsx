import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import qs from 'qs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HolidayPage } from '@yaocai/domain/contracts/activity-holiday-page';
import { resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { buyerHandler, goodsCard, ok } from '../../../testing/wire-fixtures';
import { ChristmasPage, Double12Page } from './holiday-page';

const routes = [
  { path: '/s12', element: <Double12Page /> },
  { path: '/jz/:word?', element: <ChristmasPage /> },
  { path: '/lq', element: <p>领券中心</p> },
];

const running: HolidayPage = {
  state: 'running',
  name: '双十二年终采购节',
  starts_at: '2026-12-01T00:00:00.000Z',
  ends_at: '2026-12-13T00:00:00.000Z',
  blocks: [
    { type: 'banner', image: '/uploads/s12.png', link: '*/lq' },
    { type: 'goods', title: '爆款直降', goods: [goodsCard({ id: 7, name: '感冒清热颗粒' })] },
    {
      type: 'coupons',
      title: '领券更优惠',
      coupons: [
        {
          id: 31,
          name: '双十二满300减30',
          rule: '满300减30',
          kind: 'amount',
          face: '¥30',
          threshold: '300.00',
          scope: '全场通用',
          starts_at: '2026-12-01T00:00:00.000Z',
          ends_at: '2026-12-13T00:00:00.000Z',
          left: 49,
          per_buyer_limit: 1,
        },
      ],
    },
    { type: 'rules', title: '活动规则', html: '1. 每人限领一张\n2. <b>以页面为准</b>' },
  ],
};

function serve(slug: string, page: HolidayPage) {
  const asked: unknown[] = [];
  const claims: unknown[] = [];
  mswServer.use(
    buyerHandler(),
    http.get(apiUrl('/api/favorite/ids'), () => ok([])),
    http.get(apiUrl(`/api/activity/page/${slug}`), ({ request }) => {
      asked.push(Object.fromEntries(new URL(request.url).searchParams));
      return ok(page);
    }),
    http.post(apiUrl('/api/user/coupon/claim'), async ({ request }) => {
      claims.push(qs.parse(await request.text()));
      return ok({ id: 1 }, '领取成功');
    }),
  );
  return { asked, claims };
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('专题页 (/s12, /jz)', () => {
  it('renders the configured blocks in order: banner, goods, coupons, rules', async () => {
    serve('s12', running);
    renderRoute(routes, '/s12');
    expect(await screen.findByRole('heading', { level: 1, name: '双十二年终采购节' })).toBeTruthy();
    const goods = screen.getByRole('region', { name: '爆款直降' });
    expect(within(goods).getByRole('article', { name: '感冒清热颗粒' })).toBeTruthy();
    const rules = screen.getByRole('region', { name: '活动规则' });
    expect(rules.querySelector('b')?.textContent).toBe('以页面为准');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['爆款直降', '领券更优惠', '活动规则']);
  });

  it('claims a coupon through /lq’s call', async () => {
    const { claims } = serve('s12', running);
    renderRoute(routes, '/s12');
    fireEvent.click(await screen.findByRole('button', { name: '领取双十二满300减30' }));
    await waitFor(() => expect(claims).toEqual([{ coupon_id: '31' }]));
    expect(await screen.findByText('领取成功')).toBeTruthy();
  });

  it('follows the link rule on its banner: a leading * says the activity has not started', async () => {
    serve('s12', running);
    renderRoute(routes, '/s12');
    fireEvent.click(await screen.findByRole('button', { name: '双十二年终采购节' }));
    expect(await screen.findByText('活动暂未开始')).toBeTruthy();
    expect(screen.queryByText('领券中心')).toBeNull();
  });

  it('says 活动未开始 before the window and 活动已结束 after it, never a placeholder', async () => {
    serve('s12', { ...running, state: 'scheduled', blocks: [], starts_at: '2026-12-01T00:00:00.000Z' });
    const first = renderRoute(routes, '/s12');
    expect(await screen.findByText('活动未开始')).toBeTruthy();
    expect(screen.getByText(/双十二年终采购节将于2026-12-01 \d\d:00开始/)).toBeTruthy();
    expect(screen.queryByText('该页面即将上线')).toBeNull();
    first.unmount();
    resetApiClient();

    serve('s12', { ...running, state: 'ended', blocks: [] });
    renderRoute(routes, '/s12');
    expect(await screen.findByText('活动已结束')).toBeTruthy();
  });

  it('asks for /jz/{word}’s page, and says 活动未开始 when none is configured', async () => {
    const { asked } = serve('jz', { state: 'none', name: null, starts_at: null, ends_at: null, blocks: [] });
    renderRoute(routes, '/jz/snow');
    expect(await screen.findByText('活动未开始')).toBeTruthy();
    expect(asked).toEqual([{ word: 'snow' }]);
  });
});
