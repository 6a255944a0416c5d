import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { creditState, licence, ok } from '../../../testing/wire-fixtures';
import { MemberHomePage } from './member-home-page';

const routes = [{ path: '/user', element: <MemberHomePage /> }];

function serveHub({ creditFails = false } = {}) {
  mswServer.use(
    http.get(apiUrl('/api/user/base'), () =>
      ok({
        company: '仁和大药房',
        name: '张三',
        phone: '13800000001',
        is_passed: 1,
        points: 120,
        cart: 0,
        message_count: 0,
        admin: { name: '王经理', phone: '13800001001', is_default: 0 },
        common_config: {},
      }),
    ),
    http.get(apiUrl('/api/order'), () =>
      ok({ list: [], total: 7, page: 1, page_size: 1, counts: { 0: 7, 1: 2, 2: 1, 3: 0, 4: 4, 5: 0 } }),
    ),
    http.get(apiUrl('/api/user/user_money'), () => ok({ balance: '5000.00' })),
    http.get(apiUrl('/api/user/user_credit'), () =>
      creditFails
        ? HttpResponse.json({ code: 500, msg: '' }, { status: 500 })
        : ok(creditState('50000.00', '1200.00', '48800.00')),
    ),
    http.get(apiUrl('/api/user/couponNum'), () => ok({ count: 3 })),
    http.get(apiUrl('/api/user/zizhi'), () =>
      ok([
        licence({}),
        licence({ type: 'gsp', type_name: 'GSP证书', valid_until: '2026-12-10', expiry: 'expiring' }),
        licence({
          type: 'drug_trading',
          type_name: '药品经营许可证',
          valid_until: '2028-05-01',
          expiry: 'valid',
        }),
      ]),
    ),
  );
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('the member centre hub', () => {
  it('shows the account, money, coupons, points, orders by state and the nearest licence expiry', async () => {
    serveHub();
    renderRoute(routes, '/user');
    const figures = await screen.findByRole('group', { name: '我的资产' });
    await waitFor(() => expect(figures.textContent).toContain('¥48800.00'));
    expect(figures.textContent).toContain('账户余额¥5000.00');
    expect(figures.textContent).toContain('优惠券3 张');
    expect(figures.textContent).toContain('积分120');
    expect(screen.getByText('专属客服：王经理 13800001001')).toBeTruthy();
    const orders = screen.getByRole('region', { name: '我的订单' });
    await waitFor(() => expect(within(orders).getByRole('link', { name: '待付款 2' })).toBeTruthy());
    expect(within(orders).getByRole('link', { name: '已完成 4' }).getAttribute('href')).toBe(
      '/order?state=4',
    );
    const licences = screen.getByRole('region', { name: '资质信息' });
    expect((await within(licences).findByRole('status')).textContent).toBe(
      '最近到期：GSP证书 2026-12-10（即将到期）',
    );
    expect(within(licences).getByText('即将到期')).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: '常用功能' })).getByRole('link', { name: '我的收藏' }),
    ).toBeTruthy();
  });

  it('shows a dash for a figure it could not read, and the rest still', async () => {
    serveHub({ creditFails: true });
    renderRoute(routes, '/user');
    const figures = await screen.findByRole('group', { name: '我的资产' });
    await waitFor(() => expect(figures.textContent).toContain('可用授信—'));
    expect(figures.textContent).toContain('账户余额¥5000.00');
  });
});
