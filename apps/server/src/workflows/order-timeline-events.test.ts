import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@yaocai/domain/contracts/admin-responses';
import { auditEvents, inTimeOrder } from './order-timeline-events.ts';

const entry = (action: string, after: unknown, at = '2026-11-27T01:00:00.000Z'): AuditEntry => ({
  id: 1,
  operator_id: 2,
  operator: '王经理',
  action,
  target_type: 'order',
  target_id: '9',
  before: null,
  after,
  ip: '127.0.0.1',
  job_id: null,
  created_at: at,
});

describe('the audit log’s part of a timeline', () => {
  it('leaves out what other sources tell, names who reviewed, and shows an action it does not know as a record', () => {
    const events = auditEvents([
      entry('order.ship', {}),
      entry('order.note', { content: '备注' }),
      entry('after_sale.reject', { after_sale: 4, reason: '已过售后期' }),
      entry('order.cancel_lines', { lines: [1] }),
    ]);
    expect(events.map((event) => [event.kind, event.title, event.detail, event.actor])).toEqual([
      ['after_sale_rejected', '售后拒绝', '售后单 4，原因：已过售后期', '王经理'],
      ['operator', '操作记录', 'order.cancel_lines', '王经理'],
    ]);
  });

  it('puts every source in time order, keeping the sources’ order at one instant', () => {
    const at = (iso: string, kind: string) => ({ at: iso, kind, title: kind, detail: '', actor: null });
    const ordered = inTimeOrder([
      [at('2026-11-27T02:00:00.000Z', 'shipped')],
      [at('2026-11-27T03:00:00.000Z', 'after_sale_approved')],
      [at('2026-11-27T01:00:00.000Z', 'created'), at('2026-11-27T03:00:00.000Z', 'refunded')],
    ]);
    expect(ordered.map((event) => event.kind)).toEqual([
      'created',
      'shipped',
      'after_sale_approved',
      'refunded',
    ]);
  });
});
