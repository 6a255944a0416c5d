import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { LoginPage } from './login-page';

const toastError = vi.fn<(text: string) => void>();

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/cart', element: <p>购物车页面</p> },
  { path: '/home', element: <p>首页内容</p> },
];

function fillAndSubmit(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('手机号/用户名'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: '登录' }));
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  configureApiClient({ toastError });
  mswServer.use(
    http.get(apiUrl('/api/focus/login'), () => HttpResponse.json({ code: 10000, msg: '', data: null })),
  );
});
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
  sessionStorage.clear();
  vi.clearAllMocks();
});
afterAll(() => mswServer.close());

describe('login page', () => {
  it('shows the shop’s own pitch without a 登录页横幅, and a configured one behind the form with its link', async () => {
    const { unmount } = renderRoute(routes, '/login');
    expect(await screen.findByText('正品医药 一站采购')).toBeTruthy();
    unmount();

    mswServer.use(
      http.get(apiUrl('/api/focus/login'), () =>
        HttpResponse.json({
          code: 10000,
          msg: '',
          data: { id: 1, title: '新客首单立减', image: '/files/login.png', url: '/xr' },
        }),
      ),
    );
    resetApiClient();
    const { container } = renderRoute(routes, '/login');
    const link = await screen.findByRole('link', { name: '新客首单立减' });
    expect(link.getAttribute('href')).toBe('/xr');
    expect((container.querySelector('.yc-auth-banner') as HTMLElement).style.backgroundImage).toBe(
      'url("/files/login.png")',
    );
    expect(screen.queryByText('正品医药 一站采购')).toBeNull();
  });

  it('shows a wrong password on the password field as well as in the toast', async () => {
    mswServer.use(
      http.post(apiUrl('/api/user/login'), () =>
        HttpResponse.json(
          { code: 422, msg: '账号或密码错误', errors: { password: ['账号或密码错误'] } },
          { status: 422 },
        ),
      ),
    );
    renderRoute(routes, '/login');
    fillAndSubmit('13800000000', 'wrong1');
    expect(await screen.findByText('账号或密码错误')).toBeTruthy();
    expect(toastError).toHaveBeenCalledWith('账号或密码错误');
    expect(sessionStorage.length).toBe(0);
  });

  it('logs in, sets the login marker and goes back to the redirect', async () => {
    let body = '';
    mswServer.use(
      http.post(apiUrl('/api/user/login'), async ({ request }) => {
        body = await request.text();
        return HttpResponse.json({ code: 10000, msg: '登录成功', data: { company: '仁和大药房' } });
      }),
    );
    const { router } = renderRoute(routes, '/login?redirect=%2Fcart');
    fillAndSubmit(' 13800000000 ', 'secret123');
    expect(await screen.findByText('购物车页面')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cart');
    expect(body).toBe('username=13800000000&password=secret123');
    expect(sessionStorage.length).toBe(1);
  });

  it('goes home when the redirect points off-site', async () => {
    mswServer.use(
      http.post(apiUrl('/api/user/login'), () => HttpResponse.json({ code: 10000, msg: 'ok', data: {} })),
    );
    renderRoute(routes, '/login?redirect=%2F%2Fevil.example');
    fillAndSubmit('buyer', 'secret123');
    await waitFor(() => expect(screen.getByText('首页内容')).toBeTruthy());
  });

  it('asks for both fields before calling the server', async () => {
    renderRoute(routes, '/login');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请填写密码')).toBeTruthy();
  });
});
