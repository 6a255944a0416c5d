import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useParams } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { ScanPage } from './scan-page';

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() =>
  mswServer.use(
    http.get(apiUrl('/api/goods/barcode/:code'), ({ params }) =>
      params.code === '6900000000014' || params.code === '81234560000000011234'
        ? HttpResponse.json({ code: 10000, msg: 'ok', data: { goods_id: 42 } })
        : HttpResponse.json(
            { code: 404, msg: `没有找到条码为 ${String(params.code)} 的商品`, data: null },
            { status: 404 },
          ),
    ),
    http.get(apiUrl('/api/goods/search'), () => HttpResponse.json({ code: 10000, msg: 'ok', data: [] })),
  ),
);
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

function GoodsPage() {
  return <h1>商品 {useParams().id}</h1>;
}

const renderPage = () =>
  renderRoute(
    [
      { path: '/scan', element: <ScanPage /> },
      { path: '/list/info/:id', element: <GoodsPage /> },
    ],
    '/scan',
  );

function typeCode(code: string) {
  fireEvent.change(screen.getByLabelText('手动输入条码'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: '查找' }));
}

describe('scan page', () => {
  it('says when the browser has no camera, and takes the code typed instead', async () => {
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('当前浏览器不能使用摄像头，请手动输入条码');
    expect(screen.getByLabelText('手动输入条码').getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '查找' }).disabled).toBe(true);
    typeCode(' 81234560000000011234 ');
    await screen.findByRole('heading', { name: '商品 42' });
  });

  it('says so for an unknown code, offering the search box and another scan', async () => {
    renderPage();
    typeCode('6920584471017');
    await screen.findByText('没有找到条码为 6920584471017 的商品');
    screen.getByRole('combobox', { name: '搜索药品或厂家' });
    fireEvent.click(screen.getByRole('button', { name: '重新扫描' }));
    expect((await screen.findByRole('alert')).textContent).toContain('摄像头');
  });
});
