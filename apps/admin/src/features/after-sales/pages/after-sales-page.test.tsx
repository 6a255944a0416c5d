import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Permission } from '@yaocai/domain/contracts/admin';
import type { AdminAfterSale } from '@yaocai/domain/contracts/after-sales';
import { resetApiClient } from '../../../lib/api-client';
import { afterSale, ok, operatorHandler, paged } from '../../../testing/fixtures';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

const counts = { '': 3, pending: 2, refunded: 1 };

let queries: string[];
let approved: number[];
let rejected: unknown[];
let savedViews: unknown[];

/** The list answering `list` (moved on by the reviews), and the three reviews of request 61. */
function serveList(list: AdminAfterSale[], permissions?: Permission[]) {
  let current = list;
  const move = (changes: Partial<AdminAfterSale>) => {
    current = current.map((one) => (one.id === 61 ? { ...one, ...changes } : one));
    return current.find((one) => one.id === 61)!;
  };
  mswServer.use(
    operatorHandler(permissions),
    http.get(apiUrl('/api/admin/list-views'), () =>
      ok([
        {
          id: 7,
          list: 'after_sales',
          name: '退货',
          params: { kind: 'return' },
          updated_at: '2026-03-01T00:00:00.000Z',
        },
      ]),
    ),
    http.post(apiUrl('/api/admin/list-views'), async ({ request }) => {
      savedViews.push(await request.json());
      return ok({
        id: 8,
        list: 'after_sales',
        name: '大额',
        params: {},
        updated_at: '2026-03-01T00:00:00.000Z',
      });
    }),
    http.get(apiUrl('/api/admin/after-sales'), ({ request }) => {
      queries.push(new URL(request.url).search);
      return ok({ ...paged(current), counts });
    }),
    http.post(apiUrl('/api/admin/after-sales/61/approve'), () => {
      approved.push(61);
      return ok(move({ status: 'refunded' }), '已同意并退款');
    }),
    http.post(apiUrl('/api/admin/after-sales/61/reject'), async ({ request }) => {
      const body = (await request.json()) as { reason: string };
      rejected.push(body);
      return ok(move({ status: 'rejected', reject_reason: body.reason }), '已拒绝售后申请');
    }),
  );
}

const rowOf = (text: string) => screen.getAllByText(text)[0]!.closest('tr')!;
const toast = () => document.querySelector('.ant-message')?.textContent ?? '';

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  queries = [];
  approved = [];
  rejected = [];
  savedViews = [];
  document.cookie = 'XSRF-TOKEN=t1; path=/';
});
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('the list', () => {
  it('shows each request with its order, customer, kind, reason, amount and state, and the counts per tab', async () => {
    serveList([
      afterSale(),
      afterSale({
        id: 62,
        order_id: 32,
        order_no: 'YC202503010032',
        buyer_id: 6,
        company: '康泰大药房',
        phone: '13800000002',
        kind: 'return',
        reason: '发错商品',
        amount: '120.00',
        status: 'refunded',
      }),
    ]);
    renderApp('/after-sales');
    const first = (await screen.findByText('YC202503010031')).closest('tr')!;
    expect(within(first).getByRole('link', { name: 'YC202503010031' }).getAttribute('href')).toBe(
      '/orders/31',
    );
    expect(within(first).getByRole('link', { name: '仁和大药房' }).getAttribute('href')).toBe('/buyers/5');
    for (const text of ['13800000001', '仅退款', '商品破损', '¥25.00', '待审核']) {
      expect(within(first).getByText(text)).toBeTruthy();
    }
    const second = rowOf('YC202503010032');
    for (const text of ['康泰大药房', '退货退款', '发错商品', '¥120.00', '已退款']) {
      expect(within(second).getByText(text)).toBeTruthy();
    }
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['全部 (3)', '待审核 (2)', '待退货 (0)', '退款中 (0)', '已退款 (1)', '已拒绝 (0)']);
  });

  it('asks for the requests of the chosen state', async () => {
    serveList([afterSale()]);
    const { location } = renderApp('/after-sales');
    fireEvent.click(await screen.findByRole('tab', { name: '待审核 (2)' }));
    await waitFor(() =>
      expect(queries).toContain('?status=pending&page=1&page_size=20&sort=created_at&order=desc'),
    );
    expect(location()).toBe('/after-sales?status=pending');
  });

  it('filters by kind and by the refund in yuan sent as fen, sorts by the refund, and keeps it all in the URL', async () => {
    serveList([afterSale()]);
    const { location } = renderApp('/after-sales?page_size=50');
    await screen.findByText('YC202503010031');
    expect(queries.at(-1)).toBe('?page=1&page_size=50&sort=created_at&order=desc');
    fireEvent.mouseDown(screen.getByLabelText('售后类型'));
    fireEvent.click(await screen.findByTitle('退货退款'));
    await waitFor(() => expect(queries.at(-1)).toContain('kind=return'));
    fireEvent.change(screen.getByLabelText('最低退款金额（元）'), { target: { value: '10.5' } });
    fireEvent.change(screen.getByLabelText('最高退款金额（元）'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('最高退款金额不能低于最低退款金额')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('最高退款金额（元）'), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(queries.at(-1)).toContain('kind=return&amount_min=1050&amount_max=20000'));
    fireEvent.click(screen.getAllByText('退款金额')[0]!);
    await waitFor(() => expect(queries.at(-1)).toContain('sort=amount&order=desc'));
    expect(location()).toBe(
      '/after-sales?page_size=50&kind=return&amount_min=10.5&amount_max=200&sort=amount&order=desc',
    );
    fireEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    await waitFor(() => expect(location()).toBe('/after-sales?page_size=50&sort=amount&order=desc'));
  });

  it('hides the columns the URL names, saves what is shown as a view, and opens a saved one', async () => {
    serveList([afterSale()]);
    const { location } = renderApp('/after-sales?hide=customer&sort=amount&order=asc');
    await screen.findByText('YC202503010031');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).not.toContain('客户');
    expect(headers).toContain('退款金额');
    fireEvent.click(screen.getByRole('button', { name: /保存视图/ }));
    fireEvent.change(await screen.findByLabelText('视图名称'), { target: { value: '大额' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(savedViews).toEqual([
        { list: 'after_sales', name: '大额', params: { hide: 'customer', sort: 'amount', order: 'asc' } },
      ]),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '已保存的视图' }));
    fireEvent.click(await screen.findByTitle('退货'));
    await waitFor(() => expect(location()).toBe('/after-sales?kind=return'));
  });

  it('shows the company without a link to a role that may not read buyers', async () => {
    serveList([afterSale()], ['orders.read', 'orders.refund']);
    renderApp('/after-sales');
    const row = (await screen.findByText('YC202503010031')).closest('tr')!;
    expect(within(row).getByText('仁和大药房')).toBeTruthy();
    expect(within(row).queryByRole('link', { name: '仁和大药房' })).toBeNull();
  });
});

describe('reviewing from the list', () => {
  it('approves after a confirmation that says the money goes back now, and shows the result', async () => {
    serveList([afterSale()]);
    renderApp('/after-sales');
    await screen.findByText('YC202503010031');
    fireEvent.click(within(rowOf('YC202503010031')).getByRole('button', { name: '同意' }));
    const confirm = (await screen.findByText('同意售后申请')).closest<HTMLElement>('.ant-popconfirm')!;
    expect(confirm.textContent).toContain('同意后立即退款 ¥25.00，原路退回（余额支付），立即到账。');
    expect(approved).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: '同意' }));
    await waitFor(() => expect(approved).toEqual([61]));
    await waitFor(() => expect(toast()).toContain('已同意并退款'));
    await waitFor(() => expect(within(rowOf('YC202503010031')).getByText('已退款')).toBeTruthy());
    expect(within(rowOf('YC202503010031')).queryByRole('button', { name: '同意' })).toBeNull();
  });

  it('rejects only with a reason, which it sends', async () => {
    serveList([afterSale()]);
    renderApp('/after-sales');
    await screen.findByText('YC202503010031');
    fireEvent.click(within(rowOf('YC202503010031')).getByRole('button', { name: '拒绝' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('仁和大药房（13800000001）将收到拒绝原因');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认拒绝' }));
    expect(await within(dialog).findByText('请填写拒绝原因')).toBeTruthy();
    expect(rejected).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('拒绝原因'), {
      target: { value: ' 破损系买家签收后造成 ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认拒绝' }));
    await waitFor(() => expect(rejected).toEqual([{ reason: '破损系买家签收后造成' }]));
    await waitFor(() => expect(toast()).toContain('已拒绝售后申请'));
    await waitFor(() => expect(within(rowOf('YC202503010031')).getByText('已拒绝')).toBeTruthy());
  });

  it('offers no review to a role without orders.refund', async () => {
    serveList(
      [afterSale(), afterSale({ id: 62, order_no: 'YC202503010032', status: 'returning' })],
      ['orders.read', 'buyers.read'],
    );
    renderApp('/after-sales');
    await screen.findByText('YC202503010031');
    expect(screen.getAllByRole('link', { name: '详情' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: '同意' })).toBeNull();
    expect(screen.queryByRole('button', { name: '拒绝' })).toBeNull();
    expect(screen.queryByRole('button', { name: '确认收到退货并退款' })).toBeNull();
  });
});
