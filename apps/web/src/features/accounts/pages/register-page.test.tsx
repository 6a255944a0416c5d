import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import qs from 'qs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { ok } from '../../../testing/wire-fixtures';
import { RegisterPage } from './register-page';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
  sessionStorage.clear();
});
afterAll(() => mswServer.close());

describe('register page (老带新)', () => {
  it('keeps the ?ref= code, says who invited, and registers with it', async () => {
    const posts: unknown[] = [];
    mswServer.use(
      http.get(apiUrl('/api/user/base'), () =>
        HttpResponse.json({ code: 10001, msg: '请先登录', data: null }, { status: 401 }),
      ),
      http.get(apiUrl('/api/user/phone/13900000000'), () => ok({ exists: false })),
      http.post(apiUrl('/api/user/register'), async ({ request }) => {
        posts.push(qs.parse(await request.text()));
        return ok({ company: '仁和大药房', is_passed: 0, cart: 0, message_count: 0, common_config: {} });
      }),
    );
    renderRoute(
      [
        { path: '/register', element: <RegisterPage /> },
        { path: '*', element: <p>已注册</p> },
      ],
      '/register?ref=k7q2m9xa',
    );
    expect(
      await screen.findByText('好友邀请您注册（邀请码 K7Q2M9XA），首单支付后好友可获得奖励'),
    ).toBeTruthy();
    type('企业名称', '仁和大药房');
    type('联系人', '张三');
    type('手机号', '13900000000');
    type('短信验证码', '123456');
    type('密码', 'abc12345');
    type('确认密码', 'abc12345');
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ phone: '13900000000', ref: 'K7Q2M9XA' });
    await screen.findByText('已注册');
    expect(sessionStorage.getItem('yc-referral-code')).toBeNull();
  });

  it('keeps the code for the tab when the buyer comes back without it', async () => {
    mswServer.use(
      http.get(apiUrl('/api/user/base'), () =>
        HttpResponse.json({ code: 10001, msg: '请先登录', data: null }, { status: 401 }),
      ),
    );
    const first = renderRoute([{ path: '/register', element: <RegisterPage /> }], '/register?ref=K7Q2M9XA');
    expect(await screen.findByText(/邀请码 K7Q2M9XA/)).toBeTruthy();
    first.unmount();
    renderRoute([{ path: '/register', element: <RegisterPage /> }], '/register');
    expect(await screen.findByText(/邀请码 K7Q2M9XA/)).toBeTruthy();
  });

  it('registers without a code when the page has none', async () => {
    const posts: unknown[] = [];
    mswServer.use(
      http.get(apiUrl('/api/user/base'), () =>
        HttpResponse.json({ code: 10001, msg: '请先登录', data: null }, { status: 401 }),
      ),
      http.get(apiUrl('/api/user/phone/13900000000'), () => ok({ exists: false })),
      http.post(apiUrl('/api/user/register'), async ({ request }) => {
        posts.push(qs.parse(await request.text()));
        return ok({ company: '仁和大药房', is_passed: 0, cart: 0, message_count: 0, common_config: {} });
      }),
    );
    renderRoute(
      [
        { path: '/register', element: <RegisterPage /> },
        { path: '*', element: <p>已注册</p> },
      ],
      '/register',
    );
    type('企业名称', '仁和大药房');
    type('联系人', '张三');
    type('手机号', '13900000000');
    type('短信验证码', '123456');
    type('密码', 'abc12345');
    type('确认密码', 'abc12345');
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).not.toHaveProperty('ref');
    expect(screen.queryByText(/好友邀请您注册/)).toBeNull();
  });
});
