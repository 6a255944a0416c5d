import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import qs from 'qs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@yaocai/domain/contracts/order';
import type { OrderDetail } from '@yaocai/domain/contracts/order-responses';
import { resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { buyerHandler, fail, ok, orderDetail, orderLine } from '../testing/order-fixtures';
import { OrderDetailPage } from './order-detail-page';

const routes = [
  { path: '/order', element: <p>订单列表页面</p> },
  { path: '/order/:id', element: <OrderDetailPage /> },
  { path: '/cart/pay/:id', element: <p>支付页面</p> },
];

const FIRST_LOAD = { timeout: 5000 };

/** Serves one order; a cancel answers with `cancelled` and is recorded. */
function serveOrder(order: OrderDetail, cancelled?: OrderDetail) {
  const cancels: Record<string, unknown>[] = [];
  mswServer.use(
    buyerHandler(),
    http.get(apiUrl('/api/order/:id'), ({ params }) =>
      Number(params.id) === order.id ? ok(order) : fail(404, '订单不存在'),
    ),
    http.post(apiUrl('/api/order/:id/cancel'), async ({ request }) => {
      cancels.push(qs.parse(await request.text()));
      return ok(cancelled, '订单已取消');
    }),
  );
  return { cancels };
}

const shippedOrder = (overrides: Partial<OrderDetail> = {}) =>
  orderDetail({
    id: 8,
    order_no: 'YC202503010008',
    status: ORDER_STATUS.shipped,
    pay_method: 'credit',
    paid_at: '2025-03-01T09:40:00',
    can_pay: false,
    can_cancel: false,
    payable: '1015.50',
    goods_amount: '1100.00',
    manjian_amount: '50.00',
    coupon_amount: '44.50',
    freight: '10.00',
    remark: '请开发票随货',
    invoice: { type: 2, title: '仁和大药房有限公司', tax_no: '91440101MA5CXXXX1X' },
    lines: [
      orderLine({
        id: 1,
        number: 40,
        price: '25.00',
        goods_manjian_amount: '45.45',
        coupon_amount: '40.45',
        amount: '914.10',
        gift: '赠感冒灵颗粒 2盒',
      }),
      orderLine({
        id: 2,
        goods_id: 2,
        name: '板蓝根颗粒',
        sccj: '白云山',
        ypgg: '10g*20袋',
        warehouse: '武汉仓',
        number: 10,
        price: '10.00',
        goods_manjian_amount: '4.55',
        coupon_amount: '4.05',
        amount: '91.40',
      }),
    ],
    shipments: [{ carrier: '顺丰速运', tracking_no: 'SF1234567890', shipped_at: '2025-03-02T15:00:00' }],
    ...overrides,
  });

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

// The first test mounts antd for the first time, which takes seconds on a busy machine.
describe('order detail page', () => {
  it('shows only the invoice fields the invoice type has: no 税号 on a 普票 without one', async () => {
    serveOrder({ ...shippedOrder(), invoice: { type: 1, title: '仁和大药房有限公司', tax_no: '' } });
    renderRoute(routes, '/order/8');
    const invoice = await screen.findByRole('region', { name: '发票信息' }, FIRST_LOAD);
    expect(within(invoice).getByText('普通发票')).toBeTruthy();
    expect(within(invoice).getByText('仁和大药房有限公司')).toBeTruthy();
    expect(within(invoice).queryByText('税号')).toBeNull();
    expect(within(invoice).queryByText('—')).toBeNull();
  });

  it('shows the state, addresses, invoice, payment, shipments, lines and amounts', async () => {
    serveOrder(shippedOrder());
    renderRoute(routes, '/order/8');
    const status = await screen.findByRole('region', { name: '订单状态' }, FIRST_LOAD);
    expect(within(status).getByText('已发货').className).toContain('cyan');
    expect(within(status).getByText('订单已发货，请留意物流信息并注意查收')).toBeTruthy();
    expect(within(status).getByText('2025-03-02 15:00')).toBeTruthy();
    expect(within(status).queryByRole('button', { name: '取消订单' })).toBeNull();
    expect(within(status).getByRole('button', { name: '再次购买' })).toBeTruthy();

    const address = screen.getByRole('region', { name: '收货信息' });
    expect(within(address).getByText('广东省广州市天河区体育西路1号')).toBeTruthy();
    const invoice = screen.getByRole('region', { name: '发票信息' });
    expect(within(invoice).getByText('增值税专用发票')).toBeTruthy();
    expect(within(invoice).getByText('91440101MA5CXXXX1X')).toBeTruthy();
    const payment = screen.getByRole('region', { name: '支付信息' });
    expect(within(payment).getByText('授信支付')).toBeTruthy();
    expect(within(payment).getByText('2025-03-01 09:40')).toBeTruthy();
    const shipments = screen.getByRole('region', { name: '物流信息' });
    expect(within(shipments).getByText('顺丰速运')).toBeTruthy();
    expect(within(shipments).getByText('SF1234567890')).toBeTruthy();

    const lines = screen.getByRole('region', { name: '商品清单' });
    const row = within(lines).getByRole('row', { name: /板蓝根颗粒/ });
    for (const text of ['白云山', '10g*20袋', '武汉仓', '¥10.00', '10盒', '-¥4.55', '-¥4.05', '¥91.40'])
      expect(within(row).getByText(text)).toBeTruthy();
    expect(within(lines).getByText('赠感冒灵颗粒 2盒')).toBeTruthy();

    const amounts = screen.getByRole('region', { name: '订单金额' });
    for (const text of ['¥1100.00', '-¥50.00', '-¥44.50', '+¥10.00', '实付：', '¥1015.50'])
      expect(within(amounts).getByText(text)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '订单备注' })).getByText('请开发票随货')).toBeTruthy();
  });

  it('shows a part-shipped order as 部分发货, with what each line shipped, from which lots, and what is owed', async () => {
    serveOrder(
      shippedOrder({
        status: ORDER_STATUS.toShip,
        status_label: '部分发货',
        part_shipped: true,
        can_receive: false,
        lines: [
          orderLine({
            id: 1,
            number: 30,
            bzdw: '盒',
            shipped: 20,
            owed: 10,
            lots: [
              { batch_no: 'LOT-A', produced_on: '2026-01-01', expires_on: '2028-06-30', number: 12 },
              { batch_no: 'LOT-B', produced_on: '2026-02-01', expires_on: '2028-07-31', number: 8 },
            ],
          }),
          orderLine({ id: 2, goods_id: 2, name: '板蓝根颗粒', bzdw: '袋', number: 4, cancelled: 4, owed: 0 }),
        ],
      }),
    );
    renderRoute(routes, '/order/8');
    const status = await screen.findByRole('region', { name: '订单状态' }, FIRST_LOAD);
    expect(within(status).getByText('部分发货')).toBeTruthy();
    expect(within(status).getByText(/订单已部分发货/)).toBeTruthy();
    expect(within(status).queryByRole('button', { name: '确认收货' })).toBeNull();
    const lines = screen.getByRole('region', { name: '商品清单' });
    const cold = within(lines).getByRole('row', { name: /感冒灵颗粒/ });
    expect(within(cold).getByText('已发 20盒 · 待发 10盒')).toBeTruthy();
    expect(within(cold).getByText('批号 LOT-A × 12，有效期至 2028-06-30')).toBeTruthy();
    expect(within(cold).getByText('批号 LOT-B × 8，有效期至 2028-07-31')).toBeTruthy();
    const tonic = within(lines).getByRole('row', { name: /板蓝根颗粒/ });
    expect(within(tonic).getByText('已发 0袋 · 已取消 4袋（已退款）')).toBeTruthy();
  });

  it('asks an unpaid order to be paid before its deadline and has no shipments yet', async () => {
    serveOrder(orderDetail({ id: 3 }));
    renderRoute(routes, '/order/3');
    const status = await screen.findByRole('region', { name: '订单状态' }, FIRST_LOAD);
    expect(within(status).getByText('请在 2025-03-01 10:00 前完成支付，超时订单将自动取消')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '物流信息' })).getByText('暂无物流信息')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '支付信息' })).getByText('未支付')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '订单金额' })).getByText('应付：')).toBeTruthy();
    fireEvent.click(within(status).getByRole('link', { name: '去支付' }));
    expect(await screen.findByText('支付页面')).toBeTruthy();
  });

  it('cancels after asking and shows the cancelled order', async () => {
    const order = orderDetail({ id: 3 });
    const cancelled = orderDetail({
      id: 3,
      status: ORDER_STATUS.cancelled,
      can_pay: false,
      can_cancel: false,
      cancelled_at: '2025-03-01T09:50:00',
      cancel_reason: '不想买了',
    });
    const server = serveOrder(order, cancelled);
    renderRoute(routes, '/order/3');
    const status = await screen.findByRole('region', { name: '订单状态' }, FIRST_LOAD);
    fireEvent.click(within(status).getByRole('button', { name: '取消订单' }));
    const dialog = await screen.findByRole('dialog', { name: '确定取消该订单吗?' });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定取消' }));
    await waitFor(() => expect(server.cancels).toEqual([{ reason: '' }]));
    expect(await within(status).findByText('订单已取消，取消原因：不想买了')).toBeTruthy();
    expect(within(status).getByText('已取消', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(status).queryByRole('link', { name: '去支付' })).toBeNull();
  });

  it('confirms receipt of a shipped order after asking, and shows it completed', async () => {
    const order = shippedOrder();
    const completed = {
      ...order,
      status: ORDER_STATUS.completed,
      status_label: '已完成',
      can_receive: false,
    };
    const receipts: string[] = [];
    serveOrder(order);
    mswServer.use(
      http.post(apiUrl('/api/order/:id/receive'), ({ params }) => {
        receipts.push(String(params.id));
        return ok(completed, '已确认收货');
      }),
    );
    renderRoute(routes, '/order/8');
    const status = await screen.findByRole('region', { name: '订单状态' }, FIRST_LOAD);
    fireEvent.click(within(status).getByRole('button', { name: '确认收货' }));
    expect(receipts).toEqual([]);
    const bubble = await screen.findByRole('tooltip');
    fireEvent.click(within(bubble).getByRole('button', { name: '确认收货' }));
    await waitFor(() => expect(receipts).toEqual(['8']));
    expect(await within(status).findByText('已完成', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(status).queryByRole('button', { name: '确认收货' })).toBeNull();
  });

  it('says an order that is not the buyer’s does not exist', async () => {
    serveOrder(orderDetail({ id: 3 }));
    renderRoute(routes, '/order/99');
    expect(await screen.findByText('订单不存在', {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: '返回我的订单' }));
    expect(await screen.findByText('订单列表页面')).toBeTruthy();
  });
});
