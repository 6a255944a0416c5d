import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@yaocai/domain/contracts/admin';
import { resetApiClient } from '../../../lib/api-client';
import { ok, operatorHandler, paged } from '../../../testing/fixtures';
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

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  queries = [];
  mswServer.use(
    operatorHandler(),
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

  it('filters by operator and kind of record', async () => {
    renderApp('/audit');
    await screen.findByText('编辑商品');
    fireEvent.change(screen.getByLabelText('操作员ID'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(queries.at(-1)).toBe('?operator_id=3&page=1'));
  });

  it('links a change an import made to its job, and shows the changes of one job', async () => {
    const { location } = renderApp('/audit?job_id=7');
    const row = (await screen.findByText('导入修改商品')).closest('tr')!;
    expect(queries).toEqual(['?job_id=7&page=1']);
    expect(screen.getByLabelText('导入任务')).toHaveProperty('value', '7');
    const link = within(row).getByRole('link', { name: '导入任务 #7' });
    expect(link.getAttribute('href')).toBe('/jobs/7');
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(location()).toBe('/audit'));
  });
});
