import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { HelpPage } from './help-page';

const alert = vi.fn();

const routes = [
  {
    path: '/help',
    handle: { name: 'help', title: '帮助中心' },
    children: [
      { index: true, element: <HelpPage /> },
      { path: 'hyzc', handle: { name: 'help_hyzc', title: '会员注册' }, element: <HelpPage /> },
      { path: 'xrzn/hyzc', handle: { name: 'help_xrzn_hyzc', title: '会员注册' }, element: <HelpPage /> },
    ],
  },
];

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  configureApiClient({ alert });
  mswServer.use(
    http.get(apiUrl('/api/global/site'), () =>
      HttpResponse.json({ code: 10000, msg: 'ok', data: { site_title: '测试药采' } }),
    ),
    http.get(apiUrl('/api/article/category'), () =>
      HttpResponse.json({
        code: 10000,
        msg: 'ok',
        data: [
          {
            id: 4,
            name: '新手指南',
            children: [
              { id: 1, name: '首营资质上传说明' },
              { id: 2, name: '会员注册流程' },
            ],
          },
        ],
      }),
    ),
    http.get(apiUrl('/api/article/detail/:id'), ({ params }) =>
      params.id === '404'
        ? HttpResponse.json({ code: 404, msg: '文章不存在' }, { status: 404 })
        : HttpResponse.json({
            code: 10000,
            msg: 'ok',
            data: {
              id: Number(params.id),
              title: `文章${String(params.id)}`,
              content: '<p>正文<strong>加粗</strong></p>',
              category_id: 4,
              category_name: '新手指南',
              created_at: '2026-01-02T08:00:00.000Z',
            },
          }),
    ),
  );
});
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
  localStorage.clear();
  vi.clearAllMocks();
});
afterAll(() => mswServer.close());

describe('help page', () => {
  it('shows the menu of help articles and the requested article', async () => {
    renderRoute(routes, '/help/xrzn/hyzc?id=1');
    expect(await screen.findByRole('heading', { name: '文章1' })).toBeTruthy();
    expect(screen.getByText('加粗').tagName).toBe('STRONG');
    const menu = screen.getByRole('navigation', { name: '帮助分类' });
    expect(menu.querySelector('[aria-current="page"]')?.textContent).toBe('首营资质上传说明');
    await waitFor(() => expect(document.title).toBe('文章1 - 测试药采'));
  });

  it('opens the article named like the route when no id is given', async () => {
    renderRoute(routes, '/help/hyzc');
    expect(await screen.findByRole('heading', { name: '文章2' })).toBeTruthy();
  });

  it('shows a friendly empty state for an unknown or malformed id, without an alert', async () => {
    const first = renderRoute(routes, '/help/xrzn/hyzc?id=404');
    expect(await screen.findByText(/文章不存在或已下架/)).toBeTruthy();
    first.unmount();
    renderRoute(routes, '/help/xrzn/hyzc?id=abc');
    expect(await screen.findByText(/文章不存在或已下架/)).toBeTruthy();
    expect(alert).not.toHaveBeenCalled();
  });
});
