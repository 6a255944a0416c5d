import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminShopSettings } from '@yaocai/domain/contracts/admin-content';
import { DEFAULT_REQUIRED_LICENCES } from '@yaocai/domain/contracts/licence-requirements';
import { resetApiClient } from '../../../lib/api-client';
import { ok, operatorHandler, refusal } from '../../../testing/fixtures';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

const settings: AdminShopSettings = {
  site: { site_title: '药采网' },
  common_config: { hot_line: '400-800-1234', qq1: '800012345', qq2: '' },
  quality_inspection: { quality_inspection_url: '/help/xrzn/hyzc?id=16', msg: '' },
  shipping: { free_from_fen: 80_000, freight_fen: 1_500 },
  seller: {
    company_name: '浙江药采医药有限公司',
    tax_no: '91330100MA2A00001X',
    address: '',
    phone: '',
    bank_name: '',
    bank_account: '',
    licence_no: '',
  },
  features: { is_after_sale: false, is_can_chat: false },
  points: { per_yuan: 1 },
  shelf_life: { min_months: 6 },
  required_licences: DEFAULT_REQUIRED_LICENCES,
};

let saved: unknown[];

function serve(answer: () => Response | undefined = () => undefined) {
  mswServer.use(
    operatorHandler(['content.write']),
    http.get(apiUrl('/api/admin/settings'), () => ok(settings)),
    http.put(apiUrl('/api/admin/settings'), async ({ request }) => {
      const body = await request.json();
      saved.push(body);
      return answer() ?? ok(body);
    }),
  );
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  saved = [];
  document.cookie = 'XSRF-TOKEN=t1; path=/';
});
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('站点设置', () => {
  it('saves amounts typed in yuan as fen, and no quality report when it is switched off', async () => {
    serve();
    renderApp('/settings');
    const title = await screen.findByLabelText('网站名称');
    expect((title as HTMLInputElement).value).toBe('药采网');
    expect((screen.getByLabelText('满多少包邮') as HTMLInputElement).value).toBe('800.00');
    type(title, '杏林医药');
    type(screen.getByLabelText('不满时运费'), '12.5');
    fireEvent.click(screen.getByLabelText('在商城显示质检报告入口'));
    fireEvent.click(screen.getByLabelText('售后服务'));
    fireEvent.click(screen.getByLabelText('在线客服'));
    type(screen.getByLabelText('每付款 1 元赠送积分'), '2');
    type(screen.getByLabelText('发货最短剩余效期（月）'), '12');
    fireEvent.click(screen.getByRole('button', { name: '保存设置' }));
    await waitFor(() =>
      expect(saved).toEqual([
        {
          ...settings,
          site: { site_title: '杏林医药' },
          quality_inspection: null,
          shipping: { free_from_fen: 80_000, freight_fen: 1_250 },
          features: { is_after_sale: true, is_can_chat: true },
          points: { per_yuan: 2 },
          shelf_life: { min_months: 12 },
        },
      ]),
    );
  });

  it('checks a field as the server would before sending', async () => {
    serve();
    renderApp('/settings');
    type(await screen.findByLabelText('纳税人识别号'), '91330100ma2a00001x');
    fireEvent.click(screen.getByRole('button', { name: '保存设置' }));
    expect(await screen.findByText('纳税人识别号为15到20位数字或大写字母')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('shows the server’s 422 on the field it names', async () => {
    serve(() =>
      refusal(422, 422, '运费须为 0 到 10000 元', { 'shipping.freight_fen': ['运费须为 0 到 10000 元'] }),
    );
    renderApp('/settings');
    await screen.findByLabelText('网站名称');
    fireEvent.click(screen.getByRole('button', { name: '保存设置' }));
    const error = await screen.findByText('运费须为 0 到 10000 元');
    expect(error.closest('.ant-form-item')!.textContent).toContain('不满时运费');
  });

  it('shows the licences each kind of buyer needs, and the server’s 422 on the kind it names', async () => {
    serve(() =>
      refusal(422, 422, '诊所的必备证照不能重复', { 'required_licences.clinic': ['诊所的必备证照不能重复'] }),
    );
    renderApp('/settings');
    const card = (await screen.findByText('客户必备证照')).closest('.ant-card') as HTMLElement;
    const clinic = within(card).getByLabelText('诊所').closest('.ant-form-item') as HTMLElement;
    expect(within(clinic).getByText('医疗机构执业许可证')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存设置' }));
    expect(await within(clinic).findByText('诊所的必备证照不能重复')).toBeTruthy();
    expect(saved).toMatchObject([{ required_licences: DEFAULT_REQUIRED_LICENCES }]);
  });
});
