import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DrawActivity, DrawResult } from '@yaocai/domain/contracts/draws-responses';
import { resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { buyerHandler, ok } from '../../../testing/wire-fixtures';
import { DrawPopupHost } from './draw-popup-host';

const activity: DrawActivity = {
  id: 5,
  name: '幸运大转盘',
  starts_at: '2026-11-01T00:00:00.000Z',
  ends_at: '2026-12-31T00:00:00.000Z',
  state: 'running',
  chance_rule: 'per_buyer',
  chances_per_buyer: 1,
  rules_text: '每人一次',
  prizes: [
    { id: 1, name: '满300减20券', kind: 'coupon', remarks: '已发放至我的优惠券' },
    { id: 2, name: '谢谢参与', kind: 'none', remarks: '' },
  ],
};
const result: DrawResult = {
  id: 9,
  activity_id: 5,
  prize: activity.prizes[0]!,
  is_win: true,
  name: '满300减20券',
  remarks: '已发放至我的优惠券',
  chances_left: 0,
  created_at: '2026-11-29T00:00:00.000Z',
};

function serveDraw({ isJoin = false } = {}) {
  const seen = { draws: [] as { id: string | null; key: string | null; at: number }[] };
  mswServer.use(
    buyerHandler(),
    http.get(apiUrl('/api/draw/simple'), () => ok({ id: 5, is_join: isJoin, chances_left: 1 })),
    http.get(apiUrl('/api/draw/5/activity'), () => ok(activity)),
    http.get(apiUrl('/api/draw'), ({ request }) => {
      seen.draws.push({
        id: new URL(request.url).searchParams.get('id'),
        key: request.headers.get('idempotency-key'),
        at: Date.now(),
      });
      return ok(result, '抽奖成功');
    }),
  );
  return seen;
}

const routes = [{ path: '/', element: <DrawPopupHost /> }];

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('the prize-draw popup', () => {
  it('invites a buyer who has not joined, draws once and announces the prize after 2 s', async () => {
    const seen = serveDraw();
    renderRoute(routes, '/');
    const popup = await screen.findByRole('dialog', { name: '幸运大转盘' });
    expect(popup.textContent).toContain('满300减20券');
    const clicked = Date.now();
    fireEvent.click(screen.getByRole('button', { name: '立即抽奖' }));
    await waitFor(() => expect(seen.draws).toHaveLength(1));
    // One draw at a time: a second click while it runs asks nothing of the server.
    fireEvent.click(screen.getByRole('button', { name: /抽奖中/ }));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(screen.queryByText('恭喜您中奖了！')).toBeNull();
    expect(await screen.findAllByText('恭喜您中奖了！', undefined, { timeout: 3_000 })).not.toHaveLength(0);
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(1_990);
    expect(screen.getAllByText('恭喜您抽中：满300减20券（已发放至我的优惠券）')).not.toHaveLength(0);
    expect(screen.queryByRole('dialog', { name: '幸运大转盘' })).toBeNull();
    expect(seen.draws.map((draw) => draw.id)).toEqual(['5']);
    expect(seen.draws[0]!.key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('asks before closing while the draw runs, and announces nothing once closed', async () => {
    serveDraw();
    renderRoute(routes, '/');
    await screen.findByRole('dialog', { name: '幸运大转盘' });
    fireEvent.click(screen.getByRole('button', { name: '立即抽奖' }));
    fireEvent.click(screen.getByRole('button', { name: '关闭抽奖弹窗' }));
    expect(
      await screen.findAllByText('正在抽奖中，确定关闭吗？如未显示抽奖结果，请到个人中心查看。'),
    ).not.toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '幸运大转盘' })).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 2_300));
    expect(screen.queryByText('恭喜您中奖了！')).toBeNull();
  });

  it('closes at once when no draw runs, and does not show for a buyer who joined', async () => {
    serveDraw();
    const first = renderRoute(routes, '/');
    await screen.findByRole('dialog', { name: '幸运大转盘' });
    fireEvent.click(screen.getByRole('button', { name: '关闭抽奖弹窗' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();
    sessionStorage.clear();
    serveDraw({ isJoin: true });
    const joined = renderRoute(routes, '/');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(joined.queryByRole('dialog')).toBeNull();
  });
});
