import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import qs from 'qs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastBuyEntry } from '@yaocai/domain/contracts/order-responses';
import { resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { buyerHandler, goodsCard, ok } from '../../../testing/wire-fixtures';
import { OftenBoughtPage } from './often-bought-page';

const routes = [{ path: '/user/often', element: <OftenBoughtPage /> }];

const entry = (overrides: Partial<FastBuyEntry>): FastBuyEntry => ({
  goods_id: 1,
  name: '感冒灵颗粒',
  sccj: '华润三九医药股份有限公司',
  ypgg: '10g*9袋',
  bzdw: '盒',
  image: null,
  times: 3,
  pieces: 45,
  last_bought_at: '2026-11-20T08:00:00.000Z',
  goods: goodsCard(),
  ...overrides,
});

function serveOftenBought() {
  const seen = { queries: [] as URLSearchParams[], added: [] as unknown[] };
  mswServer.use(
    buyerHandler(),
    http.get(apiUrl('/api/user/fast_buy'), ({ request }) => {
      seen.queries.push(new URL(request.url).searchParams);
      const list = [
        entry({}),
        entry({
          goods_id: 2,
          name: '板蓝根颗粒',
          goods: goodsCard({ id: 2, is_buy: false, price_tip: '超出经营范围', base_price: null }),
        }),
        entry({ goods_id: 3, name: '旧商品', goods: null }),
      ];
      return ok({ list, total: list.length, page: 1, page_size: 20 });
    }),
    http.post(apiUrl('/api/cart'), async ({ request }) => {
      seen.added.push(qs.parse(await request.text()));
      return ok({ cart: 3 }, '加入购物车成功');
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

describe('常购清单', () => {
  it('lists what was bought with today’s price and stock, and adds the chosen quantity to the cart', async () => {
    const seen = serveOftenBought();
    renderRoute(routes, '/user/often');
    const row = (await screen.findByRole('link', { name: '感冒灵颗粒' })).closest('tr')!;
    expect(row.textContent).toContain('3 次，共 45盒');
    expect(row.textContent).toContain('¥12.50');
    fireEvent.click(within(row).getByRole('button', { name: '增加数量' }));
    fireEvent.click(within(row).getByRole('button', { name: '感冒灵颗粒加入购物车' }));
    expect(await screen.findByText('加入购物车成功')).toBeTruthy();
    expect(seen.added).toEqual([{ data: [{ goods_id: '1', number: '10' }] }]);

    const outOfScope = screen.getByText('板蓝根颗粒').closest('tr')!;
    expect(within(outOfScope).getByText('超出经营范围')).toBeTruthy();
    expect(within(screen.getByText('旧商品').closest('tr')!).getByText('商品已删除')).toBeTruthy();

    fireEvent.click(screen.getByText('最近购买'));
    await waitFor(() => expect(seen.queries.at(-1)?.get('order')).toBe('2'));
  });
});
