import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminArticleCategory, AdminArticleList } from '@yaocai/domain/contracts/admin-content';
import { resetApiClient } from '../../../lib/api-client';
import { ok, operatorHandler, paged } from '../../../testing/fixtures';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

const categories: AdminArticleCategory[] = [
  { id: 3, parent_id: null, name: '帮助中心', sort: 0, articles: 0 },
  { id: 4, parent_id: 3, name: '新手指南', sort: 0, articles: 1 },
  { id: 5, parent_id: 3, name: '支付方式', sort: 1, articles: 0 },
];

const articles: AdminArticleList['list'] = [
  {
    id: 8,
    category_id: 4,
    category_name: '新手指南',
    title: '会员注册流程',
    sort: 2,
    created_at: '2026-03-01T02:00:00.000Z',
  },
];

let queries: URLSearchParams[];
let savedViews: unknown[];

function serve() {
  mswServer.use(
    operatorHandler(['content.write']),
    http.get(apiUrl('/api/admin/content/article-categories'), () => ok(categories)),
    http.get(apiUrl('/api/admin/content/articles'), ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return ok({ ...paged(articles), total: 45 });
    }),
    http.get(apiUrl('/api/admin/list-views'), () =>
      ok([
        {
          id: 9,
          list: 'articles',
          name: '支付',
          params: { category_id: '5' },
          updated_at: '2026-03-01T00:00:00.000Z',
        },
      ]),
    ),
    http.post(apiUrl('/api/admin/list-views'), async ({ request }) => {
      savedViews.push(await request.json());
      return ok({
        id: 10,
        list: 'articles',
        name: '按排序',
        params: {},
        updated_at: '2026-03-01T00:00:00.000Z',
      });
    }),
  );
}

/** The last query the articles were asked with. */
const last = () => Object.fromEntries(queries.at(-1)!);

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  queries = [];
  savedViews = [];
  document.cookie = 'XSRF-TOKEN=t1; path=/';
});
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('帮助文章', () => {
  it('sorts by 排序 and filters by category through the query, keeping them and the page size in the URL', async () => {
    serve();
    const { location } = renderApp('/articles?page_size=100');
    await screen.findByText('会员注册流程');
    expect(last()).toMatchObject({ page_size: '100', sort: 'created_at', order: 'desc' });
    fireEvent.click(screen.getAllByText('排序')[0]!);
    await waitFor(() => expect(last()).toMatchObject({ sort: 'sort', order: 'desc', page_size: '100' }));
    expect(location()).toBe('/articles?page_size=100&sort=sort&order=desc');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '文章分类' }));
    fireEvent.click(await screen.findByTitle('支付方式'));
    await waitFor(() => expect(last()).toMatchObject({ category_id: '5', sort: 'sort' }));
    expect(location()).toBe('/articles?page_size=100&sort=sort&order=desc&category_id=5');
  });

  it('hides the columns the URL names, saves what is shown as a view, and opens a saved one', async () => {
    serve();
    const { location } = renderApp('/articles?hide=category_name&sort=title&order=asc');
    await screen.findByText('会员注册流程');
    expect(last()).toMatchObject({ sort: 'title', order: 'asc' });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).not.toContain('分类');
    expect(headers).toContain('发布时间');
    fireEvent.click(screen.getByRole('button', { name: /保存视图/ }));
    fireEvent.change(await screen.findByLabelText('视图名称'), { target: { value: '按排序' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(savedViews).toEqual([
        { list: 'articles', name: '按排序', params: { hide: 'category_name', sort: 'title', order: 'asc' } },
      ]),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '已保存的视图' }));
    fireEvent.click(await screen.findByTitle('支付'));
    await waitFor(() => expect(location()).toBe('/articles?category_id=5'));
    await waitFor(() => expect(last()).toMatchObject({ category_id: '5' }));
  });
});
