import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Permission } from '@yaocai/domain/contracts/admin';
import type { SheetJob } from '@yaocai/domain/contracts/admin-jobs';
import { resetApiClient } from '../../../lib/api-client';
import { goods, listViewHandlers, ok, operatorHandler, paged, sheetJob } from '../../../testing/fixtures';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

let posts: { path: string; body: unknown }[];
let listReads: number;
let queries: URLSearchParams[];
let savedViews: unknown[];

const exported = sheetJob({
  id: 42,
  kind: 'goods_export',
  state: 'succeeded',
  file_name: '商品-20250301.xlsx',
  total: 120,
  done: 120,
  has_file: true,
  message: '已导出120行',
  finished_at: '2025-03-01T01:31:00.000Z',
});
const queued = sheetJob({ id: 43, state: 'queued', file_name: '库存.xlsx', operator: '王五' });
const refused = sheetJob({ id: 44, state: 'failed', total: 10, done: 3, message: '导入失败' });

/** The list answers the next of `pages` on each read (then the last again). */
function serve(pages: SheetJob[][], permissions?: Permission[]) {
  const answers = [...pages];
  mswServer.use(
    operatorHandler(permissions),
    ...listViewHandlers('jobs', { name: '失败', params: { state: 'failed' } }, savedViews),
    http.get(apiUrl('/api/admin/jobs'), ({ request }) => {
      listReads += 1;
      queries.push(new URL(request.url).searchParams);
      return ok(paged(answers.length > 1 ? answers.shift()! : answers[0]!));
    }),
    http.post(apiUrl('/api/admin/jobs/:id/cancel'), ({ params }) => {
      posts.push({ path: `/api/admin/jobs/${String(params.id)}/cancel`, body: null });
      return ok(sheetJob({ ...queued, state: 'cancelled' }), '已取消');
    }),
  );
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  posts = [];
  listReads = 0;
  queries = [];
  savedViews = [];
  document.cookie = 'XSRF-TOKEN=t1; path=/';
});
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('the jobs list', () => {
  it('shows each job with its kind, state, progress and what can be done with it', async () => {
    serve([[exported, queued, refused]]);
    renderApp('/jobs');
    const done = await rowOf('商品-20250301.xlsx');
    expect(within(done).getByText('商品导出')).toBeTruthy();
    expect(within(done).getByText('已完成')).toBeTruthy();
    expect(within(done).getByText('120/120')).toBeTruthy();
    expect(within(done).getByRole('link', { name: /下载/ }).getAttribute('href')).toBe(
      '/api/admin/jobs/42/file',
    );
    expect(within(done).queryByRole('button', { name: '取消' })).toBeNull();
    expect(within(done).getByRole('link', { name: '查看' }).getAttribute('href')).toBe('/jobs/42');

    const waiting = await rowOf('库存.xlsx');
    expect(within(waiting).getByText('商品导入')).toBeTruthy();
    expect(within(waiting).getByText('排队中')).toBeTruthy();
    expect(within(waiting).getByText('王五')).toBeTruthy();
    expect(within(waiting).queryByRole('link', { name: /下载/ })).toBeNull();
    expect(within(waiting).getByRole('button', { name: '取消' })).toBeTruthy();

    const failed = (await screen.findByText('失败')).closest('tr')!;
    expect(within(failed).getByText('3/10')).toBeTruthy();
    expect(within(failed).queryByRole('button', { name: '取消' })).toBeNull();
  });

  it('cancels a queued job after a confirmation', async () => {
    serve([[queued]]);
    renderApp('/jobs');
    fireEvent.click(within(await rowOf('库存.xlsx')).getByRole('button', { name: '取消' }));
    const confirm = await screen.findByRole('tooltip');
    expect(posts).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: '确定取消' }));
    await waitFor(() => expect(posts).toEqual([{ path: '/api/admin/jobs/43/cancel', body: null }]));
  });

  it('refreshes itself while a job is under way, and stops once none is', async () => {
    const running = sheetJob({ ...queued, state: 'running', total: 4, done: 1 });
    serve([[running], [{ ...running, done: 3 }], [sheetJob({ ...running, state: 'succeeded', done: 4 })]]);
    renderApp('/jobs');
    const row = await rowOf('库存.xlsx');
    expect(within(row).getByText('1/4')).toBeTruthy();
    expect(await within(row).findByText('3/4')).toBeTruthy();
    expect(await within(row).findByText('已完成')).toBeTruthy();
    const reads = listReads;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(listReads).toBe(reads);
  });

  it('says so when there is no job yet', async () => {
    serve([[]]);
    renderApp('/jobs');
    expect(await screen.findByText('暂无导入导出任务')).toBeTruthy();
  });
});

const last = () => Object.fromEntries(queries.at(-1)!);

describe('the jobs list’s sort, filters and views', () => {
  it('sorts by 完成时间 through the query, newest first by default, keeping the sort and page size in the URL', async () => {
    serve([[exported]]);
    const { location } = renderApp('/jobs?page_size=50&state=succeeded');
    await rowOf('商品-20250301.xlsx');
    expect(last()).toMatchObject({ state: 'succeeded', page_size: '50', sort: 'created_at', order: 'desc' });
    fireEvent.click(screen.getAllByText('完成时间')[0]!);
    await waitFor(() =>
      expect(last()).toMatchObject({ sort: 'finished_at', order: 'desc', page_size: '50' }),
    );
    expect(location()).toBe('/jobs?page_size=50&state=succeeded&sort=finished_at&order=desc');
  });

  it('filters by kind, and clears the filters', async () => {
    serve([[exported]]);
    const { location } = renderApp('/jobs?created_from=2025-03-01');
    await rowOf('商品-20250301.xlsx');
    expect(last()).toMatchObject({ created_from: '2025-03-01' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '任务类型' }));
    fireEvent.click(await screen.findByTitle('订单导出'));
    await waitFor(() => expect(last()).toMatchObject({ kind: 'orders_export', created_from: '2025-03-01' }));
    expect(location()).toBe('/jobs?created_from=2025-03-01&kind=orders_export');
    fireEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    await waitFor(() => expect(location()).toBe('/jobs'));
  });

  it('hides the columns the URL names, saves what is shown as a view, and opens a saved one', async () => {
    serve([[exported]]);
    const { location } = renderApp('/jobs?hide=operator,progress&kind=goods_export');
    await rowOf('商品-20250301.xlsx');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).not.toContain('操作员');
    expect(headers).not.toContain('进度');
    expect(headers).toContain('完成时间');
    fireEvent.click(screen.getByRole('button', { name: /保存视图/ }));
    fireEvent.change(await screen.findByLabelText('视图名称'), { target: { value: '商品导出' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(savedViews).toEqual([
        { list: 'jobs', name: '商品导出', params: { hide: 'operator,progress', kind: 'goods_export' } },
      ]),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '已保存的视图' }));
    fireEvent.click(await screen.findByTitle('失败'));
    await waitFor(() => expect(location()).toBe('/jobs?state=failed'));
    await waitFor(() => expect(last()).toMatchObject({ state: 'failed' }));
  });
});

describe('exporting goods', () => {
  it('exports what the search shows, follows the job, and offers the file when done', async () => {
    const started = sheetJob({
      ...exported,
      id: 50,
      state: 'queued',
      done: 0,
      has_file: false,
      message: null,
    });
    const reads = [
      { ...started, state: 'running' as const, done: 60 },
      { ...exported, id: 50 },
    ];
    mswServer.use(
      operatorHandler(['goods.read']),
      http.get(apiUrl('/api/admin/goods'), () => ok(paged([goods()]))),
      http.post(apiUrl('/api/admin/goods/export'), async ({ request }) => {
        posts.push({ path: '/api/admin/goods/export', body: await request.json() });
        return ok(started, '已开始导出');
      }),
      http.get(apiUrl('/api/admin/jobs/50'), () => ok(reads.length > 1 ? reads.shift() : reads[0])),
    );
    const { location } = renderApp('/goods?keywords=感冒');
    await screen.findByText('感冒灵颗粒');
    fireEvent.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() => expect(location()).toBe('/jobs/50'));
    expect(posts).toEqual([{ path: '/api/admin/goods/export', body: { keywords: '感冒' } }]);
    expect(await screen.findByText('已导出 60 / 120 行')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /下载/ })).toBeNull();
    expect(await screen.findByText('已导出120行')).toBeTruthy();
    expect(screen.getByRole('link', { name: /下载/ }).getAttribute('href')).toBe('/api/admin/jobs/50/file');
  });
});

describe('who sees the jobs', () => {
  it('lists them for readers of goods, without the import', async () => {
    serve([[exported]], ['goods.read']);
    renderApp('/jobs');
    await rowOf('商品-20250301.xlsx');
    expect(within(screen.getByRole('menu')).getByText('导入导出')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /导入商品/ })).toBeNull();
  });

  it('offers the import to writers of goods, even without reading the goods list', async () => {
    serve([[queued]], ['goods.write']);
    renderApp('/jobs');
    await rowOf('库存.xlsx');
    fireEvent.click(screen.getByRole('button', { name: /导入商品/ }));
    expect(await screen.findByRole('heading', { name: '导入商品' })).toBeTruthy();
  });

  it('keeps the page and its menu item from roles that may neither import nor export', async () => {
    serve([[]], ['audit.read']);
    renderApp('/jobs');
    expect(await screen.findByText('您没有查看此页面的权限，如需开通请联系管理员。')).toBeTruthy();
    expect(within(screen.getByRole('menu')).queryByText('导入导出')).toBeNull();
    expect(listReads).toBe(0);
  });

  it('keeps the import page from roles without goods.write', async () => {
    serve([[]], ['goods.read']);
    renderApp('/goods/import');
    expect(await screen.findByText('您没有查看此页面的权限，如需开通请联系管理员。')).toBeTruthy();
    expect(screen.queryByText('点击或拖入 Excel 文件（.xlsx）')).toBeNull();
  });
});

describe('a job’s page', () => {
  const applied = sheetJob({ id: 45, state: 'succeeded', total: 3, done: 3, message: '已应用3行' });

  it('links an applied import to the changes it made, for readers of the audit log', async () => {
    serve([[applied]]);
    mswServer.use(http.get(apiUrl('/api/admin/jobs/45'), () => ok(applied)));
    renderApp('/jobs/45');
    const link = await screen.findByRole('link', { name: '查看本任务修改的商品记录' });
    expect(link.getAttribute('href')).toBe('/audit?job_id=45');
  });

  it('leaves the link out for a role that may not read the audit log', async () => {
    serve([[applied]], ['goods.read', 'goods.write']);
    mswServer.use(http.get(apiUrl('/api/admin/jobs/45'), () => ok(applied)));
    renderApp('/jobs/45');
    await screen.findByText('已应用3行');
    expect(screen.queryByRole('link', { name: '查看本任务修改的商品记录' })).toBeNull();
  });
});
