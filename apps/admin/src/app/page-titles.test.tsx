import { waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { RouteObject } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetApiClient } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { ok, operatorHandler, refusal } from '../testing/fixtures';
import { apiUrl, mswServer } from '../testing/msw-server';
import { renderApp } from '../testing/render-app';
import { createRoutes } from './routes';

/** Every page's path in the route table, with 1 for each id and a path no page has for the 404. */
function pagePaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route.index) return [];
    const path = route.path === undefined ? parent : `${parent}/${route.path}`.replace(/\/+/g, '/');
    const own = route.path === undefined ? [] : [path.replace(/:\w+/g, '1').replace('*', 'no-such-page')];
    return [...own.filter((one) => one !== '/'), ...pagePaths(route.children ?? [], path)];
  });
}

const paths = pagePaths(createRoutes(createQueryClient()));
const titles = new Map<string, string>();

/** The title the page at `path` gives the document, its data refused (its loading and error states show). */
async function titleOf(path: string, permissions?: Parameters<typeof operatorHandler>[0]) {
  mswServer.use(
    operatorHandler(permissions),
    http.get(apiUrl('/api/global/site'), () => ok({ site_title: '杏林医药' })),
    http.all(apiUrl('/api/*'), () => refusal(500, 500, '服务器繁忙')),
  );
  document.title = '';
  renderApp(path);
  await waitFor(() => expect(document.title).toMatch(/ - 杏林医药运营后台$/));
  return document.title;
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('page titles', () => {
  it('finds the pages in the route table', () => {
    expect(paths).toEqual(expect.arrayContaining(['/login', '/orders', '/orders/1', '/no-such-page']));
  });

  it.each(paths)('titles %s after the page and the shop', async (path) => {
    titles.set(path, await titleOf(path));
  });

  it('gives every page its own title', () => {
    expect(titles.size).toBe(paths.length);
    expect(new Set(titles.values()).size).toBe(titles.size);
    expect(titles.get('/orders')).toBe('订单管理 - 杏林医药运营后台');
    expect(titles.get('/orders/1')).toBe('订单详情 - 杏林医药运营后台');
    expect(titles.get('/login')).toBe('登录 - 杏林医药运营后台');
  });

  it('titles a page the role may not see as such', async () => {
    expect(await titleOf('/audit', ['orders.read'])).toBe('无权访问 - 杏林医药运营后台');
  });
});
