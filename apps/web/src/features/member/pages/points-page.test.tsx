import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { ok } from '../../../testing/wire-fixtures';
import { PointsPage } from './points-page';

const routes = [{ path: '/user/points', element: <PointsPage /> }];

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('我的积分', () => {
  it('shows the points held and each change, earned and taken back', async () => {
    mswServer.use(
      http.get(apiUrl('/api/user/base'), () =>
        ok({
          company: '仁和大药房',
          points: 115,
          is_passed: 1,
          cart: 0,
          message_count: 0,
          common_config: {},
        }),
      ),
      http.get(apiUrl('/api/user/points_log'), () =>
        ok({
          list: [
            {
              id: 2,
              change: -115,
              balance_after: 115,
              kind: '订单取消扣回',
              memo: 'YC1',
              created_at: '2026-11-21T08:00:00.000Z',
            },
            {
              id: 1,
              change: 230,
              balance_after: 230,
              kind: '订单奖励',
              memo: 'YC1',
              created_at: '2026-11-20T08:00:00.000Z',
            },
          ],
          total: 2,
          page: 1,
          page_size: 10,
          per_yuan: 2,
        }),
      ),
    );
    renderRoute(routes, '/user/points');
    expect((await screen.findByRole('region', { name: '我的积分' })).textContent).toContain('当前积分 115');
    const log = screen.getByRole('region', { name: '积分明细' });
    expect((await within(log).findByText('订单取消扣回')).closest('tr')!.textContent).toContain('-115');
    expect(within(log).getByText('订单奖励').closest('tr')!.textContent).toContain('+230');
    expect(screen.getByText(/订单付款后每 1 元得 2 积分/)).toBeTruthy();
  });
});
