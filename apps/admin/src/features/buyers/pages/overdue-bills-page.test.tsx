import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OverdueBill } from '@yaocai/domain/contracts/admin-money-responses';
import { resetApiClient } from '../../../lib/api-client';
import { listViewHandlers, ok, operatorHandler, refusal } from '../../../testing/fixtures';
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
let savedViews: unknown[];

const last = () => Object.fromEntries(new URLSearchParams(queries.at(-1)));

function serve(answer: () => Response = () => ok({ list: overdue, total: 45, page: 1, page_size: 20 })) {
  mswServer.use(
    operatorHandler(['buyers.read']),
    http.get(apiUrl('/api/admin/managers'), () =>
      ok([{ id: 3, name: '李经理', phone: '13900000003', is_default: false }]),
    ),
    ...listViewHandlers('overdue_bills', { name: '久欠', params: { due_to: '2026-09-30' } }, savedViews),
    http.get(apiUrl('/api/admin/credit-bills/overdue'), ({ request }) => {
      queries.push(new URL(request.url).search);
      return answer();
    }),
  );
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  queries = [];
  savedViews = [];
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
    expect(screen.getByText('共 45 条')).toBeTruthy();
    expect(queries).toEqual(['?page=1&page_size=20&sort=days_overdue&order=desc']);
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(location()).toBe('/overdue-bills?page=2'));
    await waitFor(() => expect(last()).toMatchObject({ page: '2', page_size: '20' }));
  });

  it('sorts by 金额 through the query, keeping the sort, filters and page size in the URL', async () => {
    serve();
    const { location } = renderApp('/overdue-bills?page_size=50&manager_id=3&due_from=2026-10-01');
    await screen.findByText('2026102700000001');
    expect(last()).toMatchObject({ page_size: '50', manager_id: '3', due_from: '2026-10-01' });
    fireEvent.click(screen.getAllByText('金额（元）')[0]!);
    await waitFor(() => expect(last()).toMatchObject({ sort: 'amount', order: 'desc', manager_id: '3' }));
    expect(location()).toBe(
      '/overdue-bills?page_size=50&manager_id=3&due_from=2026-10-01&sort=amount&order=desc',
    );
  });

  it('filters by amount in yuan, sent in fen', async () => {
    serve();
    const { location } = renderApp('/overdue-bills');
    await screen.findByText('2026102700000001');
    fireEvent.change(screen.getByLabelText('最低金额（元）'), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText('最高金额（元）'), { target: { value: '100.5' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(last()).toMatchObject({ amount_min: '5000', amount_max: '10050' }));
    expect(location()).toBe('/overdue-bills?amount_min=50&amount_max=100.5');
  });

  it('hides the columns the URL names, saves what is shown as a view, and opens a saved one', async () => {
    serve();
    const { location } = renderApp('/overdue-bills?hide=order_no&sort=due_at&order=asc');
    await screen.findByText('西城诊所');
    expect(last()).toMatchObject({ sort: 'due_at', order: 'asc' });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).not.toContain('订单号');
    expect(headers).toContain('逾期天数');
    fireEvent.click(screen.getByRole('button', { name: /保存视图/ }));
    fireEvent.change(await screen.findByLabelText('视图名称'), { target: { value: '最早到期' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(savedViews).toEqual([
        {
          list: 'overdue_bills',
          name: '最早到期',
          params: { hide: 'order_no', sort: 'due_at', order: 'asc' },
        },
      ]),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '已保存的视图' }));
    fireEvent.click(await screen.findByTitle('久欠'));
    await waitFor(() => expect(location()).toBe('/overdue-bills?due_to=2026-09-30'));
    await waitFor(() => expect(last()).toMatchObject({ due_to: '2026-09-30' }));
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
