import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminOrderDetail, Permission } from '@yaocai/domain/contracts/admin';
import type { AdminAfterSale } from '@yaocai/domain/contracts/after-sales';
import { ORDER_STATUS } from '@yaocai/domain/contracts/order';
import { resetApiClient } from '../../../lib/api-client';
import { afterSale, ok, operatorHandler, orderDetail, paged, refusal } from '../../../testing/fixtures';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

let shipped: unknown[];
let cancelled: unknown[];
let cancelledUnshipped: unknown[];
let afterSalesQueries: string[];

function serveOrder(order: AdminOrderDetail, permissions?: Permission[], afterSales: AdminAfterSale[] = []) {
  mswServer.use(
    operatorHandler(permissions),
    http.get(apiUrl(`/api/admin/orders/${order.id}`), () => ok(order)),
    http.get(apiUrl(`/api/admin/orders/${order.id}/timeline`), () => ok([])),
    http.get(apiUrl(`/api/admin/orders/${order.id}/notes`), () => ok(paged([]))),
    http.get(apiUrl('/api/admin/after-sales'), ({ request }) => {
      afterSalesQueries.push(new URL(request.url).search);
      return ok({ ...paged(afterSales), counts: { '': afterSales.length } });
    }),
    http.post(apiUrl(`/api/admin/orders/${order.id}/ship`), async ({ request }) => {
      shipped.push(await request.json());
      return ok({ ...order, status: ORDER_STATUS.shipped }, '已发货');
    }),
    http.post(apiUrl(`/api/admin/orders/${order.id}/cancel-unshipped`), async ({ request }) => {
      cancelledUnshipped.push(await request.json());
      return ok({ ...order, status: ORDER_STATUS.shipped, part_shipped: false }, '未发部分已取消');
    }),
    http.post(apiUrl(`/api/admin/orders/${order.id}/cancel`), async ({ request }) => {
      cancelled.push(await request.json());
      return ok({ ...order, status: ORDER_STATUS.cancelled }, '订单已取消');
    }),
  );
}

async function openShipModal() {
  fireEvent.click(await screen.findByRole('button', { name: /发货/ }));
  return screen.findByRole('dialog');
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

/** Types a day into an antd date picker and commits it as a person pressing Enter would. */
function pickDay(field: HTMLElement, day: string) {
  fireEvent.mouseDown(field);
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: day } });
  fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(field);
}

function fillBatch(dialog: HTMLElement, name: string, batch: string, producedOn: string, expiresOn: string) {
  type(within(dialog).getByLabelText(`${name} 批号`), batch);
  pickDay(within(dialog).getByLabelText(`${name} 生产日期`), producedOn);
  pickDay(within(dialog).getByLabelText(`${name} 有效期至`), expiresOn);
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  shipped = [];
  cancelled = [];
  cancelledUnshipped = [];
  afterSalesQueries = [];
  document.cookie = 'XSRF-TOKEN=t1; path=/';
});
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('the order', () => {
  it('shows the summary, the lines with what has shipped, and the shipments with their batches', async () => {
    serveOrder(
      orderDetail({
        status: ORDER_STATUS.shipped,
        shipments: [
          {
            id: 1,
            carrier: '顺丰速运',
            tracking_no: 'SF100200',
            shipped_at: '2025-03-02T02:00:00.000Z',
            lines: [
              {
                line_id: 102,
                number: 2,
                batch_no: 'T2501',
                produced_on: '2025-01-01',
                expires_on: '2027-12-31',
              },
            ],
          },
        ],
      }),
    );
    renderApp('/orders/31');
    expect(await screen.findByText('YC202503010031')).toBeTruthy();
    const line = screen.getAllByText('六味地黄丸')[0]!.closest('tr')!;
    expect(within(line).getByText('北京同仁堂股份有限公司')).toBeTruthy();
    expect(within(line).getByText('2')).toBeTruthy();
    expect(screen.getByText('第 1 次发货 · 顺丰速运 · 运单号 SF100200')).toBeTruthy();
    expect(screen.getByText('T2501')).toBeTruthy();
  });
});

describe('after-sales', () => {
  it("lists the order's requests, each with its kind, amount and state, opening its page", async () => {
    serveOrder(orderDetail({ status: ORDER_STATUS.completed }), undefined, [
      afterSale({ id: 62, kind: 'return', amount: '40.00', status: 'returning' }),
      afterSale({ status: 'refunded' }),
    ]);
    const { location } = renderApp('/orders/31');
    const returning = (await screen.findByText('退货退款')).closest('tr')!;
    expect(within(returning).getByText('¥40.00')).toBeTruthy();
    expect(within(returning).getByText('待退货')).toBeTruthy();
    const refunded = screen.getByText('仅退款').closest('tr')!;
    expect(within(refunded).getByText('¥25.00')).toBeTruthy();
    expect(within(refunded).getByText('已退款')).toBeTruthy();
    expect(afterSalesQueries).toEqual(['?order_id=31&page=1&page_size=10']);
    mswServer.use(http.get(apiUrl('/api/admin/after-sales/62'), () => ok(afterSale({ id: 62 }))));
    fireEvent.click(within(returning).getByRole('link', { name: '查看' }));
    await waitFor(() => expect(location()).toBe('/after-sales/62'));
  });

  it('shows no after-sales section while the order has no request', async () => {
    serveOrder(orderDetail({ status: ORDER_STATUS.completed }));
    renderApp('/orders/31');
    await screen.findByText('YC202503010031');
    await waitFor(() => expect(afterSalesQueries).toHaveLength(1));
    expect(screen.queryByText('售后')).toBeNull();
  });
});

describe('shipping', () => {
  it('sends only the lines shipping something, each with its batch and days', async () => {
    serveOrder(orderDetail());
    renderApp('/orders/31');
    const dialog = await openShipModal();
    type(within(dialog).getByLabelText('物流公司'), '顺丰速运');
    type(within(dialog).getByLabelText('物流单号'), 'SF1234-5678');
    expect((within(dialog).getByLabelText('感冒灵颗粒 本次发货数量') as HTMLInputElement).value).toBe('5');
    expect((within(dialog).getByLabelText('六味地黄丸 本次发货数量') as HTMLInputElement).value).toBe('3');
    type(within(dialog).getByLabelText('六味地黄丸 本次发货数量'), '0');
    type(within(dialog).getByLabelText('板蓝根颗粒 本次发货数量'), '2');
    fillBatch(dialog, '感冒灵颗粒', 'B2026A', '2026-01-01', '2028-12-31');
    fillBatch(dialog, '板蓝根颗粒', 'BLG-07', '2025-06-15', '2027-06-14');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认发货' }));
    await waitFor(() =>
      expect(shipped).toEqual([
        {
          carrier: '顺丰速运',
          tracking_no: 'SF1234-5678',
          lines: [
            {
              line_id: 101,
              number: 5,
              batch_no: 'B2026A',
              produced_on: '2026-01-01',
              expires_on: '2028-12-31',
            },
            {
              line_id: 103,
              number: 2,
              batch_no: 'BLG-07',
              produced_on: '2025-06-15',
              expires_on: '2027-06-14',
            },
          ],
        },
      ]),
    );
    await waitFor(() => expect(document.querySelector('.ant-message')?.textContent).toContain('已发货'));
  });

  it('checks the tracking number and that the expiry comes after production before sending', async () => {
    serveOrder(orderDetail());
    renderApp('/orders/31');
    const dialog = await openShipModal();
    type(within(dialog).getByLabelText('物流公司'), '中通快递');
    type(within(dialog).getByLabelText('物流单号'), 'ZT 123');
    type(within(dialog).getByLabelText('六味地黄丸 本次发货数量'), '0');
    type(within(dialog).getByLabelText('板蓝根颗粒 本次发货数量'), '0');
    fillBatch(dialog, '感冒灵颗粒', 'B1', '2026-01-01', '2026-01-01');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认发货' }));
    expect(await within(dialog).findByText('运单号只能包含字母、数字和横线')).toBeTruthy();
    expect(within(dialog).getByText('有效期须晚于生产日期')).toBeTruthy();
    expect(shipped).toEqual([]);
  });

  it('refuses to send nothing', async () => {
    serveOrder(orderDetail());
    renderApp('/orders/31');
    const dialog = await openShipModal();
    type(within(dialog).getByLabelText('物流公司'), '中通快递');
    type(within(dialog).getByLabelText('物流单号'), 'ZT123');
    for (const name of ['感冒灵颗粒', '六味地黄丸', '板蓝根颗粒']) {
      type(within(dialog).getByLabelText(`${name} 本次发货数量`), '0');
    }
    fireEvent.click(within(dialog).getByRole('button', { name: '确认发货' }));
    expect(await within(dialog).findByText('请至少填写一个商品的本次发货数量')).toBeTruthy();
    expect(shipped).toEqual([]);
  });

  it("shows the server's field errors on the line they belong to", async () => {
    serveOrder(orderDetail());
    mswServer.use(
      http.post(apiUrl('/api/admin/orders/31/ship'), () =>
        refusal(422, 422, '发货数量超过未发数量（剩余1）', {
          'lines.0.number': ['发货数量超过未发数量（剩余1）'],
        }),
      ),
    );
    renderApp('/orders/31');
    const dialog = await openShipModal();
    type(within(dialog).getByLabelText('物流公司'), '中通快递');
    type(within(dialog).getByLabelText('物流单号'), 'ZT123');
    type(within(dialog).getByLabelText('感冒灵颗粒 本次发货数量'), '0');
    type(within(dialog).getByLabelText('板蓝根颗粒 本次发货数量'), '0');
    fillBatch(dialog, '六味地黄丸', 'B1', '2026-01-01', '2027-01-01');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认发货' }));
    const message = await within(dialog).findByText('发货数量超过未发数量（剩余1）');
    expect(message.closest('tr')!.textContent).toContain('六味地黄丸');
  });

  it('proposes the lot of each goods, ships one line from two lots, and shows an expiry refusal on its row', async () => {
    const order = orderDetail();
    order.lines[0]!.proposed_lot = { batch_no: 'GR-1', produced_on: '2026-03-01', expires_on: '2029-02-28' };
    serveOrder(order);
    mswServer.use(
      http.post(apiUrl('/api/admin/orders/31/ship'), async ({ request }) => {
        shipped.push(await request.json());
        const message = '第2行 感冒灵颗粒：有效期至2025-01-01，已过期';
        return refusal(422, 422, message, { 'lines.1.expires_on': [message] });
      }),
    );
    renderApp('/orders/31');
    const dialog = await openShipModal();
    type(within(dialog).getByLabelText('物流公司'), '顺丰速运');
    type(within(dialog).getByLabelText('物流单号'), 'SF1');
    expect((within(dialog).getByLabelText('感冒灵颗粒 批号') as HTMLInputElement).value).toBe('GR-1');
    expect((within(dialog).getByLabelText('感冒灵颗粒 有效期至') as HTMLInputElement).value).toBe(
      '2029-02-28',
    );
    type(within(dialog).getByLabelText('六味地黄丸 本次发货数量'), '0');
    type(within(dialog).getByLabelText('板蓝根颗粒 本次发货数量'), '0');
    type(within(dialog).getByLabelText('感冒灵颗粒 本次发货数量'), '3');
    fireEvent.click(within(dialog).getByRole('button', { name: '感冒灵颗粒 添加批号' }));
    type(await within(dialog).findByLabelText('感冒灵颗粒 第2批 本次发货数量'), '2');
    fillBatch(dialog, '感冒灵颗粒 第2批', 'OLD-9', '2023-01-01', '2025-01-01');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认发货' }));
    await waitFor(() =>
      expect(shipped).toEqual([
        {
          carrier: '顺丰速运',
          tracking_no: 'SF1',
          lines: [
            {
              line_id: 101,
              number: 3,
              batch_no: 'GR-1',
              produced_on: '2026-03-01',
              expires_on: '2029-02-28',
            },
            {
              line_id: 101,
              number: 2,
              batch_no: 'OLD-9',
              produced_on: '2023-01-01',
              expires_on: '2025-01-01',
            },
          ],
        },
      ]),
    );
    const message = await within(dialog).findByText('第2行 感冒灵颗粒：有效期至2025-01-01，已过期');
    expect(message.closest('tr')!.textContent).toContain('第2批');
  });

  it('refuses lots of one line that add up to more than it owes, before sending', async () => {
    serveOrder(orderDetail());
    renderApp('/orders/31');
    const dialog = await openShipModal();
    type(within(dialog).getByLabelText('物流公司'), '顺丰速运');
    type(within(dialog).getByLabelText('物流单号'), 'SF1');
    fireEvent.click(within(dialog).getByRole('button', { name: '六味地黄丸 添加批号' }));
    type(await within(dialog).findByLabelText('六味地黄丸 第2批 本次发货数量'), '1');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认发货' }));
    expect((await within(dialog).findAllByText('合计超过未发数量（剩余3）')).length).toBeGreaterThan(0);
    expect(shipped).toEqual([]);
  });

  it.each<[string, AdminOrderDetail, Permission[] | undefined]>([
    ['without the permission', orderDetail(), ['orders.read']],
    ['for an unpaid order', orderDetail({ status: ORDER_STATUS.unpaid, paid_at: null }), undefined],
    [
      'once everything has shipped',
      orderDetail({
        status: ORDER_STATUS.shipped,
        lines: orderDetail().lines.map((line) => ({ ...line, shipped: line.number })),
      }),
      undefined,
    ],
  ])('offers no 发货 %s', async (_case, order, permissions) => {
    serveOrder(order, permissions);
    renderApp('/orders/31');
    await screen.findByText('YC202503010031');
    expect(screen.queryByRole('button', { name: /发货/ })).toBeNull();
  });
});

describe('cancelling', () => {
  it('asks for a reason, says the money goes back, sends the reason and shows the cancelled order', async () => {
    serveOrder(orderDetail());
    renderApp('/orders/31');
    fireEvent.click(await screen.findByRole('button', { name: /取消订单/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('按原支付方式（余额支付）退回');
    fireEvent.click(within(dialog).getByRole('button', { name: /确认取消订单/ }));
    expect(await within(dialog).findByText('请填写取消原因')).toBeTruthy();
    expect(cancelled).toEqual([]);
    type(within(dialog).getByLabelText('取消原因'), ' 客户要求取消 ');
    fireEvent.click(within(dialog).getByRole('button', { name: /确认取消订单/ }));
    await waitFor(() => expect(cancelled).toEqual([{ reason: '客户要求取消' }]));
    await waitFor(() => expect(document.querySelector('.ant-message')?.textContent).toContain('订单已取消'));
    expect(await screen.findByText('已取消')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /取消订单/ })).toBeNull();
  });

  it("shows the server's refusal in the dialog", async () => {
    serveOrder(orderDetail());
    mswServer.use(
      http.post(apiUrl('/api/admin/orders/31/cancel'), () =>
        refusal(400, 400, '订单已发货，无法取消；如有问题请申请售后'),
      ),
    );
    renderApp('/orders/31');
    fireEvent.click(await screen.findByRole('button', { name: /取消订单/ }));
    const dialog = await screen.findByRole('dialog');
    type(within(dialog).getByLabelText('取消原因'), '客户要求取消');
    fireEvent.click(within(dialog).getByRole('button', { name: /确认取消订单/ }));
    expect(await within(dialog).findByText('订单已发货，无法取消；如有问题请申请售后')).toBeTruthy();
  });

  it('offers 取消未发部分 instead on a part-shipped order, naming what is owed, and sends the reason', async () => {
    serveOrder(orderDetail({ part_shipped: true, shipped_at: '2025-03-02T02:00:00.000Z' }));
    renderApp('/orders/31');
    expect(await screen.findByText('部分发货')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /取消订单/ })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: /取消未发部分/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('感冒灵颗粒 5盒、六味地黄丸 3瓶、板蓝根颗粒 4袋');
    expect(dialog.textContent).toContain('按原支付方式（余额支付）退回');
    type(within(dialog).getByLabelText('取消原因'), '厂家断货');
    fireEvent.click(within(dialog).getByRole('button', { name: /确认取消未发部分/ }));
    await waitFor(() => expect(cancelledUnshipped).toEqual([{ reason: '厂家断货' }]));
    await waitFor(() =>
      expect(document.querySelector('.ant-message')?.textContent).toContain('未发部分已取消'),
    );
    expect(cancelled).toEqual([]);
  });

  it('offers no 取消未发部分 without orders.refund', async () => {
    serveOrder(orderDetail({ part_shipped: true, shipped_at: '2025-03-02T02:00:00.000Z' }), [
      'orders.read',
      'orders.ship',
    ]);
    renderApp('/orders/31');
    await screen.findByText('YC202503010031');
    expect(screen.queryByRole('button', { name: /取消未发部分/ })).toBeNull();
    expect(screen.getByRole('button', { name: /发\s*货/ })).toBeTruthy();
  });

  it('is offered for an unpaid order', async () => {
    serveOrder(orderDetail({ status: ORDER_STATUS.unpaid, paid_at: null, pay_method: null }));
    renderApp('/orders/31');
    expect(await screen.findByRole('button', { name: /取消订单/ })).toBeTruthy();
  });

  it.each<[string, AdminOrderDetail, Permission[] | undefined]>([
    ['without orders.refund', orderDetail(), ['orders.read', 'orders.ship']],
    ['for a shipped order', orderDetail({ status: ORDER_STATUS.shipped }), undefined],
    ['for a cancelled order', orderDetail({ status: ORDER_STATUS.cancelled }), undefined],
  ])('offers no 取消订单 %s', async (_case, order, permissions) => {
    serveOrder(order, permissions);
    renderApp('/orders/31');
    await screen.findByText('YC202503010031');
    expect(screen.queryByRole('button', { name: /取消订单/ })).toBeNull();
  });
});
