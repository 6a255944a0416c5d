import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminLoginBody } from '@yaocai/domain/contracts/admin';
import { resetApiClient } from '../lib/api-client';
import { dashboard, ok, operator, operatorHandler, paged, refusal, signedOut } from '../testing/fixtures';
import { apiUrl, mswServer } from '../testing/msw-server';
import { renderApp } from '../testing/render-app';

const emptyLists = [
  http.get(apiUrl('/api/admin/dashboard'), () => ok(dashboard({ daily: [], top_goods: [] }))),
  http.get(apiUrl('/api/admin/buyers'), () => ok(paged([]))),
  http.get(apiUrl('/api/admin/managers'), () => ok([])),
  http.get(apiUrl('/api/admin/orders'), () => ok({ ...paged([]), counts: {} })),
  http.get(apiUrl('/api/admin/goods'), () => ok(paged([]))),
  http.get(apiUrl('/api/admin/audit'), () => ok(paged([]))),
];

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});
afterAll(() => mswServer.close());

describe('signing in', () => {
  it('sends a visitor without a session to the login page, remembering the page', async () => {
    mswServer.use(http.get(apiUrl('/api/admin/me'), signedOut), ...emptyLists);
    const { location } = renderApp('/orders?state=2');
    await screen.findByRole('button', { name: '登录' });
    expect(location()).toBe('/login?redirect=%2Forders%3Fstate%3D2');
  });

  it('signs in with the form and goes on to the page the operator was headed for', async () => {
    let posted: AdminLoginBody | null = null;
    mswServer.use(
      http.get(apiUrl('/api/admin/me'), signedOut),
      http.post(apiUrl('/api/admin/session'), async ({ request }) => {
        posted = (await request.json()) as AdminLoginBody;
        return ok(operator(), '登录成功');
      }),
      ...emptyLists,
    );
    document.cookie = 'XSRF-TOKEN=t1; path=/';
    const { location } = renderApp('/login?redirect=%2Fgoods');
    fireEvent.change(await screen.findByLabelText('用户名'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'admin123456' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await screen.findByRole('heading', { name: '商品管理' });
    expect(posted).toEqual({ username: 'admin', password: 'admin123456' });
    expect(location()).toBe('/goods');
  });

  it('starts at the dashboard by default, and shows the server reason when refused', async () => {
    let attempts = 0;
    mswServer.use(
      http.get(apiUrl('/api/admin/me'), signedOut),
      http.post(apiUrl('/api/admin/session'), () => {
        attempts += 1;
        return attempts === 1 ? refusal(400, 400, '用户名或密码错误') : ok(operator());
      }),
      ...emptyLists,
    );
    document.cookie = 'XSRF-TOKEN=t1; path=/';
    const { location } = renderApp('/login');
    fireEvent.change(await screen.findByLabelText('用户名'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('用户名或密码错误')).toBeTruthy();
    expect(location()).toBe('/login');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await screen.findByRole('heading', { name: '经营概况' });
    expect(location()).toBe('/dashboard');
  });
});

describe('what a role sees', () => {
  it('shows the menu items of the areas the operator may read', async () => {
    mswServer.use(operatorHandler(['buyers.read', 'orders.read', 'goods.read']), ...emptyLists);
    renderApp('/buyers');
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      '客户审核',
      '逾期账单',
      '订单管理',
      '售后申请',
      '发票管理',
      '求购与反馈',
      '商品管理',
      '分类与品牌',
      '导入导出',
    ]);
    expect(screen.getByText('系统管理员')).toBeTruthy();
    expect(screen.getByText('超级管理员')).toBeTruthy();
  });

  it('answers an area the operator may not read with a 403 page', async () => {
    mswServer.use(operatorHandler(['buyers.read']), ...emptyLists);
    renderApp('/audit');
    expect(await screen.findByText('您没有查看此页面的权限，如需开通请联系管理员。')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '操作日志' })).toBeNull();
  });

  it('opens on the first area the operator may read', async () => {
    mswServer.use(operatorHandler(['goods.read']), ...emptyLists);
    const { location } = renderApp('/');
    await screen.findByRole('heading', { name: '商品管理' });
    expect(location()).toBe('/goods');
  });
});

describe('the account bar', () => {
  it('signs out and returns to the login page', async () => {
    let deleted = false;
    mswServer.use(
      operatorHandler(),
      http.delete(apiUrl('/api/admin/session'), () => {
        deleted = true;
        return ok(null, '已退出登录');
      }),
      ...emptyLists,
    );
    document.cookie = 'XSRF-TOKEN=t1; path=/';
    const { location } = renderApp('/buyers');
    fireEvent.click(await screen.findByRole('button', { name: /退出登录/ }));
    await screen.findByRole('button', { name: '登录' });
    expect(deleted).toBe(true);
    expect(location()).toBe('/login');
  });

  it('changes the password with the current one, after checking the confirmation', async () => {
    let posted: unknown = null;
    mswServer.use(
      operatorHandler(),
      http.put(apiUrl('/api/admin/me/password'), async ({ request }) => {
        posted = await request.json();
        return ok(operator(), '密码已修改');
      }),
      ...emptyLists,
    );
    document.cookie = 'XSRF-TOKEN=t1; path=/';
    renderApp('/buyers');
    fireEvent.click(await screen.findByRole('button', { name: '修改密码' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('当前密码'), { target: { value: 'admin123456' } });
    fireEvent.change(within(dialog).getByLabelText('新密码'), { target: { value: 'newpass2025' } });
    fireEvent.change(within(dialog).getByLabelText('确认新密码'), { target: { value: 'newpass2024' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('两次填写的新密码不一致')).toBeTruthy();
    expect(posted).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('确认新密码'), { target: { value: 'newpass2025' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(posted).toEqual({ old_password: 'admin123456', password: 'newpass2025' }));
  });
});
