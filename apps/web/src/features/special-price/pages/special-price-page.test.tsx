import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import qs from 'qs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SpecialPriceGoods } from '@yaocai/domain/contracts/activity-special-price-responses';
import { resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { buyerHandler, ok } from '../../../testing/wire-fixtures';
import { SpecialPricePage, zoneIds } from './special-price-page';

const routes = [{ path: '/tjzq/:ids/:id?', element: <SpecialPricePage /> }];

const goods = (overrides: Partial<SpecialPriceGoods>): SpecialPriceGoods => ({
  id: 1,
  activity_id: 7,
  name: '感冒灵颗粒',
  sccj: '华润三九',
  ypgg: '10g*9袋',
  bzdw: '盒',
  zbz: 2,
  image: null,
  base_price: '20.00',
  price: '15.00',
  price_tip: null,
  tags: ['特'],
  ends_at: '2026-12-01T00:00:00.000Z',
  ...overrides,
});

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

function serve(list: SpecialPriceGoods[]) {
  const posts: unknown[] = [];
  mswServer.use(
    buyerHandler(),
    http.get(apiUrl('/api/activity/everyday_price'), () => ok({ goods: list })),
    http.post(apiUrl('/api/cart'), async ({ request }) => {
      posts.push(qs.parse(await request.text()));
      return ok({ cart: 1 }, '加入购物车成功');
    }),
  );
  return posts;
}

describe('/tjzq 特价专区', () => {
  it('reads the zone ids of the path', () => {
    expect([...zoneIds('7,8')]).toEqual([7, 8]);
    expect([...zoneIds('all')]).toEqual([]);
  });

  it('shows the zones’ goods with the 特 tag and the special price over the struck one, and adds one', async () => {
    const posts = serve([goods({}), goods({ id: 2, activity_id: 9, name: '板蓝根颗粒' })]);
    renderRoute(routes, '/tjzq/7');
    const card = await screen.findByRole('listitem', { name: '感冒灵颗粒' });
    expect(screen.queryByRole('listitem', { name: '板蓝根颗粒' })).toBeNull();
    expect(within(card).getByText('特')).toBeTruthy();
    expect(within(card).getByLabelText('特价15.00元')).toBeTruthy();
    expect(within(card).getByLabelText('原价20.00元').tagName).toBe('DEL');
    fireEvent.click(within(card).getByRole('button', { name: '购买感冒灵颗粒' }));
    await waitFor(() => expect(posts).toEqual([{ data: [{ goods_id: '1', number: '2' }] }]));
  });

  it('tells a visitor why there is no price', async () => {
    serve([goods({ price: null, base_price: null, price_tip: '登录可见' })]);
    renderRoute(routes, '/tjzq/all');
    const card = await screen.findByRole('listitem', { name: '感冒灵颗粒' });
    expect(within(card).getByText('登录可见')).toBeTruthy();
    expect(within(card).getByRole('button', { name: '购买感冒灵颗粒' })).toHaveProperty('disabled', true);
  });
});
