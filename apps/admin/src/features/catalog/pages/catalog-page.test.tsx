import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Permission } from '@yaocai/domain/contracts/admin';
import type { AdminBrand, AdminCategory, AdminWarehouse } from '@yaocai/domain/contracts/admin-catalog';
import { resetApiClient } from '../../../lib/api-client';
import { ok, operatorHandler } from '../../../testing/fixtures';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

const category = (row: Partial<AdminCategory> & Pick<AdminCategory, 'id' | 'name'>): AdminCategory => ({
  menu: 'qx',
  parent_id: null,
  logo1: '',
  sort: 0,
  is_show: true,
  goods: 0,
  ...row,
});

const categories: AdminCategory[] = [
  category({ id: 1, name: '康复器械', goods: 0 }),
  category({ id: 2, name: '轮椅', parent_id: 1, goods: 3 }),
  category({ id: 3, name: '电动轮椅', parent_id: 2 }),
  category({ id: 4, name: '感冒用药', menu: 'general' }),
];

const brands: AdminBrand[] = [{ id: 7, name: '鱼跃', logo: '', sort: 0, goods: 2 }];
const warehouses: AdminWarehouse[] = [{ id: 1, name: '广州仓', sort: 0, goods: 0 }];

let calls: { method: string; path: string; body: unknown }[];

function serve(permissions: Permission[] = ['goods.read', 'goods.write']) {
  const record =
    (method: string) =>
    async ({ request }: { request: Request }) => {
      const text = await request.text();
      calls.push({ method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : null });
      return ok(null);
    };
  mswServer.use(
    operatorHandler(permissions),
    http.get(apiUrl('/api/admin/catalog/categories'), () => ok(categories)),
    http.post(apiUrl('/api/admin/catalog/categories'), record('POST')),
    http.delete(apiUrl('/api/admin/catalog/categories/:id'), record('DELETE')),
    http.get(apiUrl('/api/admin/catalog/brands'), () => ok(brands)),
    http.get(apiUrl('/api/admin/catalog/warehouses'), () => ok(warehouses)),
  );
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  calls = [];
  document.cookie = 'XSRF-TOKEN=t1; path=/';
});
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('分类与品牌', () => {
  it("shows a menu's categories as a tree, deletable only when empty", async () => {
    serve();
    renderApp('/catalog');
    expect(await screen.findByText('感冒用药')).toBeTruthy();
    fireEvent.click(screen.getByText('器械专区'));
    const row = (name: string) => screen.getByText(new RegExp(name)).closest('tr')!;
    await screen.findAllByText('康复器械');
    expect(row('└ 轮椅').textContent).toContain('康复器械');
    expect(within(row('└ 轮椅')).queryByRole('button', { name: /删/ })).toBeNull();
    expect(within(row('电动轮椅')).getByRole('button', { name: /删/ })).toBeTruthy();
  });

  it('adds a category under a parent of the chosen menu', async () => {
    serve();
    renderApp('/catalog');
    fireEvent.click(await screen.findByText('器械专区'));
    fireEvent.click(await screen.findByRole('button', { name: /新增分类/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByLabelText('上级分类'));
    fireEvent.click(await screen.findByTitle('— 轮椅'));
    fireEvent.change(within(dialog).getByLabelText('分类名称'), { target: { value: '手动轮椅' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'POST',
          path: '/api/admin/catalog/categories',
          body: { menu: 'qx', parent_id: 2, name: '手动轮椅', logo1: '', sort: 0, is_show: true },
        },
      ]),
    );
  });

  it('lists brands with their goods', async () => {
    serve();
    renderApp('/catalog');
    fireEvent.click(await screen.findByRole('tab', { name: '品牌' }));
    const row = (await screen.findByText('鱼跃')).closest('tr')!;
    expect(row.textContent).toContain('2');
  });

  it.each([
    ['商品分类', '感冒用药', '分类'],
    ['品牌', '鱼跃', '品牌'],
    ['仓库', '广州仓', '仓库'],
  ])('shows %s to a role that may only read goods, with nothing to change', async (tab, row, noun) => {
    serve(['goods.read']);
    renderApp('/catalog');
    fireEvent.click(await screen.findByRole('tab', { name: tab }));
    await screen.findByText(row);
    expect(screen.queryByRole('button', { name: new RegExp(`新增${noun}`) })).toBeNull();
    expect(screen.queryByRole('button', { name: /编\s*辑|删\s*除/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
  });

  it.each([
    ['品牌', '鱼跃', '品牌'],
    ['仓库', '广州仓', '仓库'],
  ])('offers adding and editing %s to a role that may edit goods', async (tab, row, noun) => {
    serve();
    renderApp('/catalog');
    fireEvent.click(await screen.findByRole('tab', { name: tab }));
    const line = (await screen.findByText(row)).closest('tr')!;
    expect(screen.getByText(`新增${noun}`).closest('button')).toBeTruthy();
    expect(within(line).getByText('编辑').closest('button')).toBeTruthy();
  });
});
