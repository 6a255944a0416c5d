import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { resetApiClient } from '../../../lib/api-client';
import { adminOrder, ok, operatorHandler, paged } from '../../../testing/fixtures';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

let queries: string[];

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  queries = [];
  mswServer.use(
    operatorHandler(),
    http.get(apiUrl('/api/admin/orders'), ({ request }) => {
      const search = new URL(request.url).searchParams;
      queries.push(search.toString());
      const found = search.get('keywords')
        ? [adminOrder()]
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
