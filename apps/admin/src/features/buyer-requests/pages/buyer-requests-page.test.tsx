import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminPurchaseRequest } from '@yaocai/domain/contracts/buyer-requests-responses';
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

let answers: unknown[];
let queries: string[];

function serve() {
  mswServer.use(
    http.get(apiUrl('/api/admin/purchase-requests'), ({ request: sent }) => {
      queries.push(new URL(sent.url).search);
      return ok(paged([request]));
    }),
    http.get(apiUrl('/api/admin/feedback'), () =>
      ok(
        paged([
          {
            id: 1,
            buyer_id: 7,
            company: '康泰大药房',
            phone: '13800000002',
            type: 2,
            type_name: '服务投诉',
            content: '配送太慢',
            images: [],
            created_at: '2026-11-20T08:00:00.000Z',
          },
        ]),
      ),
    ),
    http.post(apiUrl('/api/admin/purchase-requests/:id/answer'), async ({ request: sent, params }) => {
      answers.push({ id: params.id, body: await sent.json() });
      return ok(null, '求购已回复');
    }),
  );
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  answers = [];
  queries = [];
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
    expect(queries[0]).toBe('?status=pending&page=1');
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
    expect(await screen.findByText('配送太慢')).toBeTruthy();
  });
});
