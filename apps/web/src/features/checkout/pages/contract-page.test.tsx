import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import qs from 'qs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ContractState } from '@yaocai/domain/contracts/contract';
import { resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { buyerHandler, contractState, ok } from '../testing/checkout-fixtures';
import { ContractPage } from './contract-page';

const routes = [
  { path: '/dzht', element: <ContractPage /> },
  { path: '/cart/confirm', element: <p>确认订单页面</p> },
  { path: '/cart', element: <p>购物车页面</p> },
];

function serveContract(contract: ContractState = contractState()) {
  const signed: Record<string, unknown>[] = [];
  mswServer.use(
    buyerHandler(),
    http.get(apiUrl('/api/contract'), () => ok(contract)),
    http.post(apiUrl('/api/contract/sign'), async ({ request }) => {
      signed.push(qs.parse(await request.text()));
      return ok({ ...contract, signed: true, signed_at: '2025-01-02 09:30:00' }, '签署成功');
    }),
  );
  return { signed };
}

const signButton = () => screen.getByRole('button', { name: '签署合同' }) as HTMLButtonElement;

async function agreeAndSign() {
  const agree = await screen.findByRole('checkbox', { name: '我已阅读并同意《药品采购电子合同》' });
  expect(signButton().disabled).toBe(true);
  fireEvent.click(agree);
  expect(signButton().disabled).toBe(false);
  fireEvent.click(signButton());
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('contract page', () => {
  it('shows the contract, signs it once agreed, and returns to where the buyer was', async () => {
    const server = serveContract();
    const { router } = renderRoute(routes, `/dzht?redirect=${encodeURIComponent('/cart/confirm?ids=1,2')}`);
    const body = await screen.findByRole('document', { name: '药品采购电子合同' });
    expect(body.innerHTML).toBe('<p>甲方：仁和大药房</p><p>第一条 合同标的</p>');
    await agreeAndSign();
    expect(await screen.findByText('确认订单页面')).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/cart/confirm?ids=1,2');
    expect(server.signed).toEqual([{ agree: '1' }]);
    expect(await screen.findByText('签署成功')).toBeTruthy();
  });

  it.each(['//evil.com', 'https://evil.com', '/\\evil.com'])(
    'refuses to return to %s and goes to the cart instead',
    async (redirect) => {
      serveContract();
      const { router } = renderRoute(routes, `/dzht?redirect=${encodeURIComponent(redirect)}`);
      await agreeAndSign();
      expect(await screen.findByText('购物车页面')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/cart');
    },
  );

  it('shows when a signed contract was signed, with a way back', async () => {
    const server = serveContract(contractState({ signed: true, signed_at: '2025-01-02 09:30:00' }));
    renderRoute(routes, '/dzht');
    expect(await screen.findByText('已于 2025-01-02 09:30 签署')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '签署合同' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(screen.getByText('购物车页面')).toBeTruthy());
    expect(server.signed).toEqual([]);
  });
});
