import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminFeedback, AdminPurchaseRequest } from '@yaocai/domain/contracts/buyer-requests-responses';
import { resetApiClient } from '../../../lib/api-client';
import { ok, operatorHandler, paged } from '../../../testing/fixtures';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

const request: AdminPurchaseRequest = {
  id: 9,
  buyer_id: 7,
  company: '康泰大药房',
  phone: '13800000002',
  goods_name: '阿莫西林胶囊',
  manufacturer: '华北制药',
  spec: '0.25g*24粒',
  quantity: 200,
  expected_price: '8.50',
  remark: '急用',
  status: 'pending',
  answer: '',
  answered_at: null,
  created_at: '2026-11-20T08:00:00.000Z',
};

const waitingFeedback: AdminFeedback = {
  id: 1,
  buyer_id: 7,
  company: '康泰大药房',
  phone: '13800000002',
  type: 2,
  type_name: '服务投诉',
  content: '配送太慢',
  images: [],
  status: 'pending',
  answer: '',
  answered_at: null,
  created_at: '2026-11-20T08:00:00.000Z',
};
const answeredFeedback: AdminFeedback = {
  ...waitingFeedback,
  id: 2,
  content: '希望增加夜间配送',
  status: 'answered',
  answer: '已开通夜间配送',
  answered_at: '2026-11-21T08:00:00.000Z',
};

let answers: unknown[];
let savedViews: unknown[];
let queries: string[];
let feedbackQueries: string[];

function serve() {
  mswServer.use(
    http.get(apiUrl('/api/admin/list-views'), ({ request: sent }) => {
      const list = new URL(sent.url).searchParams.get('list');
      const params = list === 'feedback' ? { tab: 'feedback', type: '2' } : { sort: 'answered_at' };
      return ok([{ id: 9, list, name: '投诉', params, updated_at: '2026-03-01T00:00:00.000Z' }]);
    }),
    http.post(apiUrl('/api/admin/list-views'), async ({ request: sent }) => {
      savedViews.push(await sent.json());
      return ok({
        id: 10,
        list: 'feedback',
        name: '待回复',
        params: {},
        updated_at: '2026-03-01T00:00:00.000Z',
      });
    }),
    http.get(apiUrl('/api/admin/purchase-requests'), ({ request: sent }) => {
      queries.push(new URL(sent.url).search);
      return ok(paged([request]));
    }),
    http.get(apiUrl('/api/admin/feedback'), ({ request: sent }) => {
      const { search, searchParams } = new URL(sent.url);
      feedbackQueries.push(search);
      const status = searchParams.get('status');
      return ok(paged([waitingFeedback, answeredFeedback].filter((row) => !status || row.status === status)));
    }),
    http.post(apiUrl('/api/admin/feedback/:id/answer'), async ({ request: sent, params }) => {
      answers.push({ id: params.id, body: await sent.json() });
      return ok(null, '意见反馈已回复');
    }),
    http.post(apiUrl('/api/admin/purchase-requests/:id/answer'), async ({ request: sent, params }) => {
      answers.push({ id: params.id, body: await sent.json() });
      return ok(null, '求购已回复');
    }),
  );
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  answers = [];
  savedViews = [];
  queries = [];
  feedbackQueries = [];
  document.cookie = 'XSRF-TOKEN=t1; path=/';
});
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('求购与反馈', () => {
  it('answers a waiting request, the answer going to the buyer', async () => {
    mswServer.use(operatorHandler());
    serve();
    renderApp('/buyer-requests');
    const row = (await screen.findByText('阿莫西林胶囊')).closest('tr')!;
    expect(row.textContent).toContain('急用');
    expect(queries[0]).toBe('?status=pending&page=1&page_size=20&sort=created_at&order=desc');
    fireEvent.click(within(row).getByRole('button', { name: '回复' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('康泰大药房（13800000002）求购 200 件，期望单价 ¥8.50');
    fireEvent.change(within(dialog).getByLabelText('回复内容'), { target: { value: '下周一上架' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '发送回复' }));
    await waitFor(() => expect(answers).toEqual([{ id: '9', body: { answer: '下周一上架' } }]));
  });

  it('shows the feedback tab, and no answer button to an operator who may only read', async () => {
    mswServer.use(operatorHandler(['buyers.read']));
    serve();
    renderApp('/buyer-requests');
    const row = (await screen.findByText('阿莫西林胶囊')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: '回复' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '意见反馈' }));
    const feedbackRow = (await screen.findByText('配送太慢')).closest('tr')!;
    expect(within(feedbackRow).queryByRole('button', { name: '回复' })).toBeNull();
    expect(within(feedbackRow).getByText('待回复')).toBeTruthy();
  });

  it('answers waiting feedback in a dialog, and shows the answers given', async () => {
    mswServer.use(operatorHandler());
    serve();
    const { location } = renderApp('/buyer-requests?tab=feedback');
    const waiting = (await screen.findByText('配送太慢')).closest('tr')!;
    const answered = screen.getByText('希望增加夜间配送').closest('tr')!;
    expect(answered.textContent).toContain('已开通夜间配送');
    expect(within(answered).queryByRole('button', { name: '回复' })).toBeNull();
    fireEvent.click(within(waiting).getByRole('button', { name: '回复' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('康泰大药房（13800000002）反馈：配送太慢');
    fireEvent.click(within(dialog).getByRole('button', { name: '发送回复' }));
    expect(await within(dialog).findByText('请填写回复内容')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('回复内容'), { target: { value: '已加派车辆' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '发送回复' }));
    await waitFor(() => expect(answers).toEqual([{ id: '1', body: { answer: '已加派车辆' } }]));

    fireEvent.click(screen.getByRole('radio', { name: '待回复' }));
    await waitFor(() => expect(location()).toBe('/buyer-requests?tab=feedback&status=pending'));
    await waitFor(() =>
      expect(feedbackQueries.at(-1)).toBe('?status=pending&page=1&page_size=20&sort=created_at&order=desc'),
    );
    await waitFor(() => expect(screen.queryByText('希望增加夜间配送')).toBeNull());
    expect(screen.getByText('配送太慢')).toBeTruthy();
  });

  it('sorts 求购 by 回复时间 through the query, keeping the sort, the days and the page size in the URL', async () => {
    mswServer.use(operatorHandler(['buyers.read']));
    serve();
    const { location } = renderApp('/buyer-requests?tab=answered&page_size=50&start_time=2026-11-01');
    await screen.findByText('阿莫西林胶囊');
    expect(Object.fromEntries(new URLSearchParams(queries.at(-1)))).toMatchObject({
      status: 'answered',
      page_size: '50',
      start_time: '2026-11-01',
    });
    fireEvent.click(screen.getAllByText('回复时间')[0]!);
    await waitFor(() => expect(queries.at(-1)).toContain('sort=answered_at&order=desc'));
    expect(location()).toBe(
      '/buyer-requests?tab=answered&page_size=50&start_time=2026-11-01&sort=answered_at&order=desc',
    );
  });

  it('filters feedback by kind, hides columns, saves what is shown as a view and opens a saved one', async () => {
    mswServer.use(operatorHandler(['buyers.read']));
    serve();
    const { location } = renderApp('/buyer-requests?tab=feedback&status=pending&hide=customer');
    await screen.findByText('配送太慢');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).not.toContain('客户');
    expect(headers).toContain('类型');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '反馈类型' }));
    fireEvent.click(await screen.findByTitle('服务投诉'));
    await waitFor(() => expect(feedbackQueries.at(-1)).toContain('type=2'));
    expect(location()).toBe('/buyer-requests?tab=feedback&status=pending&hide=customer&type=2');
    fireEvent.click(screen.getByRole('button', { name: /保存视图/ }));
    fireEvent.change(await screen.findByLabelText('视图名称'), { target: { value: '待回复' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(savedViews).toEqual([
        {
          list: 'feedback',
          name: '待回复',
          params: { tab: 'feedback', status: 'pending', hide: 'customer', type: '2' },
        },
      ]),
    );
    fireEvent.click(screen.getByRole('radio', { name: '全部' }));
    await waitFor(() => expect(location()).toBe('/buyer-requests?tab=feedback&hide=customer&type=2'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '已保存的视图' }));
    fireEvent.click(await screen.findByTitle('投诉'));
    await waitFor(() => expect(location()).toBe('/buyer-requests?tab=feedback&type=2'));
    await waitFor(() => expect(feedbackQueries.at(-1)).not.toContain('status='));
  });
});
