import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import qs from 'qs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsCard } from '@yaocai/domain/contracts/catalog';
import { resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { buyerHandler, goodsCard, ok } from '../../../testing/wire-fixtures';
import { FavouritesPage } from './favourites-page';

const routes = [{ path: '/star', element: <FavouritesPage /> }];

const card = (id: number, name: string, overrides: Partial<GoodsCard> = {}): GoodsCard =>
  goodsCard({ id, name, retail_price: null, number: 100, ...overrides });

function serveFavourites() {
  let list = [card(1, '感冒灵颗粒'), card(2, '停售颗粒', { is_buy: false, price_tip: '已下架' })];
  const posts: { path: string; body: unknown }[] = [];
  mswServer.use(
    buyerHandler(),
    http.get(apiUrl('/api/favorite'), () => ok({ list, total: list.length, page: 1, page_size: 20 })),
    http.get(apiUrl('/api/favorite/ids'), () => ok(list.map((goods) => goods.id))),
    http.post(apiUrl('/api/favorite/cancel'), async ({ request }) => {
      const body = qs.parse(await request.text()) as { goods_ids: string[] };
      posts.push({ path: '/api/favorite/cancel', body });
      list = list.filter((goods) => !body.goods_ids.includes(String(goods.id)));
      return ok(null, '取消收藏成功');
    }),
    http.post(apiUrl('/api/cart'), async ({ request }) => {
      posts.push({ path: '/api/cart', body: qs.parse(await request.text()) });
      return ok({ cart: 1 }, '加入购物车成功');
    }),
  );
  return { posts };
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('my favourites', () => {
  it('lists the goods with price and stock, adds one to the cart, and cancels the chosen ones after asking', async () => {
    const server = serveFavourites();
    renderRoute(routes, '/star');
    const row = (await screen.findByText('感冒灵颗粒')).closest('tr')!;
    expect(within(row).getByText('¥12.50')).toBeTruthy();
    expect(within(row).getByText('100盒')).toBeTruthy();
    const off = screen.getByText('停售颗粒').closest('tr')!;
    expect(within(off).getByText('已下架')).toBeTruthy();
    expect(within(off).getByRole('button', { name: '加入购物车' })).toHaveProperty('disabled', true);

    fireEvent.click(within(row).getByRole('button', { name: '加入购物车' }));
    await waitFor(() =>
      expect(server.posts).toEqual([{ path: '/api/cart', body: { data: [{ goods_id: '1', number: '5' }] } }]),
    );

    for (const checkbox of screen.getAllByRole('checkbox').slice(1)) fireEvent.click(checkbox);
    expect(screen.getByText(/已选 2 件/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '批量取消收藏' }));
    const dialog = await screen.findByRole('dialog');
    expect(server.posts).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: '取消收藏' }));
    await waitFor(() =>
      expect(server.posts[1]).toEqual({ path: '/api/favorite/cancel', body: { goods_ids: ['1', '2'] } }),
    );
    expect(await screen.findByText('还没有收藏的商品')).toBeTruthy();
  });
});
