import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import qs from 'qs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@yaocai/domain/contracts/order';
import type { OrderPage } from '@yaocai/domain/contracts/order-responses';
import { resetApiClient } from '../../../lib/api-client';
import { userBaseQueryKey } from '../../../lib/user-base';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { buyerHandler, fail, ok, orderDetail, orderPage, orderSummary } from '../testing/order-fixtures';
import { OrdersPage } from './orders-page';

const routes = [
  { path: '/order', element: <OrdersPage /> },
  { path: '/order/:id', element: <p>订单详情页面</p> },
  { path: '/cart', element: <p>购物车页面</p> },
  { path: '/cart/pay/:id', element: <p>支付页面</p> },
  { path: '/home', element: <p>首页内容</p> },
];

interface Posted {
  path: string;
  body: Record<string, unknown>;
}

/** Serves the order list (each answer from `pages`, the last one repeating) and records every call. */
function serveOrders(...pages: OrderPage[]) {
  const queries: Record<string, string>[] = [];
  const posted: Posted[] = [];
  const record = async (request: Request) =>
    posted.push({ path: new URL(request.url).pathname, body: qs.parse(await request.text()) as never });
  mswServer.use(
    buyerHandler(),
    http.get(apiUrl('/api/order'), ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return ok(pages[Math.min(queries.length - 1, pages.length - 1)]);
    }),
    http.post(apiUrl('/api/order/:id/cancel'), async ({ request, params }) => {
      await record(request);
      return ok(orderDetail({ id: Number(params.id), status: ORDER_STATUS.cancelled }), '订单已取消');
    }),
    http.post(apiUrl('/api/order/:id/rebuy'), async ({ request }) => {
      await record(request);
      return ok({ cart: 5 }, '已将2种商品加入购物车');
    }),
  );
  return { queries, last: () => queries.at(-1), to: (path: string) => posted.filter((p) => p.path === path) };
}

const card = (orderNo: string) => screen.getByRole('article', { name: orderNo });
/** The first load waits for the user state, then mounts the whole page: slow on a busy machine. */
const FIRST_LOAD = { timeout: 5000 };
const findCard = (orderNo: string) => screen.findByRole('article', { name: orderNo }, FIRST_LOAD);

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

// The first test mounts antd for the first time, which takes seconds on a busy machine.
describe('orders page', () => {
  it('shows the tabs with their counts and each order as a card', async () => {
    const server = serveOrders(
      orderPage([
        orderSummary({
          line_count: 4,
          preview: [
            { name: '感冒灵颗粒', image: null, number: 5 },
            { name: '板蓝根颗粒', image: null, number: 10 },
          ],
        }),
        orderSummary({
          id: 2,
          order_no: 'YC202503010002',
          status: ORDER_STATUS.completed,
          pay_method: 'balance',
        }),
      ]),
    );
    renderRoute(routes, '/order');
    const unpaid = await findCard('YC202503010001');
    for (const tab of ['全部订单(12)', '待付款(2)', '待发货(3)', '已发货(4)', '已完成(2)', '已取消(1)'])
      expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    expect(server.last()).toEqual({ state: '0', page: '1', page_size: '10', keyword: '' });
    expect(within(unpaid).getByText('下单时间：2025-03-01 09:30')).toBeTruthy();
    expect(within(unpaid).getByText('待付款').className).toContain('orange');
    expect(within(unpaid).getByText('板蓝根颗粒')).toBeTruthy();
    expect(within(unpaid).getByText('×10')).toBeTruthy();
    expect(within(unpaid).getByText('等4种商品')).toBeTruthy();
    expect(within(unpaid).getByText('应付金额')).toBeTruthy();
    expect(within(unpaid).getByText('¥72.50')).toBeTruthy();
    expect(within(unpaid).getByText('请于2025-03-01 10:00前支付')).toBeTruthy();
    expect(within(unpaid).getByRole('link', { name: '去支付' }).getAttribute('href')).toBe('/cart/pay/1');
    expect(within(unpaid).getByRole('link', { name: '查看详情' }).getAttribute('href')).toBe('/order/1');

    const done = card('YC202503010002');
    expect(within(done).getByText('已完成').className).toContain('green');
    expect(within(done).getByText('实付金额')).toBeTruthy();
    expect(within(done).queryByRole('link', { name: '去支付' })).toBeNull();
    expect(within(done).queryByRole('button', { name: '取消订单' })).toBeNull();
    expect(within(done).getByRole('button', { name: '再次购买' })).toBeTruthy();
  });

  it('switches tabs by sending state= and starting again at page 1', async () => {
    const server = serveOrders(orderPage([orderSummary()], { total: 25 }));
    const { router } = renderRoute(routes, '/order?page=2&keyword=感冒');
    fireEvent.click(await screen.findByRole('tab', { name: '待发货(3)' }, FIRST_LOAD));
    await waitFor(() =>
      expect(server.last()).toEqual({ state: '2', page: '1', page_size: '10', keyword: '感冒' }),
    );
    expect(new URLSearchParams(router.state.location.search).get('state')).toBe('2');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
  });

  it('searches by the trimmed keyword and starts again at page 1', async () => {
    const server = serveOrders(orderPage([orderSummary()], { total: 25 }));
    const { router } = renderRoute(routes, '/order?state=1&page=3');
    const box = await screen.findByRole('searchbox', { name: '搜索订单' }, FIRST_LOAD);
    fireEvent.change(box, { target: { value: '  板蓝根  ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(server.last()).toEqual({ state: '1', page: '1', page_size: '10', keyword: '板蓝根' }),
    );
    expect(router.state.location.search).toBe(`?state=1&keyword=${encodeURIComponent('板蓝根')}`);

    fireEvent.change(screen.getByRole('searchbox', { name: '搜索订单' }), { target: { value: 'YC2025' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(server.last()?.keyword).toBe('YC2025'));
  });

  it('pages through the orders', async () => {
    const first = orderPage([orderSummary()], { total: 25 });
    const second = orderPage([orderSummary({ id: 11, order_no: 'YC202503010011' })], { total: 25, page: 2 });
    const server = serveOrders(first, second);
    const { router } = renderRoute(routes, '/order');
    await findCard('YC202503010001');
    expect(screen.getByText('共 25 个订单')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    expect(await findCard('YC202503010011')).toBeTruthy();
    expect(server.last()).toEqual({ state: '0', page: '2', page_size: '10', keyword: '' });
    expect(router.state.location.search).toBe('?page=2');
  });

  it('asks before cancelling, posts the reason and reloads the list', async () => {
    const before = orderPage([orderSummary({ id: 3, order_no: 'YC202503010003' })]);
    const after = orderPage([
      orderSummary({ id: 3, order_no: 'YC202503010003', status: ORDER_STATUS.cancelled }),
    ]);
    const server = serveOrders(before, after);
    renderRoute(routes, '/order');
    const order = await findCard('YC202503010003');
    fireEvent.click(within(order).getByRole('button', { name: '取消订单' }));
    const dialog = await screen.findByRole('dialog', { name: '确定取消该订单吗?' });
    expect(within(dialog).queryByText('已支付的金额将原路退回')).toBeNull();
    expect(server.to('/api/order/3/cancel')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('combobox', { name: '取消原因' }), {
      target: { value: '重复下单' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定取消' }));
    await waitFor(() => expect(server.to('/api/order/3/cancel')).toHaveLength(1));
    expect(server.to('/api/order/3/cancel')[0]!.body).toEqual({ reason: '重复下单' });
    expect(await screen.findByText('订单已取消')).toBeTruthy();
    await waitFor(() => expect(server.queries).toHaveLength(2));
    expect(await within(card('YC202503010003')).findByText('已取消')).toBeTruthy();
  });

  it('tells the buyer a paid order is refunded, and keeps it when the buyer thinks again', async () => {
    const server = serveOrders(
      orderPage([
        orderSummary({
          id: 4,
          order_no: 'YC202503010004',
          status: ORDER_STATUS.toShip,
          pay_method: 'balance',
        }),
      ]),
    );
    renderRoute(routes, '/order');
    const order = await findCard('YC202503010004');
    fireEvent.click(within(order).getByRole('button', { name: '取消订单' }));
    const dialog = await screen.findByRole('dialog', { name: '确定取消该订单吗?' });
    expect(within(dialog).getByText('已支付的金额将原路退回')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '暂不取消' }));
    expect(server.to('/api/order/4/cancel')).toHaveLength(0);
    expect(within(order).getByText('待发货')).toBeTruthy();
  });

  it('buys an order again, shows the server message and offers the cart', async () => {
    const server = serveOrders(orderPage([orderSummary({ id: 5, order_no: 'YC202503010005' })]));
    const { queryClient } = renderRoute(routes, '/order');
    const order = await findCard('YC202503010005');
    await waitFor(() => expect(queryClient.getQueryState(userBaseQueryKey)?.status).toBe('success'));
    const userLoadedAt = queryClient.getQueryState(userBaseQueryKey)!.dataUpdatedAt;
    fireEvent.click(within(order).getByRole('button', { name: '再次购买' }));
    await waitFor(() => expect(server.to('/api/order/5/rebuy')).toHaveLength(1));
    expect(await screen.findByText('已将2种商品加入购物车')).toBeTruthy();
    await waitFor(() =>
      expect(queryClient.getQueryState(userBaseQueryKey)!.dataUpdatedAt).toBeGreaterThan(userLoadedAt),
    );
    fireEvent.click(within(order).getByRole('link', { name: '去购物车结算' }));
    expect(await screen.findByText('购物车页面')).toBeTruthy();
  });

  it('shows an empty tab with a way back to shopping', async () => {
    serveOrders(orderPage([], { counts: { '0': 0, '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } }));
    renderRoute(routes, '/order?state=5');
    expect(await screen.findByText('暂无订单', {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByRole('tab', { name: '已取消(0)' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('link', { name: '去逛逛' }));
    expect(await screen.findByText('首页内容')).toBeTruthy();
  });

  it('shows a failure with a retry', async () => {
    let calls = 0;
    mswServer.use(
      buyerHandler(),
      http.get(apiUrl('/api/order'), () => {
        calls += 1;
        return calls === 1 ? fail(500, '系统繁忙') : ok(orderPage([orderSummary()]));
      }),
    );
    renderRoute(routes, '/order');
    expect(await screen.findByText('订单加载失败', {}, FIRST_LOAD)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await findCard('YC202503010001')).toBeTruthy();
  });
});
