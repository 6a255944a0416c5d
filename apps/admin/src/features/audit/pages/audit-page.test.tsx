import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@yaocai/domain/contracts/admin';
import { resetApiClient } from '../../../lib/api-client';
import { listViewHandlers, ok, operatorHandler, paged } from '../../../testing/fixtures';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

const entry: AuditEntry = {
  id: 9,
  operator_id: 1,
  operator: '系统管理员',
  action: 'goods.update',
  target_type: 'goods',
  target_id: '11',
  before: { price_fen: 1250 },
  after: { price_fen: 1230 },
  ip: '10.0.0.8',
  job_id: null,
  created_at: '2025-03-01T01:30:00.000Z',
};

const imported: AuditEntry = {
  ...entry,
  id: 10,
  action: 'goods.import_change',
  target_id: '12',
  ip: '',
  job_id: 7,
};

let queries: string[];
let savedViews: unknown[];

const last = () => Object.fromEntries(new URLSearchParams(queries.at(-1)));

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  queries = [];
  savedViews = [];
  document.cookie = 'XSRF-TOKEN=t1; path=/';
  mswServer.use(
    operatorHandler(),
    ...listViewHandlers('audit', { name: '商品', params: { target_type: 'goods' } }, savedViews),
    http.get(apiUrl('/api/admin/audit'), ({ request }) => {
      queries.push(new URL(request.url).search);
      return ok(paged([entry, imported]));
    }),
  );
});
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('the audit log', () => {
  it('lists the changes and shows a change before and after, side by side', async () => {
    renderApp('/audit');
    const row = (await screen.findByText('编辑商品')).closest('tr')!;
    expect(within(row).getByText('系统管理员（#1）')).toBeTruthy();
    expect(within(row).getByText('商品 #11')).toBeTruthy();
    expect(within(row).getByText('10.0.0.8')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /展开/ }));
    expect(await screen.findByText('修改前')).toBeTruthy();
    expect(screen.getByText(/"price_fen": 1250/)).toBeTruthy();
    expect(screen.getByText(/"price_fen": 1230/)).toBeTruthy();
  });

  it('filters by operator and kind of change, newest first by default', async () => {
    renderApp('/audit');
    await screen.findByText('编辑商品');
    expect(queries.at(-1)).toBe('?page=1&page_size=20&sort=created_at&order=desc');
    fireEvent.change(screen.getByLabelText('操作员ID'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(last()).toMatchObject({ operator_id: '3' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '操作' }));
    fireEvent.click(await screen.findByTitle('订单发货'));
    await waitFor(() => expect(last()).toMatchObject({ operator_id: '3', action: 'order.ship' }));
  });

  it('links a change an import made to its job, and shows the changes of one job', async () => {
    const { location } = renderApp('/audit?job_id=7');
    const row = (await screen.findByText('导入修改商品')).closest('tr')!;
    expect(last()).toMatchObject({ job_id: '7' });
    expect(screen.getByLabelText('导入任务')).toHaveProperty('value', '7');
    const link = within(row).getByRole('link', { name: '导入任务 #7' });
    expect(link.getAttribute('href')).toBe('/jobs/7');
    fireEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    await waitFor(() => expect(location()).toBe('/audit'));
  });

  it('sorts oldest first through the query, keeping the sort, days and page size in the URL', async () => {
    const { location } = renderApp('/audit?page_size=100&created_from=2025-03-01&created_to=2025-03-02');
    await screen.findByText('编辑商品');
    expect(last()).toMatchObject({ page_size: '100', created_from: '2025-03-01', created_to: '2025-03-02' });
    fireEvent.click(screen.getAllByText('时间')[0]!);
    await waitFor(() => expect(last()).toMatchObject({ sort: 'created_at', order: 'asc', page_size: '100' }));
    expect(location()).toBe(
      '/audit?page_size=100&created_from=2025-03-01&created_to=2025-03-02&sort=created_at&order=asc',
    );
  });

  it('hides the columns the URL names, saves what is shown as a view, and opens a saved one', async () => {
    const { location } = renderApp('/audit?hide=source&action=goods.update');
    await screen.findByText('编辑商品');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).not.toContain('来源');
    expect(headers).toContain('对象');
    fireEvent.click(screen.getByRole('button', { name: /保存视图/ }));
    fireEvent.change(await screen.findByLabelText('视图名称'), { target: { value: '改价' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(savedViews).toEqual([
        { list: 'audit', name: '改价', params: { hide: 'source', action: 'goods.update' } },
      ]),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '已保存的视图' }));
    fireEvent.click(await screen.findByTitle('商品'));
    await waitFor(() => expect(location()).toBe('/audit?target_type=goods'));
    await waitFor(() => expect(last()).toMatchObject({ target_type: 'goods' }));
  });
});
