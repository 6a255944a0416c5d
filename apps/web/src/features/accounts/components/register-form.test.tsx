import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { RegisterForm } from './register-form';

const toastError = vi.fn<(text: string) => void>();
const onSuccess = vi.fn();

const renderForm = () =>
  renderRoute([{ path: '/register', element: <RegisterForm onSuccess={onSuccess} /> }], '/register');

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => configureApiClient({ toastError }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
  vi.clearAllMocks();
});
afterAll(() => mswServer.close());

describe('register form', () => {
  it('checks the phone on blur and says when it is taken', async () => {
    mswServer.use(
      http.get(apiUrl('/api/user/phone/13800000000'), () =>
        HttpResponse.json({ code: 10000, msg: 'ok', data: { exists: true } }),
      ),
    );
    renderForm();
    type('手机号', '13800000000');
    fireEvent.blur(screen.getByLabelText('手机号'));
    expect(await screen.findByText('该手机号已注册')).toBeTruthy();
  });

  it('rejects a malformed phone without asking the server', async () => {
    renderForm();
    type('手机号', '12345');
    fireEvent.blur(screen.getByLabelText('手机号'));
    expect(await screen.findByText('手机号格式不正确')).toBeTruthy();
  });

  it('sends the code and counts down from resend_in', async () => {
    let body = '';
    mswServer.use(
      http.get(apiUrl('/api/user/phone/13900000000'), () =>
        HttpResponse.json({ code: 10000, msg: 'ok', data: { exists: false } }),
      ),
      http.post(apiUrl('/api/user/create_code'), async ({ request }) => {
        body = await request.text();
        return HttpResponse.json({
          code: 10000,
          msg: '验证码已发送',
          data: { resend_in: 60, expires_in: 300 },
        });
      }),
    );
    renderForm();
    type('手机号', '13900000000');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeTruthy();
    expect(body).toBe('phone=13900000000');
  });

  it('puts server field errors on the matching fields', async () => {
    mswServer.use(
      http.get(apiUrl('/api/user/phone/13900000000'), () =>
        HttpResponse.json({ code: 10000, msg: 'ok', data: { exists: false } }),
      ),
      http.post(apiUrl('/api/user/register'), () =>
        HttpResponse.json(
          { code: 422, msg: '验证码错误或已过期', errors: { code: ['验证码错误或已过期'] } },
          { status: 422 },
        ),
      ),
    );
    renderForm();
    type('企业名称', '仁和大药房');
    type('联系人', '张三');
    type('手机号', '13900000000');
    type('短信验证码', '123456');
    type('密码', 'abc12345');
    type('确认密码', 'abc12345');
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('验证码错误或已过期')).toBeTruthy();
    expect(toastError).toHaveBeenCalledWith('验证码错误或已过期');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('refuses a password without digits and a mismatched confirmation', async () => {
    renderForm();
    type('密码', 'abcdefg');
    type('确认密码', 'abcdefh');
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('密码须为6-20位，且同时包含字母和数字')).toBeTruthy();
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
  });
});
