import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminGoods, Permission } from '@yaocai/domain/contracts/admin';
import { resetApiClient } from '../../../lib/api-client';
import { goods, ok, operatorHandler, paged } from '../../../testing/fixtures';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

let patches: { path: string; body: unknown }[];

function serveGoods(list: AdminGoods[], permissions?: Permission[]) {
  mswServer.use(
    operatorHandler(permissions),
    http.get(apiUrl('/api/admin/goods'), () => ok(paged(list))),
    http.patch(apiUrl('/api/admin/goods/:id'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push({ path: new URL(request.url).pathname, body });
      return ok({ ...list[0], ...body }, '已保存');
    }),
  );
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  patches = [];
  document.cookie = 'XSRF-TOKEN=t1; path=/';
});
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('the goods list', () => {
  it('shows price, stock per warehouse and the sale state', async () => {
    serveGoods([goods()]);
    renderApp('/goods');
    const row = await rowOf('感冒灵颗粒');
    expect(within(row).getByText('¥12.50')).toBeTruthy();
    expect(within(row).getByText('广州仓：120')).toBeTruthy();
    expect(within(row).getByText('武汉仓：40')).toBeTruthy();
    expect(within(row).getByText('国药准字Z44021940')).toBeTruthy();
  });

  it.each([
    ['12.30', 1230],
    ['0.07', 7],
    ['19.99', 1999],
  ])('saves the price %s yuan as exactly %i fen, and nothing else', async (price, fen) => {
    serveGoods([goods()]);
    renderApp('/goods');
    fireEvent.click(within(await rowOf('感冒灵颗粒')).getByRole('button', { name: '编辑' }));
    fireEvent.change(await screen.findByLabelText('价格（元）'), { target: { value: price } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(patches).toEqual([{ path: '/api/admin/goods/11', body: { price_fen: fen } }]));
  });

  it('saves the stock of the warehouses that changed', async () => {
    serveGoods([goods()]);
    renderApp('/goods');
    fireEvent.click(within(await rowOf('感冒灵颗粒')).getByRole('button', { name: '编辑' }));
    fireEvent.change(await screen.findByLabelText('武汉仓库存'), { target: { value: '65' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(patches).toEqual([
        { path: '/api/admin/goods/11', body: { stock: [{ warehouse_id: 2, stock: 65 }] } },
      ]),
    );
  });

  it('refuses a price with more than two decimals', async () => {
    serveGoods([goods()]);
    renderApp('/goods');
    fireEvent.click(within(await rowOf('感冒灵颗粒')).getByRole('button', { name: '编辑' }));
    fireEvent.change(await screen.findByLabelText('价格（元）'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请填写价格')).toBeTruthy();
    expect(patches).toEqual([]);
  });

  it('takes goods off sale only after the confirmation', async () => {
    serveGoods([goods()]);
    renderApp('/goods');
    fireEvent.click(within(await rowOf('感冒灵颗粒')).getByRole('switch'));
    const confirm = await screen.findByRole('tooltip');
    expect(patches).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: '下架' }));
    await waitFor(() => expect(patches).toEqual([{ path: '/api/admin/goods/11', body: { on_sale: false } }]));
  });

  it('puts goods on sale at once', async () => {
    serveGoods([goods({ on_sale: false })]);
    renderApp('/goods');
    fireEvent.click(within(await rowOf('感冒灵颗粒')).getByRole('switch'));
    await waitFor(() => expect(patches).toEqual([{ path: '/api/admin/goods/11', body: { on_sale: true } }]));
  });

  it('offers no editing to operators who may only read', async () => {
    serveGoods([goods()], ['goods.read']);
    renderApp('/goods');
    const row = await rowOf('感冒灵颗粒');
    expect(within(row).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(row).queryByRole('switch')).toBeNull();
    expect(within(row).getByText('已上架')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
  });
});
