import { http, HttpResponse } from 'msw';
import type { AfterSale, OrderAfterSales } from '@yaocai/domain/contracts/after-sales';
import type { InvoiceRecord } from '@yaocai/domain/contracts/invoice';
import type { Paged } from '@yaocai/domain/contracts/wire';
import type { OrderPage, OrderSummary } from '@yaocai/domain/contracts/order-responses';
import { apiUrl } from '../../../testing/msw-server';
import { ok } from '../../../testing/wire-fixtures';

export const COUNTS = { '0': 12, '1': 2, '2': 3, '3': 4, '4': 2, '5': 1 };

export function orderPage(list: OrderSummary[], overrides: Partial<OrderPage> = {}): OrderPage {
  return { list, total: list.length, page: 1, page_size: 10, counts: COUNTS, ...overrides };
}

export function invoiceRecord(overrides: Partial<InvoiceRecord> = {}): InvoiceRecord {
  return {
    id: 1,
    order_id: 7,
    order_no: 'YC202503010007',
    invoice_no: '25440000000000001',
    type: 1,
    title: '仁和大药房',
    amount: '1280.00',
    issued_at: '2025-03-05T14:20:00',
    download_url: '/api/invoice/1/pdf',
    kind: 'blue',
    kind_label: '蓝字发票',
    status: 'issued',
    status_label: '已开具',
    original_invoice_nos: [],
    ...overrides,
  };
}

export function invoicePage(list: InvoiceRecord[], overrides: Partial<Paged<InvoiceRecord>> = {}) {
  return { list, total: list.length, page: 1, page_size: 10, ...overrides };
}

export const fail = (status: number, msg: string) => HttpResponse.json({ code: status, msg }, { status });

/** A signed-in buyer of a shop that offers after-sales (is_AfterSale 1), or does not (0). */
export const afterSaleBuyerHandler = (isAfterSale: 0 | 1) =>
  http.get(apiUrl('/api/user/base'), () =>
    ok({
      company: '仁和大药房',
      is_passed: 1,
      cart: 1,
      message_count: 0,
      common_config: {},
      is_AfterSale: isAfterSale,
    }),
  );

export function afterSale(overrides: Partial<AfterSale> = {}): AfterSale {
  return {
    id: 1,
    order_id: 8,
    order_no: 'YC202503010008',
    kind: 'refund',
    status: 'pending',
    reason: '商品破损',
    description: '',
    amount: '45.70',
    lines: [{ line_id: 1, name: '感冒灵颗粒', ypgg: '10g*9袋', bzdw: '盒', number: 2, amount: '45.70' }],
    reject_reason: null,
    return_carrier: null,
    return_tracking_no: null,
    created_at: '2025-03-03T10:00:00',
    reviewed_at: null,
    refunded_at: null,
    ...overrides,
  };
}

export function orderAfterSales(overrides: Partial<OrderAfterSales> = {}): OrderAfterSales {
  return { list: [], open: true, closed_reason: null, claimable: [], until: null, ...overrides };
}

export { buyerHandler, ok, orderDetail, orderLine, orderSummary } from '../../../testing/wire-fixtures';
