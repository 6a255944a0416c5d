import type { TimelineEvent } from '@yaocai/domain/contracts/order-timeline-responses';
import type { Executor } from '../db/client.ts';
import { listAfterSales } from '../modules/after-sales/after-sales.service.ts';
import { auditOf } from '../modules/operators/audit.service.ts';
import { notesOf } from '../modules/operators/internal-notes.service.ts';
import { adminOrderDetail } from '../modules/orders/order-admin.service.ts';
import { invoicesOfOrder } from '../modules/invoices/invoice-list.service.ts';
import { ordersByIds } from '../modules/orders/order-lookup.service.ts';
import {
  afterSaleEvents,
  auditEvents,
  cancellationEvents,
  inTimeOrder,
  invoiceEvents,
  noteEvents,
  orderEvents,
  shipmentEvents,
} from './order-timeline-events.ts';

/** More requests than any order has; the timeline shows them all. */
const AFTER_SALES_MAX = 100;

/** What happened to an order, oldest first, from every table that keeps part of it. */
export async function orderTimeline(db: Executor, orderId: number): Promise<TimelineEvent[]> {
  const detail = await adminOrderDetail(db, orderId);
  const [[order], afterSales, invoices, notes, audit] = await Promise.all([
    ordersByIds(db, [orderId]),
    listAfterSales(db, {
      order_id: orderId,
      status: '',
      sort: 'created_at',
      order: 'desc',
      page: 1,
      page_size: AFTER_SALES_MAX,
    }),
    invoicesOfOrder(db, orderId),
    notesOf(db, 'order', orderId),
    auditOf(db, 'order', orderId),
  ]);
  return inTimeOrder([
    // At one instant (one transaction), events read in this order: a review before its refund, and the
    // refund before its red-letter invoice.
    orderEvents(order!),
    shipmentEvents(detail),
    cancellationEvents(detail),
    auditEvents(audit),
    afterSaleEvents(afterSales.list),
    // A red-letter invoice is issued with the refund it follows.
    invoiceEvents(invoices),
    noteEvents(notes),
  ]);
}
