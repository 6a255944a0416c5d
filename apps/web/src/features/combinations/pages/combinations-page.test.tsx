import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import qs from 'qs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CombinationZonePack } from '@yaocai/domain/contracts/activity-combination-responses';
import { resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { buyerHandler, ok } from '../../../testing/wire-fixtures';
import { CombinationsPage } from './combinations-page';

const routes = [{ path: '/zhzq', element: <CombinationsPage /> }];

const pack = (overrides: Partial<CombinationZonePack>): CombinationZonePack => ({
  id: 5,
  name: '常备感冒组合装',
  items: [
    {
      id: 1,
      name: '感冒灵颗粒',
      sccj: '华润三九',
      ypgg: '10g*9袋',
      bzdw: '盒',
      image: null,
      number: 2,
      base_price: '20.00',
    },
    {
      id: 2,
      name: '板蓝根颗粒',
      sccj: '白云山',
      ypgg: '10g*20袋',
      bzdw: '袋',
      image: null,
      number: 1,
      base_price: '10.00',
    },
  ],
  price: '42.00',
  list_price: '50.00',
  saving: '8.00',
  price_tip: null,
  units_left: 30,
  ends_at: null,
  ...overrides,
});

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

function serve(packs: CombinationZonePack[]) {
  const posts: unknown[] = [];
  mswServer.use(
    buyerHandler(),
    http.get(apiUrl('/api/activity/combinations'), () => ok({ packs })),
    http.post(apiUrl('/api/cart'), async ({ request }) => {
      posts.push(qs.parse(await request.text()));
      return ok({ cart: 1 }, '加入购物车成功');
    }),
  );
  return posts;
}

describe('/zhzq 组合专区', () => {
  it('shows each pack’s goods and pieces, the pack price against the list prices, and adds one pack line', async () => {
    const posts = serve([pack({})]);
    renderRoute(routes, '/zhzq');
    const card = await screen.findByRole('listitem', { name: '常备感冒组合装' });
    expect(within(card).getByText('感冒灵颗粒')).toBeTruthy();
    expect(within(card).getByText(/×2盒/)).toBeTruthy();
    expect(within(card).getByLabelText('套餐价42.00元')).toBeTruthy();
    expect(within(card).getByLabelText('原价合计50.00元')).toBeTruthy();
    expect(within(card).getByText('立省¥8.00')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: '购买套餐常备感冒组合装' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({ data: [{ type: '3', combination_id: '5', number: '1' }] });
  });

  it('tells a visitor why there is no price, and says 已售罄 when no packs are left', async () => {
    serve([
      pack({ price: null, list_price: null, saving: null, price_tip: '登录可见' }),
      pack({ id: 6, name: '售罄套餐', units_left: 0 }),
    ]);
    renderRoute(routes, '/zhzq');
    const card = await screen.findByRole('listitem', { name: '常备感冒组合装' });
    expect(within(card).getByText('登录可见')).toBeTruthy();
    expect(within(card).getByRole('button', { name: '购买套餐常备感冒组合装' })).toHaveProperty(
      'disabled',
      true,
    );
    const soldOut = screen.getByRole('listitem', { name: '售罄套餐' });
    expect(within(soldOut).getByRole('button', { name: '购买套餐售罄套餐' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(soldOut).getByText('已售罄')).toBeTruthy();
  });

  it('says so when no pack is running', async () => {
    serve([]);
    renderRoute(routes, '/zhzq');
    expect(await screen.findByText('暂无套餐活动，敬请期待')).toBeTruthy();
  });
});
