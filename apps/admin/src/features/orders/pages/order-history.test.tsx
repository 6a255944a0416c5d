import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TimelineEvent } from '@yaocai/domain/contracts/order-timeline-responses';
import { resetApiClient } from '../../../lib/api-client';
import { ok, operatorHandler, orderDetail, paged, refusal } from '../../../testing/fixtures';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

const timeline: TimelineEvent[] = [
  { at: '2026-11-26T01:00:00.000Z', kind: 'created', title: '下单', detail: '应付 ¥125.00', actor: '买家' },
  { at: '2026-11-26T01:05:00.000Z', kind: 'paid', title: '付款', detail: '余额支付 ¥125.00', actor: null },
  {
    at: '2026-11-26T03:00:00.000Z',
    kind: 'shipped',
    title: '发货',
    detail: '顺丰速运 SF100：感冒灵颗粒 10g*12袋 ×3（批号 B2026A）',
    actor: null,
  },
  {
    at: '2026-11-26T04:00:00.000Z',
    kind: 'note',
    title: '内部备注',
    detail: '客户要求周五前送达',
    actor: '王经理',
  },
];

let posted: unknown[];
let timelineReads: number;

function serve(timelineAnswer: () => Response = () => ok(timeline)) {
  const order = orderDetail();
  mswServer.use(
    operatorHandler(['orders.read']),
    http.get(apiUrl(`/api/admin/orders/${order.id}`), () => ok(order)),
    http.get(apiUrl('/api/admin/after-sales'), () => ok({ ...paged([]), counts: { '': 0 } })),
    http.get(apiUrl(`/api/admin/orders/${order.id}/timeline`), () => {
      timelineReads += 1;
      return timelineAnswer();
    }),
    http.get(apiUrl(`/api/admin/orders/${order.id}/notes`), () => ok(paged([]))),
    http.post(apiUrl(`/api/admin/orders/${order.id}/notes`), async ({ request }) => {
      posted.push(await request.json());
      return ok({
        id: 1,
        content: '已电话确认',
        author_id: 1,
        author: '王经理',
        created_at: timeline[3]!.at,
      });
    }),
  );
  return order;
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  posted = [];
  timelineReads = 0;
  document.cookie = 'XSRF-TOKEN=t1; path=/';
});
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('the order’s 时间线 and 内部备注', () => {
  it('shows each event in time order with who did it, and reads it again after a note is added', async () => {
    const order = serve();
    renderApp(`/orders/${order.id}`);
    const section = await screen.findByRole('region', { name: '订单时间线' });
    const titles = within(section)
      .getAllByText(/^(下单|付款|发货|内部备注)$/)
      .map((node) => node.textContent);
    expect(titles).toEqual(['下单', '付款', '发货', '内部备注']);
    expect(within(section).getByText('顺丰速运 SF100：感冒灵颗粒 10g*12袋 ×3（批号 B2026A）')).toBeTruthy();
    expect(within(section).getByText('（王经理）')).toBeTruthy();

    const notes = screen
      .getByText('内部备注', { selector: '.ant-card-head-title' })
      .closest<HTMLElement>('.ant-card')!;
    expect(within(notes).getByText('还没有备注')).toBeTruthy();
    const reads = timelineReads;
    fireEvent.change(within(notes).getByLabelText('新备注'), { target: { value: '已电话确认' } });
    fireEvent.click(within(notes).getByRole('button', { name: '添加备注' }));
    await waitFor(() => expect(posted).toEqual([{ content: '已电话确认' }]));
    await waitFor(() => expect(timelineReads).toBeGreaterThan(reads));
  });

  it('says why the timeline could not be read, with a retry', async () => {
    const order = serve(() => refusal(500, 500, '系统繁忙，请稍候再试'));
    renderApp(`/orders/${order.id}`);
    expect(await screen.findByText('系统繁忙，请稍候再试')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
