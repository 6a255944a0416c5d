import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HelpCategory } from '@yaocai/domain/contracts/content';
import { HELP_CACHE_KEY } from '../../features/content';
import { resetApiClient } from '../../lib/api-client';
import { apiUrl, mswServer } from '../../testing/msw-server';
import { renderRoute } from '../../testing/render-route';
import { SiteFooter } from './site-footer';

const articles = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: from + index, name: `文章${from + index}` }));

const HELP: HelpCategory[] = [
  { id: 4, name: '新手指南', children: articles(1, 4) },
  { id: 5, name: '购物指南', children: articles(11, 5) },
  { id: 6, name: '支付方式', children: articles(21, 2) },
];

let categoryCalls: string[] = [];

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  mswServer.use(
    http.get(apiUrl('/api/article/category'), ({ request }) => {
      categoryCalls.push(new URL(request.url).search);
      return HttpResponse.json({ code: 10000, msg: 'ok', data: HELP });
    }),
    http.get(apiUrl('/api/global/links'), () =>
      HttpResponse.json({
        code: 10000,
        msg: 'ok',
        data: [{ id: 1, name: '国家药品监督管理局', url: 'https://www.nmpa.gov.cn/' }],
      }),
    ),
  );
});
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
  localStorage.clear();
  categoryCalls = [];
});
afterAll(() => mswServer.close());

const renderFooter = () =>
  renderRoute([{ path: '/home', element: <SiteFooter siteTitle="药采网" compact={false} /> }], '/home');

describe('site footer', () => {
  it('shows each help category with its first 3 articles linking to the help page', async () => {
    renderFooter();
    const help = await screen.findByRole('navigation', { name: '帮助中心' });
    const guide = within(help).getByRole('region', { name: '新手指南' });
    expect(
      within(guide)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/help/xrzn/hyzc?id=1', '/help/xrzn/hyzc?id=2', '/help/xrzn/hyzc?id=3']);
    expect(within(within(help).getByRole('region', { name: '购物指南' })).getAllByRole('link')).toHaveLength(
      3,
    );
    expect(within(within(help).getByRole('region', { name: '支付方式' })).getAllByRole('link')).toHaveLength(
      2,
    );
    expect(categoryCalls).toEqual(['?category_id=3']);
  });

  it('links the 4 help routes, the licences, the friendly links and states the special-control rule', async () => {
    renderFooter();
    const routes = screen.getByRole('navigation', { name: '帮助导航' });
    expect(
      within(routes)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/help', '/help/xrzn', '/help/hyzc', '/help/xrzn/hyzc', '/links']);
    const licences = screen.getByRole('navigation', { name: '资质证照' });
    expect(within(licences).getByRole('link', { name: '营业执照' })).toBeTruthy();
    expect(within(licences).getByRole('link', { name: '药品网络交易服务第三方平台备案凭证' })).toBeTruthy();
    expect(within(licences).getByRole('link', { name: '互联网药品信息服务资格证书' })).toBeTruthy();
    const links = await screen.findByRole('navigation', { name: '友情链接' });
    expect(within(links).getByRole('link', { name: '国家药品监督管理局' }).getAttribute('href')).toBe(
      'https://www.nmpa.gov.cn/',
    );
    expect(screen.getByText(/本网站不发布麻醉药品、精神药品、医疗用毒性药品/)).toBeTruthy();
  });

  it('shows the help articles cached in local storage at once and refreshes them in the background', async () => {
    localStorage.setItem(
      HELP_CACHE_KEY,
      JSON.stringify([{ id: 9, name: '旧分类', children: articles(90, 1) }]),
    );
    renderFooter();
    expect(screen.getByRole('region', { name: '旧分类' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: '新手指南' })).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(HELP_CACHE_KEY)).toContain('新手指南'));
  });
});
