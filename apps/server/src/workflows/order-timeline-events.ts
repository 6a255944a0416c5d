import type { AdminOrderDetail, AuditEntry } from '@yaocai/domain/contracts/admin-responses';
import { AFTER_SALE_KINDS } from '@yaocai/domain/contracts/after-sales';
import type { AfterSale } from '@yaocai/domain/contracts/after-sales-responses';
import { PAY_METHOD_LABEL } from '@yaocai/domain/contracts/checkout';
import type { InternalNote } from '@yaocai/domain/contracts/internal-notes-responses';
import { TIMELINE_KINDS, type TimelineEvent } from '@yaocai/domain/contracts/order-timeline-responses';
import { fenToYuan } from '@yaocai/domain/money';
import type { OrderRow } from '../modules/orders/order-wire.ts';

/**
 * One pure function per source of an order's timeline: each turns what its table holds into
 * events. A new kind of event is a new function here and one line in `orderTimeline`.
 */

type Kind = keyof typeof TIMELINE_KINDS;

const event = (
  at: Date | string,
  kind: Kind,
  detail: string,
  actor: string | null = null,
): TimelineEvent => ({
  at: typeof at === 'string' ? at : at.toISOString(),
  kind,
  title: TIMELINE_KINDS[kind],
  detail,
  actor,
});

const REFUNDED_TO = { balance: '退回余额', credit: '退回授信额度', online: '原路退回（在线支付）' } as const;

/** Created, paid, completed and cancelled (with the money of a paid order going back). */
export function orderEvents(order: OrderRow): TimelineEvent[] {
  const events = [event(order.createdAt, 'created', `应付 ¥${fenToYuan(order.payableFen)}`, '买家')];
  if (order.paidAt && order.payMethod)
    events.push(
      event(order.paidAt, 'paid', `${PAY_METHOD_LABEL[order.payMethod]} ¥${fenToYuan(order.payableFen)}`),
    );
  if (order.completedAt) events.push(event(order.completedAt, 'completed', ''));
  if (order.cancelledAt) {
    events.push(event(order.cancelledAt, 'cancelled', order.cancelReason ?? ''));
    if (order.paidAt && order.payMethod)
      events.push(
        event(
          order.cancelledAt,
          'refunded',
          `取消退款 ¥${fenToYuan(order.payableFen)}，${REFUNDED_TO[order.payMethod]}`,
        ),
      );
  }
  return events;
}

/** Each shipment: carrier, tracking number, and what it carried of each line with the batch. */
export function shipmentEvents(order: Pick<AdminOrderDetail, 'lines' | 'shipments'>): TimelineEvent[] {
  const nameOf = new Map(order.lines.map((line) => [line.id, `${line.name} ${line.ypgg}`]));
  return order.shipments.map((shipment) => {
    const lines = shipment.lines.map(
      (line) =>
        `${nameOf.get(line.line_id) ?? `明细 ${line.line_id}`} ×${line.number}（批号 ${line.batch_no}）`,
    );
    return event(
      shipment.shipped_at,
      'shipped',
      `${shipment.carrier} ${shipment.tracking_no}：${lines.join('；')}`,
    );
  });
}

/** Each after-sales request as filed, and its refund once made (reviews come from the audit log). */
export function afterSaleEvents(requests: readonly AfterSale[]): TimelineEvent[] {
  return requests.flatMap((request) => {
    const lines = request.lines.map((line) => `${line.name} ×${line.number}`).join('、');
    const filed = event(
      request.created_at,
      'after_sale_requested',
      `${AFTER_SALE_KINDS[request.kind]} ¥${request.amount}（${request.reason}）：${lines}`,
      '买家',
    );
    if (!request.refunded_at) return [filed];
    return [filed, event(request.refunded_at, 'refunded', `售后退款 ¥${request.amount}`)];
  });
}

export interface TimelineInvoice {
  invoiceNo: string;
  title: string;
  amountFen: number;
  issuedAt: Date;
  kind: 'blue' | 'red';
  status: 'issued' | 'voided';
}

/** Each invoice as issued: blue with a shipment, red-letter with a refund; a voided one says so. */
export const invoiceEvents = (invoices: readonly TimelineInvoice[]): TimelineEvent[] =>
  invoices.map((invoice) =>
    event(
      invoice.issuedAt,
      invoice.kind === 'red' ? 'invoiced_red' : 'invoiced',
      `发票号 ${invoice.invoiceNo}，¥${fenToYuan(invoice.amountFen)}，抬头 ${invoice.title}${invoice.status === 'voided' ? '（已作废）' : ''}`,
    ),
  );

/** Each cancellation of the unshipped part: what was cancelled, the refund and why. */
export function cancellationEvents(
  order: Pick<AdminOrderDetail, 'lines' | 'cancellations'>,
): TimelineEvent[] {
  const nameOf = new Map(order.lines.map((line) => [line.id, `${line.name} ${line.ypgg}`]));
  return order.cancellations.map((cancellation) => {
    const lines = cancellation.lines.map(
      (line) => `${nameOf.get(line.line_id) ?? `明细 ${line.line_id}`} ×${line.number}`,
    );
    return event(
      cancellation.created_at,
      'part_cancelled',
      `${lines.join('；')}，退款 ¥${cancellation.amount}${cancellation.refunded ? '' : '（退款中）'}，原因：${cancellation.reason}`,
    );
  });
}

export const noteEvents = (notes: readonly InternalNote[]): TimelineEvent[] =>
  notes.map((note) => event(note.created_at, 'note', note.content, note.author));

const detailOf = (entry: AuditEntry): Record<string, unknown> =>
  entry.after !== null && typeof entry.after === 'object' ? (entry.after as Record<string, unknown>) : {};

/**
 * What operators did to the order, from the audit log. Actions another source already shows (a
 * shipment, a note, a cancellation) are left out; reviews of after-sales requests show who decided;
 * any other action shows as an operator's record, so a new console action appears without a change here.
 */
const AUDITED: Record<string, ((entry: AuditEntry) => TimelineEvent) | null> = {
  'order.ship': null,
  'order.note': null,
  'order.cancel': null,
  'order.cancel_unshipped': null,
  'after_sale.approve': (entry) =>
    event(
      entry.created_at,
      'after_sale_approved',
      `售后单 ${String(detailOf(entry).after_sale)}`,
      entry.operator,
    ),
  'after_sale.reject': (entry) =>
    event(
      entry.created_at,
      'after_sale_rejected',
      `售后单 ${String(detailOf(entry).after_sale)}，原因：${String(detailOf(entry).reason ?? '')}`,
      entry.operator,
    ),
  'after_sale.receive': (entry) =>
    event(
      entry.created_at,
      'operator',
      `售后单 ${String(detailOf(entry).after_sale)} 已收到退货`,
      entry.operator,
    ),
};

export const auditEvents = (entries: readonly AuditEntry[]): TimelineEvent[] =>
  entries.flatMap((entry) => {
    const mapped = AUDITED[entry.action];
    if (mapped === null) return [];
    return [mapped ? mapped(entry) : event(entry.created_at, 'operator', entry.action, entry.operator)];
  });

/** Every source's events in time order; at the same instant, in the order the sources were given. */
export const inTimeOrder = (sources: readonly TimelineEvent[][]): TimelineEvent[] =>
  sources
    .flat()
    .map((item, index) => ({ item, index }))
    .sort((a, b) => Date.parse(a.item.at) - Date.parse(b.item.at) || a.index - b.index)
    .map(({ item }) => item);
