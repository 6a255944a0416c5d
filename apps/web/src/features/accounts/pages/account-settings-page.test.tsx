import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import qs from 'qs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '@yaocai/domain/contracts/address';
import { resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { ok } from '../../../testing/wire-fixtures';
import { AccountSettingsPage } from './account-settings-page';

const routes = [{ path: '/user/account', element: <AccountSettingsPage /> }];

const address: Address = {
  id: 5,
  name: '王药师',
  phone: '13800138000',
  province: '浙江省',
  city: '杭州市',
  district: '西湖区',
  detail: '文三路1号',
  is_default: 1,
};

const invoiceDetails = {
  tax_no: '91330100MA2B7K9X1Q',
  bank_name: '招商银行杭州分行',
  bank_account: '5719 0123 4567 890',
  address: '杭州市西湖区文三路1号',
  phone: '0571-88881234',
};

function serveAccount() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const record = async (request: Request) =>
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: request.method === 'DELETE' ? null : qs.parse(await request.text()),
    });
  mswServer.use(
    http.get(apiUrl('/api/user/base'), () =>
      ok({
        company: '仁和大药房',
        name: '张三',
        phone: '13800000001',
        is_passed: 1,
        cart: 0,
        message_count: 0,
        common_config: {},
      }),
    ),
    http.get(apiUrl('/api/user/address'), () => ok([address])),
    http.get(apiUrl('/api/user/invoice_info'), () =>
      ok({
        company: '仁和大药房',
        tax_no: '',
        bank_name: '',
        bank_account: '',
        address: '',
        phone: '',
        complete: false,
      }),
    ),
    http.post(apiUrl('/api/user/invoice_info'), async ({ request }) => {
      await record(request);
      return ok({ company: '仁和大药房', ...invoiceDetails, complete: true }, '开票信息已保存');
    }),
    http.post(apiUrl('/api/user/updateUserInfo'), async ({ request }) => {
      await record(request);
      return ok(null, '修改成功');
    }),
    http.post(apiUrl('/api/user/create_code'), async ({ request }) => {
      await record(request);
      return ok({ resend_in: 60, expires_in: 300 });
    }),
    http.post(apiUrl('/api/user/resetPassword'), async ({ request }) => {
      await record(request);
      return ok(null, '密码已修改');
    }),
    http.delete(apiUrl('/api/user/address/:id'), async ({ request }) => {
      await record(request);
      return ok(null, '收货地址已删除');
    }),
  );
  return calls;
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('账户设置', () => {
  it('saves the name, and asks for the new phone’s code when the phone changes', async () => {
    const calls = serveAccount();
    renderRoute(routes, '/user/account');
    const profile = await screen.findByRole('region', { name: '基本资料' });
    fireEvent.change(within(profile).getByLabelText('联系人'), { target: { value: '李四' } });
    expect(within(profile).queryByLabelText('短信验证码')).toBeNull();
    fireEvent.click(within(profile).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(calls).toEqual([
        { method: 'POST', path: '/api/user/updateUserInfo', body: { name: '李四', phone: '13800000001' } },
      ]),
    );
    fireEvent.change(within(profile).getByLabelText('手机号'), { target: { value: '13900000002' } });
    fireEvent.click(await within(profile).findByRole('button', { name: '获取验证码' }));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        method: 'POST',
        path: '/api/user/create_code',
        body: { phone: '13900000002' },
      }),
    );
    fireEvent.change(within(profile).getByLabelText('短信验证码'), { target: { value: '654321' } });
    fireEvent.click(within(profile).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        method: 'POST',
        path: '/api/user/updateUserInfo',
        body: { name: '李四', phone: '13900000002', code: '654321' },
      }),
    );
  });

  it('changes the password with the current one', async () => {
    const calls = serveAccount();
    renderRoute(routes, '/user/account');
    const form = await screen.findByRole('region', { name: '修改密码' });
    fireEvent.change(within(form).getByLabelText('当前密码'), { target: { value: 'old2026pass' } });
    fireEvent.change(within(form).getByLabelText('新密码'), { target: { value: 'new2026pass' } });
    fireEvent.change(within(form).getByLabelText('确认新密码'), { target: { value: 'new2026pass' } });
    fireEvent.click(within(form).getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('密码已修改')).toBeTruthy();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/user/resetPassword',
        body: { old_password: 'old2026pass', password: 'new2026pass' },
      },
    ]);
  });

  it('deletes an address only after asking', async () => {
    const calls = serveAccount();
    renderRoute(routes, '/user/account');
    const book = await screen.findByRole('region', { name: '收货地址' });
    const card = await within(book).findByRole('listitem', { name: '王药师 13800138000' });
    expect(within(card).getByText('默认')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: '删除' }));
    expect(calls).toEqual([]);
    const confirm = await screen.findByRole('tooltip');
    expect(confirm.textContent).toContain('确定删除该收货地址吗？');
    fireEvent.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() =>
      expect(calls).toEqual([{ method: 'DELETE', path: '/api/user/address/5', body: null }]),
    );
  });

  it('saves the 开票信息 that special VAT invoices need', async () => {
    const calls = serveAccount();
    renderRoute(routes, '/user/account');
    const section = await screen.findByRole('region', { name: '开票信息' });
    expect(await within(section).findByText('填写完整的开票信息后，下单时可选择增值税专用发票')).toBeTruthy();
    const labels = {
      tax_no: '纳税人识别号',
      bank_name: '开户银行',
      bank_account: '银行账号',
      address: '注册地址',
      phone: '注册电话',
    };
    for (const [field, label] of Object.entries(labels))
      fireEvent.change(within(section).getByLabelText(label), {
        target: { value: invoiceDetails[field as keyof typeof invoiceDetails] },
      });
    fireEvent.click(within(section).getByRole('button', { name: '保存开票信息' }));
    expect(await screen.findByText('开票信息已保存')).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', path: '/api/user/invoice_info', body: invoiceDetails }]);
  });
});
