import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import qs from 'qs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Licence } from '@yaocai/domain/contracts/licences';
import { resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { buyerHandler, licence, ok } from '../../../testing/wire-fixtures';
import { QualificationsPage } from './qualifications-page';

const routes = [{ path: '/user/zizhi', element: <QualificationsPage /> }];

function serveLicences(held: Licence[]) {
  const seen = { uploads: [] as string[], submitted: [] as { path: string; body: unknown }[] };
  mswServer.use(
    buyerHandler(),
    http.get(apiUrl('/api/user/zizhi'), () => ok(held)),
    http.get(apiUrl('/api/user/jyfw'), () => ok({ scopes: ['中成药', '化学药制剂'], outside: ['中药饮片'] })),
    http.post(apiUrl('/api/user/upload'), async ({ request }) => {
      // The multipart body as sent, with the file in its `file` part.
      const sentFile = /name="file"; filename=/.test(await request.text());
      seen.uploads.push(`${new URL(request.url).searchParams.get('purpose')}:${sentFile ? 'file' : 'none'}`);
      return ok({
        url: '/files/private/0123456789abcdef0123456789abcdef01234567.webp',
        width: 1,
        height: 1,
        bytes: 1,
      });
    }),
    http.put(apiUrl('/api/user/zizhi/:type'), async ({ request, params }) => {
      seen.submitted.push({ path: String(params.type), body: qs.parse(await request.text()) });
      return ok(licence({ type: 'gsp', state: 'pending' }), '已提交，请等待审核');
    }),
  );
  return seen;
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('资质管理', () => {
  it('lists every licence type with its state, says why orders are held, and shows the business scope', async () => {
    serveLicences([
      licence({}),
      licence({
        type: 'drug_trading',
        type_name: '药品经营许可证',
        valid_until: '2026-01-10',
        expiry: 'expired',
      }),
    ]);
    renderRoute(routes, '/user/zizhi');
    const section = await screen.findByRole('region', { name: '我的资质' });
    expect((await within(section).findByRole('alert')).textContent).toBe(
      '您的药品经营许可证已于2026-01-10过期，请在会员中心更新资质后再下单',
    );
    const row = within(section).getByRole('row', { name: /药品经营许可证/ });
    expect(within(row).getByText('已过期')).toBeTruthy();
    expect(within(section).getByRole('row', { name: /GSP证书/ }).textContent).toContain('未上传');
    const scope = screen.getByRole('region', { name: '经营范围' });
    await waitFor(() => expect(scope.textContent).toContain('中成药'));
    expect(scope.textContent).toContain('不在经营范围内、暂不能采购：中药饮片');
  });

  it('uploads a scan and submits a licence for review', async () => {
    const seen = serveLicences([licence({})]);
    renderRoute(routes, '/user/zizhi');
    fireEvent.click(await screen.findByRole('button', { name: '上传GSP证书' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('证照编号'), { target: { value: 'ZJ-GSP-2026-1' } });
    fireEvent.click(within(dialog).getByLabelText('长期有效'));
    const input = dialog.querySelector('input[type=file]')!;
    fireEvent.change(input, { target: { files: [new File(['png'], 'gsp.png', { type: 'image/png' })] } });
    expect(await within(dialog).findByAltText('GSP证书扫描件1')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '提交审核' }));
    expect(await screen.findByText('已提交，请等待审核')).toBeTruthy();
    expect(seen.uploads).toEqual(['licence:file']);
    expect(seen.submitted).toEqual([
      {
        path: 'gsp',
        body: {
          number: 'ZJ-GSP-2026-1',
          holder: '仁和大药房',
          images: ['/files/private/0123456789abcdef0123456789abcdef01234567.webp'],
        },
      },
    ]);
  });

  it('asks for the number and a scan before sending anything', async () => {
    const seen = serveLicences([]);
    renderRoute(routes, '/user/zizhi');
    fireEvent.click(await screen.findByRole('button', { name: '上传营业执照' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '提交审核' }));
    expect(await within(dialog).findByText('请填写证照编号')).toBeTruthy();
    expect(within(dialog).getByText('请上传扫描件')).toBeTruthy();
    expect(seen.submitted).toEqual([]);
  });
});
