import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import qs from 'qs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MoneyLogEntry, Recharge } from '@yaocai/domain/contracts/money';
import { resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { buyerHandler, ok } from '../../../testing/wire-fixtures';
import { BalancePage } from './balance-page';

const routes = [{ path: '/user/balance', element: <BalancePage /> }];

const entry = (id: number, change: string, kind: string): MoneyLogEntry => ({
  id,
  change,
  balance_after: '5000.00',
  kind,
  memo: `备注${id}`,
  created_at: '2026-11-20T08:00:00.000Z',
});

function serveWallet({ recharge }: { recharge?: Recharge } = {}) {
  const seen = {
    logQueries: [] as URLSearchParams[],
    recharges: [] as { body: unknown; key: string | null }[],
  };
  mswServer.use(
    buyerHandler(),
    http.get(apiUrl('/api/user/user_money'), () => ok({ balance: '5000.00' })),
    http.get(apiUrl('/api/moneys/moneyConfig'), () =>
      ok({
        offers: [
          { amount: '1000.00', bonus: '0.00' },
          { amount: '5000.00', bonus: '100.00' },
        ],
        min: 100,
        max: 500_000,
      }),
    ),
    http.get(apiUrl('/api/user/user_money_log'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      seen.logQueries.push(query);
      const list =
        query.get('use_type') === '2'
          ? [entry(2, '-72.50', '订单支付')]
          : [entry(3, '100.00', '充值赠送'), entry(2, '-72.50', '订单支付')];
      return ok({ list, total: list.length, page: 1, page_size: 10 });
    }),
    http.post(apiUrl('/api/cash_coupon/userRecharge'), async ({ request }) => {
      seen.recharges.push({
        body: qs.parse(await request.text()),
        key: request.headers.get('Idempotency-Key'),
      });
      return ok(
        recharge ?? {
          id: 9,
          amount: '5000.00',
          bonus: '100.00',
          status: 'pending',
          pay_url: '/api/pay/sandbox/31',
        },
      );
    }),
  );
  return seen;
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
  vi.unstubAllGlobals();
});
afterAll(() => mswServer.close());

describe('我的余额', () => {
  it('shows the balance and its movements, and filters them by direction', async () => {
    const seen = serveWallet();
    renderRoute(routes, '/user/balance');
    expect(await screen.findByText('¥5000.00')).toBeTruthy();
    const log = screen.getByRole('region', { name: '余额明细' });
    expect(await within(log).findByText('+100.00')).toBeTruthy();
    expect(within(log).getByText('-72.50')).toBeTruthy();
    fireEvent.click(within(log).getByText('支出'));
    await waitFor(() => expect(within(log).queryByText('+100.00')).toBeNull());
    expect(seen.logQueries.at(-1)?.get('use_type')).toBe('2');
  });

  it('recharges the chosen offer with its bonus at the gateway, one key per attempt', async () => {
    const seen = serveWallet();
    const assign = vi.fn<(url: string) => void>();
    vi.stubGlobal('location', { ...window.location, assign });
    renderRoute(routes, '/user/balance');
    const panel = await screen.findByRole('region', { name: '余额充值' });
    fireEvent.click(within(panel).getByRole('button', { name: /¥5000/ }));
    expect(within(panel).getByRole('status').textContent).toBe('充值 ¥5000，赠送 ¥100，到账 ¥5100');
    fireEvent.click(within(panel).getByRole('button', { name: '立即充值' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/pay/sandbox/31'));
    expect(seen.recharges).toEqual([
      { body: { amount: '5000' }, key: expect.stringMatching(/^[0-9a-f]{32}$/) },
    ]);
  });

  it('keeps the key for the same amount and takes a new one for another amount', async () => {
    const seen = serveWallet();
    vi.stubGlobal('location', { ...window.location, assign: vi.fn<(url: string) => void>() });
    renderRoute(routes, '/user/balance');
    const panel = await screen.findByRole('region', { name: '余额充值' });
    const rechargeNow = async () => {
      const sent = seen.recharges.length;
      fireEvent.click(within(panel).getByRole('button', { name: '立即充值' }));
      await waitFor(() => expect(seen.recharges).toHaveLength(sent + 1));
    };
    fireEvent.click(within(panel).getByRole('button', { name: /¥5000/ }));
    await rechargeNow();
    fireEvent.click(within(panel).getByRole('button', { name: /¥5000/ }));
    await rechargeNow();
    fireEvent.click(within(panel).getByRole('button', { name: /¥1000/ }));
    await rechargeNow();
    const [first, same, other] = seen.recharges;
    expect([first!.body, same!.body, other!.body]).toEqual([
      { amount: '5000' },
      { amount: '5000' },
      { amount: '1000' },
    ]);
    expect(same!.key).toBe(first!.key);
    expect(other!.key).not.toBe(first!.key);
  });

  it('takes only whole amounts within the bounds', async () => {
    const seen = serveWallet();
    renderRoute(routes, '/user/balance');
    const panel = await screen.findByRole('region', { name: '余额充值' });
    const input = within(panel).getByLabelText('其他金额');
    fireEvent.change(input, { target: { value: '50' } });
    fireEvent.blur(input);
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: '立即充值' }).hasAttribute('disabled')).toBe(false),
    );
    // antd clamps a typed amount to the minimum on blur.
    expect(within(panel).getByRole('status').textContent).toBe('充值 ¥100，到账 ¥100');
    expect(seen.recharges).toEqual([]);
  });

  it('tells the buyer back from the cashier when the recharge has arrived', async () => {
    serveWallet();
    let checks = 0;
    mswServer.use(
      http.get(apiUrl('/api/cash_coupon/userRecharge/9'), () => {
        checks += 1;
        return ok({
          id: 9,
          amount: '5000.00',
          bonus: '100.00',
          status: checks > 1 ? 'paid' : 'pending',
          pay_url: null,
        });
      }),
    );
    renderRoute(routes, '/user/balance?recharge=9');
    expect((await screen.findByText(/支付结果确认中/)).textContent).toContain('充值 ¥5000.00');
    expect(await screen.findByText('充值 ¥5000.00 已到账', {}, { timeout: 8_000 })).toBeTruthy();
  });
});
