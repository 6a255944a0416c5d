import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import qs from 'qs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreditBill, CreditState } from '@yaocai/domain/contracts/money';
import { resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { buyerHandler, creditState, ok } from '../../../testing/wire-fixtures';
import { CreditPage } from './credit-page';

const routes = [{ path: '/user/credit', element: <CreditPage /> }];
const DAY = 86_400_000;

const bill = (id: number, amount: string, dueInDays: number): CreditBill => ({
  id,
  order_no: `YC2026000${id}`,
  amount,
  status: 'unpaid',
  created_at: new Date(Date.now() - 40 * DAY).toISOString(),
  due_at: new Date(Date.now() + dueInDays * DAY).toISOString(),
  settled_at: null,
});

function serveCredit({ credit, balance = '1000.00' }: { credit: CreditState; balance?: string }) {
  const seen = { created: [] as unknown[], paid: [] as unknown[], keys: [] as (string | null)[] };
  mswServer.use(
    buyerHandler(),
    http.get(apiUrl('/api/user/user_credit'), () => ok(credit)),
    http.get(apiUrl('/api/user/user_money'), () => ok({ balance })),
    http.get(apiUrl('/api/user/user_credit_list'), () =>
      ok({ list: [bill(1, '300.00', -2), bill(2, '200.00', 10)], total: 2, page: 1, page_size: 10 }),
    ),
    http.post(apiUrl('/api/pay/user_credit_create'), async ({ request }) => {
      const body = qs.parse(await request.text());
      seen.created.push(body);
      seen.keys.push(request.headers.get('Idempotency-Key'));
      return ok({ id: 41, amount: '500.00', bill_ids: [1, 2], status: 'pending', pay_url: null });
    }),
    http.post(apiUrl('/api/pay/user_credit_pay'), async ({ request }) => {
      const body = qs.parse(await request.text());
      seen.paid.push(body);
      return body.method === 'balance'
        ? ok({ id: 41, amount: '500.00', bill_ids: [1, 2], status: 'paid', pay_url: null }, '还款成功')
        : ok({
            id: 41,
            amount: '500.00',
            bill_ids: [1, 2],
            status: 'pending',
            pay_url: '/api/pay/sandbox/77',
          });
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

const overdueCredit = creditState('10000.00', '500.00', '9500.00', { overdue: '300.00', unpaid: '500.00' });

describe('我的授信', () => {
  it('warns of overdue bills and marks them, with the line and what is owed', async () => {
    serveCredit({ credit: overdueCredit });
    renderRoute(routes, '/user/credit');
    expect((await screen.findByRole('alert')).textContent).toContain(
      '您有逾期账单 ¥300.00，授信支付已暂停，请尽快还款',
    );
    const figures = screen.getByRole('region', { name: '授信额度' });
    expect(figures.textContent).toContain('可用额度¥9500.00');
    expect(figures.textContent).toContain('待还金额¥500.00');
    const bills = screen.getByRole('region', { name: '账期账单' });
    const overdueRow = (await within(bills).findByText('YC20260001')).closest('tr')!;
    expect(within(overdueRow).getByText('已逾期')).toBeTruthy();
  });

  it('repays the chosen bills from the balance after confirming the amount', async () => {
    const seen = serveCredit({ credit: overdueCredit });
    renderRoute(routes, '/user/credit');
    const bills = await screen.findByRole('region', { name: '账期账单' });
    fireEvent.click(await within(bills).findByLabelText('选择账单YC20260001'));
    fireEvent.click(within(bills).getByLabelText('选择账单YC20260002'));
    expect(within(bills).getByText('已选 2 笔，共 ¥500.00')).toBeTruthy();
    fireEvent.click(within(bills).getByRole('button', { name: '立即还款' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('还款 2 笔账单，共 ¥500.00');
    fireEvent.click(within(dialog).getByLabelText(/余额支付（可用 ¥1000.00）/));
    expect(seen.created).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认还款' }));
    expect(await screen.findByText('还款成功')).toBeTruthy();
    expect(seen.created).toEqual([{ bill_ids: ['1', '2'] }]);
    expect(seen.keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(seen.paid).toEqual([{ id: '41', method: 'balance' }]);
  });

  it('offers the balance only when it covers the bills, and sends online repayments to the cashier', async () => {
    const seen = serveCredit({ credit: overdueCredit, balance: '100.00' });
    const assign = vi.fn<(url: string) => void>();
    vi.stubGlobal('location', { ...window.location, assign });
    renderRoute(routes, '/user/credit');
    const bills = await screen.findByRole('region', { name: '账期账单' });
    fireEvent.click(await within(bills).findByLabelText('选择账单YC20260001'));
    fireEvent.click(within(bills).getByRole('button', { name: '立即还款' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect((within(dialog).getByLabelText(/余额支付/) as HTMLInputElement).disabled).toBe(true),
    );
    expect(dialog.textContent).toContain('余额支付（可用 ¥100.00，不足）');
    fireEvent.click(within(dialog).getByRole('button', { name: '去支付' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/pay/sandbox/77'));
    expect(seen.paid).toEqual([{ id: '41', method: 'online' }]);
  });

  it('keeps the key for the same bills and takes a new one when the bills change', async () => {
    const seen = serveCredit({ credit: overdueCredit, balance: '100.00' });
    vi.stubGlobal('location', { ...window.location, assign: vi.fn<(url: string) => void>() });
    renderRoute(routes, '/user/credit');
    const bills = await screen.findByRole('region', { name: '账期账单' });
    const repayOnline = async () => {
      fireEvent.click(within(bills).getByRole('button', { name: '立即还款' }));
      const dialog = await screen.findByRole('dialog');
      const sent = seen.created.length;
      fireEvent.click(within(dialog).getByRole('button', { name: '去支付' }));
      await waitFor(() => expect(seen.paid).toHaveLength(sent + 1));
    };
    fireEvent.click(await within(bills).findByLabelText('选择账单YC20260001'));
    await repayOnline();
    await repayOnline();
    fireEvent.click(within(bills).getByLabelText('选择账单YC20260002'));
    await repayOnline();
    expect(seen.created).toEqual([{ bill_ids: ['1'] }, { bill_ids: ['1'] }, { bill_ids: ['1', '2'] }]);
    expect(seen.keys[1]).toBe(seen.keys[0]);
    expect(seen.keys[2]).not.toBe(seen.keys[0]);
  });

  it('tells the buyer back from the cashier that the repayment went back to the balance, and why', async () => {
    serveCredit({ credit: overdueCredit });
    mswServer.use(
      http.post(apiUrl('/api/pay/user_credit_check'), () =>
        ok({
          id: 41,
          amount: '500.00',
          bill_ids: [1, 2],
          status: 'refunded',
          status_label: '已退回余额',
          reason: '所选账单在到账前已还清或已退款，还款金额已退回余额',
          pay_url: null,
        }),
      ),
    );
    renderRoute(routes, '/user/credit?repayment=41');
    const result = await screen.findByRole('status');
    await waitFor(() => expect(result.textContent).toContain('还款 ¥500.00 已退回余额'));
    expect(result.textContent).toContain('所选账单在到账前已还清或已退款，还款金额已退回余额');
  });

  it('says so to a buyer without a credit line', async () => {
    serveCredit({ credit: creditState('0.00', '0.00', '0.00') });
    mswServer.use(
      http.get(apiUrl('/api/user/user_credit_list'), () =>
        ok({ list: [], total: 0, page: 1, page_size: 10 }),
      ),
    );
    renderRoute(routes, '/user/credit');
    expect(await screen.findByText('您尚未开通授信支付，如需开通请联系专属客服。')).toBeTruthy();
    expect(await screen.findByText('暂无待还款账单')).toBeTruthy();
  });
});
