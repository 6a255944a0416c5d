import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OverdueBill } from '@yaocai/domain/contracts/admin-money-responses';
import { resetApiClient } from '../../../lib/api-client';
import { ok, operatorHandler, refusal } from '../../../testing/fixtures';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

const overdue: OverdueBill[] = [
  {
    id: 5,
    buyer_id: 7,
    company: '西城诊所',
    phone: '13800000002',
    order_id: 31,
    order_no: '2026102700000001',
    amount: '78.00',
    due_at: '2026-10-18T01:00:00.000Z',
    days_overdue: 40,
  },
];

let queries: string[];

function serve(answer: () => Response = () => ok({ list: overdue, total: 45, page: 1, page_size: 20 })) {
  mswServer.use(
    operatorHandler(['buyers.read']),
    http.get(apiUrl('/api/admin/credit-bills/overdue'), ({ request }) => {
      queries.push(new URL(request.url).search);
      return answer();
    }),
  );
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  queries = [];
  document.cookie = 'XSRF-TOKEN=t1; path=/';
});
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('逾期账单', () => {
  it('lists each overdue bill with its buyer, amount, due date and days overdue, paged through the URL', async () => {
    serve();
    const { location } = renderApp('/overdue-bills');
    const row = (await screen.findByText('2026102700000001')).closest('tr')!;
    expect(within(row).getByRole('link', { name: '西城诊所' }).getAttribute('href')).toBe('/buyers/7');
    expect(within(row).getByText('78.00')).toBeTruthy();
    expect(within(row).getByText('40 天')).toBeTruthy();
    expect(screen.getByText('共 45 笔')).toBeTruthy();
    expect(queries).toEqual(['?page=1&page_size=20']);
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(location()).toBe('/overdue-bills?page=2'));
    await waitFor(() => expect(queries.at(-1)).toBe('?page=2&page_size=20'));
  });

  it('says when nothing is overdue', async () => {
    serve(() => ok({ list: [], total: 0, page: 1, page_size: 20 }));
    renderApp('/overdue-bills');
    expect(await screen.findByText('没有逾期账单')).toBeTruthy();
  });

  it('says why the list could not be read, with a retry', async () => {
    serve(() => refusal(500, 500, '系统繁忙，请稍候再试'));
    renderApp('/overdue-bills');
    expect(await screen.findByText('系统繁忙，请稍候再试')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
