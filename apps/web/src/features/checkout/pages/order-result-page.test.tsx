import { fireEvent, screen } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@yaocai/domain/contracts/order-responses';
import { resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { buyerHandler, ok, orderDetail } from '../testing/checkout-fixtures';
import { OrderResultPage } from './order-result-page';

const routes = [
  { path: '/cart/result/:id', element: <OrderResultPage /> },
  { path: '/cart/pay/:id', element: <p>支付页面</p> },
  { path: '/order/:id', element: <p>订单详情页面</p> },
  { path: '/home', element: <p>首页内容</p> },
];

const paid = orderDetail({ status: 2, status_label: '待发货', pay_method: 'balance', paid_at: '2025-01-01' });

/** Answers each read of the order with the next of `answers`; the last repeats. */
function serveOrder(...answers: OrderDetail[]) {
  let reads = 0;
  mswServer.use(
    buyerHandler(),
    http.get(apiUrl('/api/order/:id'), () => ok(answers[Math.min(reads++, answers.length - 1)])),
  );
  return { reads: () => reads };
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  vi.useRealTimers();
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('order result page', () => {
  it('shows a paid order with its amount and method, and where to go next', async () => {
    serveOrder(paid);
    renderRoute(routes, '/cart/result/77');
    expect(await screen.findByText('支付成功')).toBeTruthy();
    expect(screen.getByText('¥72.50')).toBeTruthy();
    expect(screen.getByText(/支付方式：余额支付/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '继续购物' }).getAttribute('href')).toBe('/home');
    fireEvent.click(screen.getByRole('link', { name: '查看订单' }));
    expect(await screen.findByText('订单详情页面')).toBeTruthy();
  });

  it('asks every 2 s while an online payment is being confirmed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = serveOrder(orderDetail(), orderDetail(), { ...paid, pay_method: 'online' });
    renderRoute(routes, '/cart/result/77');
    expect(await screen.findByText('正在确认支付结果…')).toBeTruthy();
    expect(server.reads()).toBe(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(server.reads()).toBe(2);
    expect(screen.getByText('正在确认支付结果…')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await screen.findByText('支付成功')).toBeTruthy();
    expect(screen.getByText(/支付方式：在线支付/)).toBeTruthy();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.reads()).toBe(3);
  });

  it('stops asking after 60 s and offers to pay again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = serveOrder(orderDetail());
    renderRoute(routes, '/cart/result/77');
    expect(await screen.findByText('正在确认支付结果…')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await screen.findByText('暂未确认到支付结果')).toBeTruthy();
    const reads = server.reads();
    expect(reads).toBeGreaterThanOrEqual(30);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.reads()).toBe(reads);
    fireEvent.click(screen.getByRole('link', { name: '重新支付' }));
    expect(await screen.findByText('支付页面')).toBeTruthy();
  });

  it('says so when the order was cancelled', async () => {
    serveOrder(orderDetail({ status: 5, status_label: '已取消', cancel_reason: '超时未支付' }));
    renderRoute(routes, '/cart/result/77');
    expect(await screen.findByText('订单已取消')).toBeTruthy();
    expect(screen.getByText('取消原因：超时未支付')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看订单' }).getAttribute('href')).toBe('/order/77');
  });
});
