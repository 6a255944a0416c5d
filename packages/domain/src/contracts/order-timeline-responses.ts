import { z } from 'zod';
import { instant } from './wire.ts';

/**
 * GET /api/admin/orders/{id}/timeline: what happened to an order, oldest first, assembled from the
 * order, its shipments, after-sales, invoices, notes and the audit log. `kind` names the event for
 * code (a new source adds kinds); `title` and `detail` are for people.
 */
export const TIMELINE_KINDS = {
  created: '下单',
  paid: '付款',
  shipped: '发货',
  after_sale_requested: '申请售后',
  after_sale_approved: '售后通过',
  after_sale_rejected: '售后拒绝',
  refunded: '退款',
  invoiced: '开具发票',
  invoiced_red: '开具红字发票',
  part_cancelled: '取消未发部分',
  cancelled: '订单取消',
  completed: '确认收货',
  note: '内部备注',
  operator: '操作记录',
} as const;

export const timelineEvent = z
  .object({
    at: instant,
    kind: z.string(),
    title: z.string(),
    detail: z.string(),
    /** The operator (or 买家, 系统) who did it, when known. */
    actor: z.string().nullable(),
  })
  .meta({ id: 'TimelineEvent' });
export type TimelineEvent = z.infer<typeof timelineEvent>;

export const orderTimeline = z.array(timelineEvent);
