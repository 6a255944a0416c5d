import { HttpResponse } from 'msw';
import type { InvoiceRecord } from '@yaocai/domain/contracts/invoice';
import type { Paged } from '@yaocai/domain/contracts/wire';
import type { OrderPage, OrderSummary } from '@yaocai/domain/contracts/order-responses';

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
    ...overrides,
  };
}

export function invoicePage(list: InvoiceRecord[], overrides: Partial<Paged<InvoiceRecord>> = {}) {
  return { list, total: list.length, page: 1, page_size: 10, ...overrides };
}

export const fail = (status: number, msg: string) => HttpResponse.json({ code: status, msg }, { status });

export { buyerHandler, ok, orderDetail, orderLine, orderSummary } from '../../../testing/wire-fixtures';
