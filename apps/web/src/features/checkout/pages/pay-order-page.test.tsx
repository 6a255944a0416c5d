import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import qs from 'qs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaymentAnswer } from '@yaocai/domain/contracts/checkout';
import type { CreditState } from '@yaocai/domain/contracts/money';
import type { OrderDetail } from '@yaocai/domain/contracts/order-responses';
import { resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { buyerHandler, ok, orderDetail } from '../testing/checkout-fixtures';
import { creditState } from '../../../testing/wire-fixtures';
import { PayOrderPage } from './pay-order-page';

const routes = [
  { path: '/cart/pay/:id', element: <PayOrderPage /> },
  { path: '/cart/result/:id', element: <p>支付结果页面</p> },
  { path: '/order/:id', element: <p>订单详情页面</p> },
];

/** Serves the order, the buyer's balance and credit; records each payment's body. */
function servePayment({
  order = orderDetail({ pay_deadline: dayjs().add(15, 'minute').toISOString() }),
  balance = '1000.00',
  credit = creditState('5000.00', '0.00', '5000.00'),
  answer = { order, pay_url: null },
}: {
  order?: OrderDetail;
  balance?: string;
  credit?: CreditState;
  answer?: PaymentAnswer;
} = {}) {
  const paid: Record<string, unknown>[] = [];
  mswServer.use(
    buyerHandler(),
    http.get(apiUrl('/api/order/:id'), () => ok(order)),
    http.get(apiUrl('/api/user/user_money'), () => ok({ balance })),
    http.get(apiUrl('/api/user/user_credit'), () => ok(credit)),
    http.post(apiUrl('/api/order/:id/pay'), async ({ request }) => {
      paid.push(qs.parse(await request.text()));
      return ok(answer);
    }),
  );
  return { paid };
}

const method = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
  vi.unstubAllGlobals();
});
afterAll(() => mswServer.close());

describe('pay order page', () => {
  it('shows the order, the time left, and disables what cannot pay it', async () => {
    servePayment({ balance: '50.00', credit: creditState('0.00', '0.00', '0.00') });
    renderRoute(routes, '/cart/pay/77');
    const info = await screen.findByRole('region', { name: '订单信息' });
    expect(within(info).getByText('YC202501010001')).toBeTruthy();
    expect(within(info).getByText('¥72.50')).toBeTruthy();
    expect(within(info).getByRole('timer').textContent).toMatch(/^订单将于 1[45]:\d\d 后自动取消/);

    await waitFor(() => expect(method(/余额支付/).disabled).toBe(true));
    expect(method(/余额支付/).labels?.[0]?.textContent).toContain('账户余额¥50.00余额不足');
    expect(method(/授信支付/).disabled).toBe(true);
    expect(method(/授信支付/).labels?.[0]?.textContent).toContain('未开通授信');
    expect(method(/在线支付/).disabled).toBe(false);
    expect(method(/在线支付/).checked).toBe(true);
  });

  it('never offers the balance for goods containing ephedrine', async () => {
    servePayment({
      order: orderDetail({ pay_deadline: dayjs().add(15, 'minute').toISOString(), contains_ephedrine: true }),
    });
    renderRoute(routes, '/cart/pay/77');
    await waitFor(() => expect(method(/授信支付/).checked).toBe(true));
    expect(method(/余额支付/).disabled).toBe(true);
    expect(method(/余额支付/).labels?.[0]?.textContent).toContain('含麻黄碱类药品不能使用余额支付');
  });

  it('pays with the chosen method and shows the result', async () => {
    const server = servePayment({ credit: creditState('5000.00', '4950.00', '50.00') });
    const { router } = renderRoute(routes, '/cart/pay/77');
    await waitFor(() => expect(method(/余额支付/).checked).toBe(true));
    expect(method(/授信支付/).disabled).toBe(true);
    expect(method(/授信支付/).labels?.[0]?.textContent).toContain('可用授信额度不足');
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    // Balance moves money at once: the buyer confirms the amount and sees what is left first.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('确认支付 ¥72.50').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('将从账户余额扣除，支付后余额为 ¥927.50。')).toBeTruthy();
    expect(server.paid).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认支付' }));
    expect(await screen.findByText('支付结果页面')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cart/result/77');
    expect(server.paid).toEqual([{ method: 'balance' }]);
  });

  it('pays nothing when the buyer cancels the confirmation', async () => {
    const server = servePayment();
    renderRoute(routes, '/cart/pay/77');
    await waitFor(() => expect(method(/余额支付/).checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.paid).toEqual([]);
  });

  it('sends an online payment to the gateway cashier', async () => {
    const payUrl = '/api/pay/sandbox/501';
    const server = servePayment({ answer: { order: orderDetail(), pay_url: payUrl } });
    renderRoute(routes, '/cart/pay/77');
    await waitFor(() => expect(method(/在线支付/).disabled).toBe(false));
    const assign = vi.fn<(url: string) => void>();
    vi.stubGlobal('location', { ...window.location, assign });
    fireEvent.click(method(/在线支付/));
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(payUrl));
    expect(server.paid).toEqual([{ method: 'online' }]);
  });

  it('does not ask again for the method chosen on the confirmation step, which the buyer can still change', async () => {
    const server = servePayment();
    renderRoute(routes, '/cart/pay/77?method=credit');
    const chosen = await screen.findByRole('button', { name: '更换支付方式' });
    expect(chosen.parentElement?.textContent).toContain('授信支付可用额度¥5000.00');
    expect(screen.queryByRole('radio')).toBeNull();
    fireEvent.click(chosen);
    expect(method(/授信支付/).checked).toBe(true);
    fireEvent.click(method(/余额支付/));
    expect(method(/余额支付/).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认支付' }));
    await waitFor(() => expect(server.paid).toEqual([{ method: 'balance' }]));
  });

  it("keeps the buyer's choice in the address, so showing the form again does not undo it", async () => {
    const server = servePayment();
    let payments = 0;
    let orderLoads = 0;
    mswServer.use(
      http.post(apiUrl('/api/order/:id/pay'), async ({ request }) => {
        server.paid.push(qs.parse(await request.text()));
        return payments++ === 0
          ? new HttpResponse(null, { status: 500 })
          : ok({ order: orderDetail(), pay_url: '/api/pay/sandbox/501' });
      }),
      // The refused payment reloads the order, and that reload fails once: the form is shown anew.
      http.get(apiUrl('/api/order/:id'), () =>
        orderLoads++ === 1 ? new HttpResponse(null, { status: 500 }) : ok(orderDetail()),
      ),
    );
    const { router } = renderRoute(routes, '/cart/pay/77?method=balance');
    fireEvent.click(await screen.findByRole('button', { name: '更换支付方式' }));
    expect(method(/余额支付/).checked).toBe(true);
    fireEvent.click(method(/在线支付/));
    await waitFor(() => expect(method(/在线支付/).checked).toBe(true));
    expect(router.state.location.search).toBe('?method=online');
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));

    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    const chosen = await screen.findByRole('button', { name: '更换支付方式' });
    expect(chosen.parentElement?.textContent).toContain('在线支付');
    const assign = vi.fn<(url: string) => void>();
    vi.stubGlobal('location', { ...window.location, assign });
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/pay/sandbox/501'));
    expect(server.paid).toEqual([{ method: 'online' }, { method: 'online' }]);
  });

  it('keeps its own default when the method from the link cannot pay or is unknown', async () => {
    servePayment({ credit: creditState('0.00', '0.00', '0.00') });
    const first = renderRoute(routes, '/cart/pay/77?method=credit');
    await waitFor(() => expect(method(/余额支付/).checked).toBe(true));
    expect(method(/授信支付/).disabled).toBe(true);
    expect(method(/授信支付/).checked).toBe(false);
    first.unmount();

    renderRoute(routes, '/cart/pay/77?method=cash');
    await waitFor(() => expect(method(/余额支付/).checked).toBe(true));
    expect(screen.getByRole('button', { name: '立即支付' })).toHaveProperty('disabled', false);
  });

  it('shows an order that no longer waits for payment, with the way to its details', async () => {
    servePayment({ order: orderDetail({ status: 5, status_label: '已取消' }) });
    renderRoute(routes, '/cart/pay/77');
    expect(await screen.findByText('该订单已取消，无需支付')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '立即支付' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: '查看订单详情' }));
    expect(await screen.findByText('订单详情页面')).toBeTruthy();
  });

  it('stops taking payment once the time to pay is over', async () => {
    servePayment({ order: orderDetail({ pay_deadline: dayjs().subtract(1, 'second').toISOString() }) });
    renderRoute(routes, '/cart/pay/77');
    expect(await screen.findByText('订单已超过支付时间，将自动取消')).toBeTruthy();
    await waitFor(() => expect(method(/余额支付/).checked).toBe(true));
    expect(screen.getByRole('button', { name: '立即支付' })).toHaveProperty('disabled', true);
  });

  it('chooses nothing and pays nothing until the balance and credit are known', async () => {
    const server = servePayment();
    let answerBalance!: () => void;
    const balanceAsked = new Promise<void>((resolve) => (answerBalance = resolve));
    mswServer.use(
      http.get(apiUrl('/api/user/user_money'), async () => {
        await balanceAsked;
        return ok({ balance: '1000.00' });
      }),
    );
    renderRoute(routes, '/cart/pay/77');
    expect(await screen.findByLabelText('正在查询余额和授信额度')).toBeTruthy();
    expect(screen.queryAllByRole('radio')).toEqual([]);
    const pay = screen.getByRole('button', { name: '立即支付' });
    expect(pay).toHaveProperty('disabled', true);
    fireEvent.click(pay);

    answerBalance();
    await waitFor(() => expect(method(/余额支付/).checked).toBe(true));
    expect(server.paid).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认支付' }));
    await waitFor(() => expect(server.paid).toEqual([{ method: 'balance' }]));
  });

  it('says when the link names no order, and offers a reload when the order fails to load', async () => {
    servePayment();
    const first = renderRoute(routes, '/cart/pay/abc');
    expect(await screen.findByText('订单不存在')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看我的订单' }).getAttribute('href')).toBe('/order');
    first.unmount();

    let failures = 1;
    mswServer.use(
      http.get(apiUrl('/api/order/:id'), () =>
        failures-- > 0 ? new HttpResponse(null, { status: 500 }) : ok(orderDetail()),
      ),
    );
    renderRoute(routes, '/cart/pay/77');
    expect(await screen.findByText('订单加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('region', { name: '订单信息' })).toBeTruthy();
  });
});
