import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import qs from 'qs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { ok } from '../../../testing/wire-fixtures';
import { ForgotPasswordPage } from './forgot-password-page';

const routes = [
  { path: '/login/forgot', element: <ForgotPasswordPage /> },
  { path: '/login', element: <p>登录页面</p> },
];

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('找回密码', () => {
  it('sends a code to the registered phone, sets the new password and goes to the login page', async () => {
    const sent: unknown[] = [];
    mswServer.use(
      http.post(apiUrl('/api/user/create_code'), async ({ request }) => {
        sent.push(qs.parse(await request.text()));
        return ok({ resend_in: 60, expires_in: 300 });
      }),
      http.post(apiUrl('/api/user/forgot_password'), async ({ request }) => {
        sent.push(qs.parse(await request.text()));
        return ok(null, '密码已重置，请使用新密码登录');
      }),
    );
    const { router } = renderRoute(routes, '/login/forgot');
    fill('手机号', '13800000009');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /秒后重新获取/ })).toBeTruthy();
    fill('短信验证码', '123456');
    fill('新密码', 'newpass2026');
    fill('确认新密码', 'newpass2026');
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('登录页面')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(sent).toEqual([
      { phone: '13800000009', scene: 'forgot_password' },
      { phone: '13800000009', code: '123456', password: 'newpass2026' },
    ]);
  });

  it('shows an unregistered phone on its field', async () => {
    mswServer.use(
      http.post(apiUrl('/api/user/create_code'), () =>
        HttpResponse.json(
          { code: 422, msg: '该手机号尚未注册', errors: { phone: ['该手机号尚未注册'] } },
          { status: 422 },
        ),
      ),
    );
    renderRoute(routes, '/login/forgot');
    fill('手机号', '13800000009');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(screen.getAllByText('该手机号尚未注册').length).toBeGreaterThan(0));
  });
});
