import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import qs from 'qs';
import { Outlet } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADD_TO_CART_DEFER_MS, CART_DRAWER_DELAY_MS, CART_DRAWER_WIDTH } from '@yaocai/domain/constants';
import type { CartState } from '@yaocai/domain/contracts/cart';
import type { UserState } from '@yaocai/domain/contracts/user';
import { loadGoodsDetailPage } from '../../features/catalog';
import { baseHandlers, goodsDetail } from '../../features/catalog/testing/catalog-fixtures';
import { buyerHandler, cartLine, cartState, goodsOf, ok } from '../../features/cart/testing/cart-fixtures';
import { resetApiClient } from '../../lib/api-client';
import { useCartState } from '../../lib/cart-state';
import { userBaseQueryKey } from '../../lib/user-base';
import { apiUrl, mswServer } from '../../testing/msw-server';
import { renderRoute } from '../../testing/render-route';
import { RightBar } from './right-bar';

const routes = [
  {
    path: '/',
    element: (
      <>
        <Outlet />
        <RightBar />
      </>
    ),
    children: [
      { path: 'home', handle: { name: 'home' }, element: <p>首页内容</p> },
      { path: 'cart', handle: { name: 'cart_step1' }, element: <p>购物车页面</p> },
      { path: 'list/info/:id', handle: { name: 'list_info' }, lazy: loadGoodsDetailPage },
    ],
  },
];

function serveCart(state: CartState, after = state) {
  let lists = 0;
  const deleted: unknown[] = [];
  mswServer.use(
    buyerHandler(state.data.length),
    http.get(apiUrl('/api/cart/list'), () => {
      lists += 1;
      return ok(state);
    }),
    http.post(apiUrl('/api/cart/batch_delete'), async ({ request }) => {
      deleted.push(qs.parse(await request.text()));
      return ok(after, '已删除');
    }),
  );
  return { lists: () => lists, deleted };
}

const bar = () => screen.getByRole('complementary', { name: '侧边栏' });
const cartToggle = () => screen.getByRole('button', { name: '购物车' });
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
  useCartState.getState().markFresh();
});
afterAll(() => mswServer.close());

describe('right bar cart drawer', () => {
  it('opens to 310 px, shows the lines after 200 ms and collapses again', async () => {
    serveCart(cartState([cartLine({ goods: goodsOf({ ypgg: '10g*9袋' }) })]));
    const { router } = renderRoute(routes, '/home');
    expect(bar().style.width).toBe(`${CART_DRAWER_WIDTH.collapsed}px`);

    fireEvent.click(cartToggle());
    expect(bar().style.width).toBe(`${CART_DRAWER_WIDTH.open}px`);
    expect(cartToggle().getAttribute('aria-expanded')).toBe('true');
    const drawer = screen.getByRole('region', { name: '购物车抽屉' });
    expect(within(drawer).queryByText('去购物车结算')).toBeNull();
    await pause(CART_DRAWER_DELAY_MS);

    const line = await within(drawer).findByRole('listitem', { name: '感冒灵颗粒' });
    expect(within(line).getByText('华润三九医药股份有限公司')).toBeTruthy();
    expect(within(line).getByText('10g*9袋')).toBeTruthy();
    expect(within(line).getByText('¥12.50 × 5盒')).toBeTruthy();
    expect(within(drawer).getByText('共 1 种商品')).toBeTruthy();
    expect(within(drawer).getByText('¥72.50')).toBeTruthy();

    fireEvent.click(cartToggle());
    expect(bar().style.width).toBe(`${CART_DRAWER_WIDTH.collapsed}px`);
    expect(screen.queryByRole('region', { name: '购物车抽屉' })).toBeNull();

    fireEvent.click(cartToggle());
    fireEvent.click(await screen.findByRole('button', { name: '去购物车结算' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(bar().style.width).toBe(`${CART_DRAWER_WIDTH.collapsed}px`);
  });

  it('cannot open on the cart page', async () => {
    serveCart(cartState([cartLine()]));
    renderRoute(routes, '/cart');
    await screen.findByText('购物车页面');
    fireEvent.click(cartToggle());
    expect(bar().style.width).toBe(`${CART_DRAWER_WIDTH.collapsed}px`);
    expect(screen.queryByRole('region', { name: '购物车抽屉' })).toBeNull();
  });

  it('says when the cart is empty', async () => {
    serveCart(cartState([]));
    renderRoute(routes, '/home');
    fireEvent.click(cartToggle());
    expect(await screen.findByText('购物车空空如也')).toBeTruthy();
  });

  it('reloads the cart on opening only when it was flagged as changed', async () => {
    const server = serveCart(cartState([cartLine()]));
    renderRoute(routes, '/home');
    fireEvent.click(cartToggle());
    await screen.findByRole('listitem', { name: '感冒灵颗粒' });
    expect(server.lists()).toBe(1);

    fireEvent.click(cartToggle());
    fireEvent.click(cartToggle());
    await screen.findByRole('listitem', { name: '感冒灵颗粒' });
    expect(server.lists()).toBe(1);

    fireEvent.click(cartToggle());
    act(() => useCartState.getState().markChanged());
    fireEvent.click(cartToggle());
    await waitFor(() => expect(server.lists()).toBe(2));
    expect(useCartState.getState().changed).toBe(false);
  });

  it('deletes a line after the confirmation', async () => {
    const server = serveCart(cartState([cartLine()]), cartState([]));
    const { queryClient } = renderRoute(routes, '/home');
    fireEvent.click(cartToggle());
    fireEvent.click(await screen.findByRole('button', { name: '删除感冒灵颗粒' }));
    expect(await screen.findByText('确定删除这件商品吗?')).toBeTruthy();
    expect(server.deleted).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('购物车空空如也')).toBeTruthy();
    expect(server.deleted).toEqual([{ ids: ['1'] }]);
    expect(queryClient.getQueryData<UserState>(userBaseQueryKey)?.cart).toBe(0);
  });
});

describe('adding to the cart', () => {
  it('waits 200 ms, posts, shows the server message and moves the badge', async () => {
    const posted: number[] = [];
    mswServer.use(
      ...baseHandlers('buyer'),
      http.get(apiUrl('/api/goods/detail/:id'), () => ok(goodsDetail())),
      http.post(apiUrl('/api/cart'), () => {
        posted.push(Date.now());
        return HttpResponse.json({ code: 10000, msg: '加入购物车成功', data: { cart: 3 } });
      }),
    );
    mswServer.use(buyerHandler(2));
    renderRoute(routes, '/list/info/1');
    // The goods page is a lazy route module, as in the app.
    const addToCart = (await screen.findByRole('button', { name: /加入购物车/ })) as HTMLButtonElement;
    expect(await within(cartToggle()).findByTitle('2')).toBeTruthy();
    await waitFor(() => expect(addToCart.disabled).toBe(false));

    const clicked = Date.now();
    fireEvent.click(addToCart);
    await pause(ADD_TO_CART_DEFER_MS / 2);
    expect(posted).toHaveLength(0);
    expect(await screen.findByText('加入购物车成功')).toBeTruthy();
    expect(posted).toHaveLength(1);
    expect(posted[0]! - clicked).toBeGreaterThanOrEqual(ADD_TO_CART_DEFER_MS - 5);
    expect(await within(cartToggle()).findByTitle('3')).toBeTruthy();
    expect(useCartState.getState().changed).toBe(true);
  });
});
