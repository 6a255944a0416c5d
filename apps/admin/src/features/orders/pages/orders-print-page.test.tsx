import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { resetApiClient } from '../../../lib/api-client';
import { ok, operatorHandler, orderDetail } from '../../../testing/fixtures';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

let asked: string[];

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  asked = [];
  mswServer.use(
    operatorHandler(),
    http.get(apiUrl('/api/admin/orders/:id'), ({ params }) => {
      asked.push(String(params.id));
      const id = Number(params.id);
      return ok(orderDetail({ id, order_no: `YC2025030100${id}`, remark: id === 32 ? '请走冷链' : '' }));
    }),
  );
});
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

it('shows a 发货单 for each picked order, each once, with what is still to ship of every line', async () => {
  renderApp('/orders/print?ids=31,32,31,x');
  const lists = await screen.findAllByRole('article', { name: /^发货单/ });
  expect(lists.map((list) => list.getAttribute('aria-label'))).toEqual([
    '发货单 YC202503010031',
    '发货单 YC202503010032',
  ]);
  expect(asked.sort()).toEqual(['31', '32']);
  const owed = within(lists[0]!).getByRole('row', { name: /六味地黄丸/ });
  expect(
    within(owed)
      .getAllByRole('cell')
      .slice(-3)
      .map((cell) => cell.textContent),
  ).toEqual(['5', '2', '3']);
  expect(within(lists[1]!).getByText('请走冷链')).toBeTruthy();
  expect(within(lists[0]!).queryByText('备注')).toBeNull();
  expect(screen.getByRole('button', { name: /打\s*印/ }).hasAttribute('disabled')).toBe(false);
});
