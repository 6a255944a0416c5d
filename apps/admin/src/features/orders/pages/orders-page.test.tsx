import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { resetApiClient } from '../../../lib/api-client';
import { adminOrder, managers, ok, operatorHandler, paged, sheetJob } from '../../../testing/fixtures';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

let queries: string[];
let exported: unknown[];
let savedViews: unknown[];

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  queries = [];
  exported = [];
  savedViews = [];
  mswServer.use(
    operatorHandler(),
    http.get(apiUrl('/api/admin/list-views'), () =>
      ok([
        {
          id: 3,
          list: 'orders',
          name: '大额',
          params: { amount_min: '1000' },
          updated_at: '2026-03-01T00:00:00.000Z',
        },
      ]),
    ),
    http.post(apiUrl('/api/admin/list-views'), async ({ request }) => {
      savedViews.push(await request.json());
      return ok({ id: 4, list: 'orders', name: '我的', params: {}, updated_at: '2026-03-01T00:00:00.000Z' });
    }),
    http.get(apiUrl('/api/admin/managers'), () => ok(managers)),
    http.post(apiUrl('/api/admin/orders/export'), async ({ request }) => {
      exported.push(await request.json());
      return ok(sheetJob({ id: 9, kind: 'orders_export' }));
    }),
    http.get(apiUrl('/api/admin/jobs/9'), () => ok(sheetJob({ id: 9, kind: 'orders_export' }))),
    http.get(apiUrl('/api/admin/orders'), ({ request }) => {
      const search = new URL(request.url).searchParams;
      queries.push(search.toString());
      const found = search.get('keywords')
        ? [adminOrder()]
        : search.get('page') === '2'
          ? [adminOrder({ id: 40, order_no: 'YC202503010040' })]
          : [adminOrder(), adminOrder({ id: 32, order_no: 'YC202503010032' })];
      const counts = search.get('keywords')
        ? { '0': 1, '1': 0, '2': 1, '3': 0, '4': 0, '5': 0 }
        : { '0': 7, '1': 1, '2': 4, '3': 2, '4': 0, '5': 0 };
      return ok({ ...paged(found), total: counts['0'], counts });
    }),
  );
});
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

it('shows the orders in each state on its tab, and all of them once on 全部, for the search too', async () => {
  renderApp('/orders');
  await screen.findByText('YC202503010032');
  expect(tabNames()).toEqual([
    '全部 (7)',
    '待付款 (1)',
    '待发货 (4)',
    '已发货 (2)',
    '已完成 (0)',
    '已取消 (0)',
  ]);
  fireEvent.change(screen.getByPlaceholderText(/商品名称/), { target: { value: '感冒灵' } });
  fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
  await waitFor(() => expect(tabNames()[0]).toBe('全部 (1)'));
  expect(tabNames()[2]).toBe('待发货 (1)');
  expect(screen.queryByText('YC202503010032')).toBeNull();
  expect(queries.at(-1)).toContain(`keywords=${encodeURIComponent('感冒灵')}`);
});

it('shows how many pieces a part-shipped order still owes, and a dash for the others', async () => {
  mswServer.use(
    http.get(apiUrl('/api/admin/orders'), () =>
      ok({
        ...paged([
          adminOrder({
            id: 33,
            order_no: 'YC202503010033',
            part_shipped: true,
            shipped_at: '2025-03-02T02:00:00.000Z',
            owed_pieces: 7,
          }),
          adminOrder(),
        ]),
        counts: { '0': 2, '1': 0, '2': 2, '3': 0, '4': 0, '5': 0 },
      }),
    ),
  );
  renderApp('/orders');
  const part = (await screen.findByText('YC202503010033')).closest('tr')!;
  expect(screen.getByRole('columnheader', { name: '待发件数' })).toBeTruthy();
  expect(within(part).getByText('部分发货')).toBeTruthy();
  expect(within(part).getByText('7')).toBeTruthy();
  const whole = screen.getByText('YC202503010031').closest('tr')!;
  expect(within(whole).getByText('—')).toBeTruthy();
});

it('sorts by amount through the query, filters by amount in yuan sent as fen, and keeps both in the URL', async () => {
  const { location } = renderApp('/orders');
  await screen.findByText('YC202503010032');
  fireEvent.click(screen.getByText('金额（元）'));
  await waitFor(() => expect(queries.at(-1)).toContain('sort=payable&order=desc'));
  fireEvent.change(screen.getByLabelText('最低金额（元）'), { target: { value: '10.5' } });
  fireEvent.change(screen.getByLabelText('最高金额（元）'), { target: { value: '200' } });
  fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
  await waitFor(() => expect(queries.at(-1)).toContain('amount_min=1050&amount_max=20000'));
  expect(location()).toContain('amount_min=10.5');
  expect(location()).toContain('sort=payable');
});

it('keeps the rows picked on one page while another is shown, and exports exactly those', async () => {
  mswServer.use(
    http.get(apiUrl('/api/admin/orders'), ({ request }) => {
      const search = new URL(request.url).searchParams;
      queries.push(search.toString());
      const id = search.get('page') === '2' ? 40 : 32;
      const counts = { '0': 120, '1': 0, '2': 120, '3': 0, '4': 0, '5': 0 };
      return ok({ ...paged([adminOrder({ id, order_no: `YC2025030100${id}` })]), total: 120, counts });
    }),
  );
  renderApp('/orders?page_size=50');
  await screen.findByText('YC202503010032');
  expect(queries.at(-1)).toContain('page_size=50');
  fireEvent.click(screen.getByRole('checkbox', { name: '选择订单YC202503010032' }));
  const next = await screen.findByTitle('2');
  fireEvent.click(next);
  await screen.findByText('YC202503010040');
  fireEvent.click(screen.getByRole('checkbox', { name: '选择订单YC202503010040' }));
  const bar = await screen.findByRole('region', { name: '批量操作' });
  expect(bar.textContent).toContain('已选 2 项');
  fireEvent.click(screen.getByRole('button', { name: /导出选中/ }));
  await waitFor(() => expect(exported).toEqual([{ state: 0, ids: [32, 40] }]));
});

it('hides the columns the URL names, saves what is shown as a view, and opens a saved one', async () => {
  const { location } = renderApp('/orders?hide=phone,pay_method&sort=payable&order=asc');
  await screen.findByText('YC202503010032');
  const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
  expect(headers).not.toContain('手机');
  expect(headers).not.toContain('支付方式');
  fireEvent.click(screen.getByRole('button', { name: /保存视图/ }));
  fireEvent.change(await screen.findByLabelText('视图名称'), { target: { value: '我的' } });
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /保\s*存/ }));
  await waitFor(() =>
    expect(savedViews).toEqual([
      { list: 'orders', name: '我的', params: { hide: 'phone,pay_method', sort: 'payable', order: 'asc' } },
    ]),
  );
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '已保存的视图' }));
  fireEvent.click(await screen.findByTitle('大额'));
  await waitFor(() => expect(location()).toBe('/orders?amount_min=1000'));
});
