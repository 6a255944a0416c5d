import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Permission } from '@yaocai/domain/contracts/admin';
import type { AdminInvoice } from '@yaocai/domain/contracts/invoice';
import { resetApiClient } from '../../../lib/api-client';
import { ok, operatorHandler, paged } from '../../../testing/fixtures';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

function invoice(overrides: Partial<AdminInvoice> = {}): AdminInvoice {
  return {
    id: 41,
    order_id: 31,
    order_no: 'YC202503010031',
    invoice_no: 'FPYC202503010031-1',
    type: 1,
    title: '仁和大药房',
    amount: '2012.00',
    issued_at: '2025-03-05T06:20:00.000Z',
    download_url: '/api/invoice/41/pdf',
    kind: 'blue',
    kind_label: '蓝字发票',
    status: 'issued',
    status_label: '已开具',
    original_invoice_nos: [],
    buyer_id: 5,
    company: '仁和大药房',
    phone: '13800000001',
    freight: '0.00',
    void_reason: null,
    voided_at: null,
    replaces_no: null,
    replaced_by_no: null,
    can_reissue: true,
    ...overrides,
  };
}

const red = invoice({
  id: 42,
  invoice_no: 'FPYC202503010031-2',
  amount: '-322.00',
  kind: 'red',
  kind_label: '红字发票',
  original_invoice_nos: ['FPYC202503010031-1'],
  can_reissue: true,
});

let queries: URLSearchParams[];
let reissued: unknown[];
let savedViews: unknown[];

function serve(list: AdminInvoice[], permissions?: Permission[]) {
  mswServer.use(
    operatorHandler(permissions),
    http.get(apiUrl('/api/admin/list-views'), () =>
      ok([
        {
          id: 9,
          list: 'invoices',
          name: '红字',
          params: { kind: 'red' },
          updated_at: '2026-03-01T00:00:00.000Z',
        },
      ]),
    ),
    http.post(apiUrl('/api/admin/list-views'), async ({ request }) => {
      savedViews.push(await request.json());
      return ok({
        id: 10,
        list: 'invoices',
        name: '大额',
        params: {},
        updated_at: '2026-03-01T00:00:00.000Z',
      });
    }),
    http.get(apiUrl('/api/admin/invoices'), ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return ok({ ...paged(list), total: 45 });
    }),
    http.post(apiUrl('/api/admin/invoices/41/reissue'), async ({ request }) => {
      reissued.push(await request.json());
      return ok(invoice({ id: 43, invoice_no: 'FPYC202503010031-3' }), '已作废原发票并重新开具');
    }),
  );
}

const rowOf = (text: string) => screen.getAllByText(text)[0]!.closest('tr')!;
const last = () => Object.fromEntries(queries.at(-1)!);

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  queries = [];
  reissued = [];
  savedViews = [];
  document.cookie = 'XSRF-TOKEN=t1; path=/';
});
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('发票管理', () => {
  it('lists blue and red-letter invoices with their order, amounts, originals and PDFs', async () => {
    serve([red, invoice()]);
    renderApp('/invoices');
    await screen.findByRole('heading', { name: '发票管理' });
    const redRow = (await screen.findByText('FPYC202503010031-2')).closest('tr')!;
    for (const text of ['红字发票', '-¥322.00', 'FPYC202503010031-1', '已开具']) {
      expect(within(redRow).getByText(text)).toBeTruthy();
    }
    expect(within(redRow).getByRole('link', { name: 'YC202503010031' }).getAttribute('href')).toBe(
      '/orders/31',
    );
    expect(within(redRow).getByRole('link', { name: '下载PDF' }).getAttribute('href')).toBe(
      '/api/admin/invoices/42/pdf',
    );
    expect(within(rowOf('¥2012.00')).getByText('蓝字发票')).toBeTruthy();
    expect(screen.getByText('共 45 条')).toBeTruthy();
  });

  it('searches and filters by kind, keeping them in the URL', async () => {
    serve([invoice()]);
    const { location } = renderApp('/invoices?status=voided');
    await screen.findByText('FPYC202503010031-1');
    expect(last()).toMatchObject({ status: 'voided', page: '1', page_size: '20' });
    const search = screen.getByRole('searchbox', { name: '搜索发票' });
    fireEvent.change(search, { target: { value: ' 仁和 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(last()).toMatchObject({ keywords: '仁和', status: 'voided' }));
    expect(location()).toBe('/invoices?status=voided&keywords=%E4%BB%81%E5%92%8C');
  });

  it('sorts by 金额 through the query, by 开票时间 newest first by default, keeping the sort in the URL', async () => {
    serve([invoice()]);
    const { location } = renderApp('/invoices?page_size=50');
    await screen.findByText('FPYC202503010031-1');
    expect(last()).toMatchObject({ page_size: '50', sort: 'issued_at', order: 'desc' });
    fireEvent.click(screen.getAllByText('金额')[0]!);
    await waitFor(() => expect(last()).toMatchObject({ sort: 'amount', order: 'desc', page_size: '50' }));
    expect(location()).toBe('/invoices?page_size=50&sort=amount&order=desc');
  });

  it('hides the columns the URL names, saves what is shown as a view, and opens a saved one', async () => {
    serve([invoice()]);
    const { location } = renderApp('/invoices?hide=title,original_invoice_nos&sort=amount&order=asc');
    await screen.findByText('FPYC202503010031-1');
    expect(last()).toMatchObject({ sort: 'amount', order: 'asc' });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).not.toContain('抬头');
    expect(headers).not.toContain('对应蓝字发票');
    expect(headers).toContain('开票时间');
    fireEvent.click(screen.getByRole('button', { name: /保存视图/ }));
    fireEvent.change(await screen.findByLabelText('视图名称'), { target: { value: '大额' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(savedViews).toEqual([
        {
          list: 'invoices',
          name: '大额',
          params: { hide: 'title,original_invoice_nos', sort: 'amount', order: 'asc' },
        },
      ]),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '已保存的视图' }));
    fireEvent.click(await screen.findByTitle('红字'));
    await waitFor(() => expect(location()).toBe('/invoices?kind=red'));
    await waitFor(() => expect(last()).toMatchObject({ kind: 'red' }));
  });

  it('reissues only after a confirmation with a reason, which it sends', async () => {
    serve([invoice()]);
    renderApp('/invoices');
    await screen.findByText('FPYC202503010031-1');
    fireEvent.click(within(rowOf('FPYC202503010031-1')).getByRole('button', { name: '重开' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('发票 FPYC202503010031-1（¥2012.00）将作废');
    expect(dialog.textContent).toContain('客户当前的开票信息（抬头、税号等）');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认作废并重开' }));
    expect(await within(dialog).findByText('请填写重开原因')).toBeTruthy();
    expect(reissued).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('重开原因'), { target: { value: '销售方税号更正' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认作废并重开' }));
    await waitFor(() => expect(reissued).toEqual([{ reason: '销售方税号更正' }]));
  });

  it('offers no reissue to a role that may not ship', async () => {
    serve([invoice()], ['orders.read']);
    renderApp('/invoices');
    await screen.findByText('FPYC202503010031-1');
    expect(screen.queryByRole('button', { name: '重开' })).toBeNull();
    expect(screen.getByRole('link', { name: '下载PDF' })).toBeTruthy();
  });
});
