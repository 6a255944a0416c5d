import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import qs from 'qs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimableCoupon, HeldCouponEntry } from '@yaocai/domain/contracts/coupons';
import { resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { buyerHandler, ok } from '../../../testing/wire-fixtures';
import { MyCouponsPage } from './my-coupons-page';

const routes = [{ path: '/user/coupons', element: <MyCouponsPage /> }];

const terms = {
  kind: 'amount' as const,
  threshold: '500.00',
  scope: '全场通用',
  starts_at: '2026-11-01T00:00:00.000Z',
  ends_at: '2026-12-31T00:00:00.000Z',
};
const held = (id: number, name: string, status: HeldCouponEntry['status']): HeldCouponEntry => ({
  id,
  coupon_id: id + 100,
  name,
  rule: '满500减25',
  face: '¥25',
  ...terms,
  status,
  received_at: '2026-11-02T00:00:00.000Z',
  used_at: status === 'used' ? '2026-11-03T00:00:00.000Z' : null,
});
const offered = (claimed: number): ClaimableCoupon => ({
  id: 7,
  name: '领券满500减25',
  rule: '满500减25',
  face: '¥25',
  ...terms,
  left: 998,
  per_buyer_limit: 1,
  claimed,
});

function serveCoupons({ soldOut = false } = {}) {
  const seen = { heldQueries: [] as URLSearchParams[], claims: [] as unknown[] };
  let claimed = 0;
  mswServer.use(
    buyerHandler(),
    http.get(apiUrl('/api/user/coupon'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      seen.heldQueries.push(query);
      const status = query.get('status') as HeldCouponEntry['status'];
      const list = status === 'used' ? [held(2, '满1000减60', 'used')] : [held(1, '新客满300减15', status)];
      return ok({ list, total: list.length, page: 1, page_size: 10 });
    }),
    http.get(apiUrl('/api/user/availableCoupon'), () =>
      ok({ list: [offered(claimed)], total: 1, page: 1, page_size: 12 }),
    ),
    http.post(apiUrl('/api/user/coupon/claim'), async ({ request }) => {
      seen.claims.push(qs.parse(await request.text()));
      if (soldOut) return HttpResponse.json({ code: 400, msg: '优惠券已领完' }, { status: 400 });
      claimed += 1;
      return ok({ id: 55 }, '领取成功');
    }),
  );
  return seen;
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('我的优惠券', () => {
  it('lists the coupons by state, and the used ones greyed with their mark', async () => {
    const seen = serveCoupons();
    renderRoute(routes, '/user/coupons');
    const mine = await screen.findByRole('region', { name: '我的优惠券' });
    const ticket = await within(mine).findByRole('listitem', { name: '新客满300减15' });
    expect(ticket.textContent).toContain('¥25满500减25');
    expect(within(ticket).getByRole('link', { name: '去使用' })).toBeTruthy();
    fireEvent.click(within(mine).getByRole('tab', { name: '已使用' }));
    const used = await within(mine).findByRole('listitem', { name: '满1000减60' });
    expect(used.className).toContain('yc-coupon-faded');
    expect(within(used).getByText('已使用')).toBeTruthy();
    expect(seen.heldQueries.at(-1)?.get('status')).toBe('used');
  });

  it('claims an offered coupon and then shows it claimed', async () => {
    const seen = serveCoupons();
    renderRoute(routes, '/user/coupons');
    const offer = await screen.findByRole('region', { name: '领取优惠券' });
    fireEvent.click(await within(offer).findByRole('button', { name: '领取领券满500减25' }));
    expect(await screen.findByText('领取成功')).toBeTruthy();
    await waitFor(() =>
      expect(within(offer).getByRole('button', { name: '领取领券满500减25' }).textContent).toBe('已领取'),
    );
    expect(seen.claims).toEqual([{ coupon_id: '7' }]);
  });

  it('alerts the reason when a coupon cannot be claimed', async () => {
    serveCoupons({ soldOut: true });
    renderRoute(routes, '/user/coupons');
    const offer = await screen.findByRole('region', { name: '领取优惠券' });
    fireEvent.click(await within(offer).findByRole('button', { name: '领取领券满500减25' }));
    expect(await screen.findByText('优惠券已领完')).toBeTruthy();
  });
});
