import { screen } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RankingContest } from '@yaocai/domain/contracts/activity-ranking-contest';
import { resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { ok } from '../../../testing/wire-fixtures';
import { RankingPage } from './ranking-page';

const routes = [{ path: '/eleven/yw', element: <RankingPage /> }];

const contest: RankingContest = {
  state: 'running',
  id: 5,
  name: '周年庆采购排位赛',
  starts_at: '2026-11-01T00:00:00.000Z',
  ends_at: '2026-12-01T00:00:00.000Z',
  places: 2,
  prizes: ['iPad一台', '500元购物卡'],
  ranking: [
    { place: 1, name: '北京**药房', amount: '3000.00', prize: 'iPad一台' },
    { place: 2, name: '上海**药房', amount: '1150.00', prize: '500元购物卡' },
  ],
  mine: { place: 7, name: '广州**药房', amount: '500.00', prize: null },
};

const serve = (answer: RankingContest) =>
  mswServer.use(http.get(apiUrl('/api/activity/ranking'), () => ok(answer)));

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('排位赛 (/eleven/yw)', () => {
  it('lists the places with masked names and prizes, and the buyer’s own place', async () => {
    serve(contest);
    renderRoute(routes, '/eleven/yw');
    expect(await screen.findByText('北京**药房')).toBeTruthy();
    expect(screen.getByText('iPad一台')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('我的排名：第7名，采购金额¥500.00');
  });

  it('tells a buyer not ranked how to take part, and says 活动未开始 when there is no contest', async () => {
    serve({ ...contest, mine: null });
    const view = renderRoute(routes, '/eleven/yw');
    expect((await screen.findByRole('status')).textContent).toMatch(/暂未上榜/);
    view.unmount();
    resetApiClient();
    serve({ ...contest, state: 'none', ranking: [], mine: null, name: null });
    renderRoute(routes, '/eleven/yw');
    expect(await screen.findByText('活动未开始')).toBeTruthy();
  });
});
