import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceRecord } from '@yaocai/domain/contracts/invoice';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { buyerHandler, invoicePage, invoiceRecord, ok } from '../testing/order-fixtures';
import { InvoicesPage } from './invoices-page';

const routes = [
  { path: '/dzfp', element: <InvoicesPage /> },
  { path: '/order/:id', element: <p>订单详情页面</p> },
];

const FIRST_LOAD = { timeout: 5000 };

/** Serves the invoice list (each answer from `pages`, the last one repeating) and records the queries. */
function serveInvoices(...pages: Paged<InvoiceRecord>[]) {
  const queries: Record<string, string>[] = [];
  mswServer.use(
    buyerHandler(),
    http.get(apiUrl('/api/invoice'), ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return ok(pages[Math.min(queries.length - 1, pages.length - 1)]);
    }),
  );
  return { queries, last: () => queries.at(-1) };
}

/** Types a date into one end of the range picker and confirms it as a person would with Enter. */
function typeDate(input: HTMLElement, date: string) {
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: date } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('invoices page', () => {
  it('filters by order number and issue dates', async () => {
    const server = serveInvoices(invoicePage([invoiceRecord()]));
    const { router } = renderRoute(routes, '/dzfp');
    const filters = await screen.findByRole('search', { name: '发票筛选' }, FIRST_LOAD);
    await screen.findByRole('region', { name: '电子发票列表' }, FIRST_LOAD);
    expect(server.last()).toEqual({ page: '1', page_size: '10', order_no: '' });
    fireEvent.change(within(filters).getByRole('textbox', { name: '订单号' }), {
      target: { value: ' YC202503010007 ' },
    });
    typeDate(within(filters).getByPlaceholderText('开始日期'), '2025-03-01');
    typeDate(within(filters).getByPlaceholderText('结束日期'), '2025-03-31');
    fireEvent.click(within(filters).getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(server.last()).toEqual({
        page: '1',
        page_size: '10',
        order_no: 'YC202503010007',
        start_time: '2025-03-01',
        end_time: '2025-03-31',
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      order_no: 'YC202503010007',
      start_time: '2025-03-01',
      end_time: '2025-03-31',
    });
  });

  it('shows each invoice with its order link and its PDF', async () => {
    serveInvoices(
      invoicePage([
        invoiceRecord(),
        invoiceRecord({ id: 2, invoice_no: '25440000000000002', type: 2, amount: '560.00' }),
      ]),
    );
    renderRoute(routes, '/dzfp');
    const table = await screen.findByRole('region', { name: '电子发票列表' }, FIRST_LOAD);
    const row = await within(table).findByRole('row', { name: /25440000000000001/ });
    for (const text of ['普通发票', '仁和大药房', '¥1280.00', '2025-03-05 14:20'])
      expect(within(row).getByText(text)).toBeTruthy();
    const pdf = within(row).getByRole('link', { name: '下载PDF' });
    expect(pdf.getAttribute('href')).toBe('/api/invoice/1/pdf');
    expect(pdf.hasAttribute('download')).toBe(true);
    expect(within(table).getByText('增值税专用发票')).toBeTruthy();
    fireEvent.click(within(row).getByRole('link', { name: 'YC202503010007' }));
    expect(await screen.findByText('订单详情页面')).toBeTruthy();
  });

  it('shows a red-letter invoice in red with its negative amount and the blue one it takes back from', async () => {
    serveInvoices(
      invoicePage([
        invoiceRecord({
          id: 3,
          invoice_no: 'FPYC202503010007-3',
          amount: '-322.00',
          kind: 'red',
          kind_label: '红字发票',
          original_invoice_nos: ['FPYC202503010007-1'],
          download_url: '/api/invoice/3/pdf',
        }),
        invoiceRecord({ invoice_no: 'FPYC202503010007-1', status: 'voided', status_label: '已作废' }),
      ]),
    );
    renderRoute(routes, '/dzfp');
    const table = await screen.findByRole('region', { name: '电子发票列表' }, FIRST_LOAD);
    const red = await within(table).findByRole('row', { name: /FPYC202503010007-3/ });
    for (const text of ['红字发票', 'FPYC202503010007-1', '-¥322.00', '已开具'])
      expect(within(red).getByText(text)).toBeTruthy();
    expect(within(red).getByRole('link', { name: '下载PDF' }).getAttribute('href')).toBe(
      '/api/invoice/3/pdf',
    );
    const blue = within(table).getByRole('row', { name: /^FPYC202503010007-1 / });
    expect(within(blue).getByText('已作废')).toBeTruthy();
  });

  it('keeps the filters in the URL, pages and resets', async () => {
    const server = serveInvoices(
      invoicePage([invoiceRecord()], { total: 15 }),
      invoicePage([invoiceRecord({ id: 11, invoice_no: '25440000000000011' })], { total: 15, page: 2 }),
    );
    const { router } = renderRoute(routes, '/dzfp?order_no=YC2025&start_time=2025-03-01&end_time=2025-03-31');
    const table = await screen.findByRole('region', { name: '电子发票列表' }, FIRST_LOAD);
    expect(server.last()).toEqual({
      page: '1',
      page_size: '10',
      order_no: 'YC2025',
      start_time: '2025-03-01',
      end_time: '2025-03-31',
    });
    const filters = screen.getByRole('search', { name: '发票筛选' });
    expect((within(filters).getByRole('textbox', { name: '订单号' }) as HTMLInputElement).value).toBe(
      'YC2025',
    );
    expect((within(filters).getByPlaceholderText('开始日期') as HTMLInputElement).value).toBe('2025-03-01');
    fireEvent.click(within(table).getByTitle('2'));
    expect(await within(table).findByText('25440000000000011')).toBeTruthy();
    expect(server.last()?.page).toBe('2');
    expect(new URLSearchParams(router.state.location.search).get('order_no')).toBe('YC2025');
    fireEvent.click(within(filters).getByRole('button', { name: '重置' }));
    await waitFor(() => expect(server.last()).toEqual({ page: '1', page_size: '10', order_no: '' }));
    expect(router.state.location.search).toBe('');
  });

  it('says when there is no invoice yet', async () => {
    serveInvoices(invoicePage([]));
    renderRoute(routes, '/dzfp');
    expect(await screen.findByText('暂无电子发票（订单发货后开具）', {}, FIRST_LOAD)).toBeTruthy();
  });
});
