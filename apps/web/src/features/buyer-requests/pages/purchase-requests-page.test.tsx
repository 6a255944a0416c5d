import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import qs from 'qs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Feedback, PurchaseRequest } from '@yaocai/domain/contracts/buyer-requests';
import { resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { buyerHandler, ok } from '../../../testing/wire-fixtures';
import { FeedbackPage } from './feedback-page';
import { PurchaseRequestsPage } from './purchase-requests-page';

const routes = [
  { path: '/user/qiugou', element: <PurchaseRequestsPage /> },
  { path: '/user/feedback', element: <FeedbackPage /> },
];

const answered: PurchaseRequest = {
  id: 3,
  goods_name: '阿莫西林胶囊',
  manufacturer: '华北制药',
  spec: '0.25g*24粒',
  quantity: 200,
  expected_price: '8.50',
  remark: '',
  status: 'answered',
  answer: '下周一上架',
  answered_at: '2026-11-21T08:00:00.000Z',
  created_at: '2026-11-20T08:00:00.000Z',
};

const waitingFeedback: Feedback = {
  id: 6,
  type: 1,
  type_name: '商品建议',
  content: '希望上架更多中药饮片',
  images: [],
  status: 'pending',
  answer: '',
  answered_at: null,
  created_at: '2026-11-22T08:00:00.000Z',
};
const answeredFeedback: Feedback = {
  ...waitingFeedback,
  id: 5,
  type: 2,
  type_name: '服务投诉',
  content: '配送太慢',
  status: 'answered',
  answer: '已加派车辆，明日起次日达',
  answered_at: '2026-11-21T08:00:00.000Z',
};

function serve() {
  const posted: { path: string; body: unknown }[] = [];
  mswServer.use(
    buyerHandler(),
    http.get(apiUrl('/api/user/buy'), () => ok({ list: [answered], total: 1, page: 1, page_size: 10 })),
    http.post(apiUrl('/api/user/buy'), async ({ request }) => {
      posted.push({ path: '/api/user/buy', body: qs.parse(await request.text()) });
      return ok({ ...answered, id: 4, status: 'pending', answer: '' }, '求购已提交，客服会尽快回复您');
    }),
    http.get(apiUrl('/api/user/feedback'), () =>
      ok({ list: [answeredFeedback, waitingFeedback], total: 2, page: 1, page_size: 10 }),
    ),
    http.post(apiUrl('/api/user/feedback'), async ({ request }) => {
      posted.push({ path: '/api/user/feedback', body: qs.parse(await request.text()) });
      return ok(null, '感谢您的反馈，我们会尽快处理');
    }),
  );
  return posted;
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('我要求购 and 意见反馈', () => {
  it('files a request with the expected price in fen, and lists the answers', async () => {
    const posted = serve();
    renderRoute(routes, '/user/qiugou');
    const mine = await screen.findByRole('region', { name: '我的求购' });
    expect((await within(mine).findByText('阿莫西林胶囊')).closest('tr')!.textContent).toContain(
      '下周一上架',
    );
    const form = screen.getByRole('region', { name: '提交求购' });
    fireEvent.change(within(form).getByLabelText('商品名称'), { target: { value: '头孢克肟片' } });
    fireEvent.change(within(form).getByLabelText('求购数量'), { target: { value: '50' } });
    fireEvent.change(within(form).getByLabelText('期望单价'), { target: { value: '12.3' } });
    fireEvent.click(within(form).getByRole('button', { name: '提交求购' }));
    expect(await screen.findByText('求购已提交，客服会尽快回复您')).toBeTruthy();
    expect(posted).toEqual([
      {
        path: '/api/user/buy',
        body: {
          goods_name: '头孢克肟片',
          manufacturer: '',
          spec: '',
          quantity: '50',
          expected_price_fen: '1230',
          remark: '',
        },
      },
    ]);
  });

  it('asks for the goods and the quantity before sending', async () => {
    const posted = serve();
    renderRoute(routes, '/user/qiugou');
    const form = await screen.findByRole('region', { name: '提交求购' });
    fireEvent.click(within(form).getByRole('button', { name: '提交求购' }));
    expect(await within(form).findByText('请填写求购数量')).toBeTruthy();
    expect(within(form).getByText('请填写商品名称')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('sends feedback of the chosen type', async () => {
    const posted = serve();
    renderRoute(routes, '/user/feedback');
    fireEvent.click(await screen.findByLabelText('服务投诉'));
    fireEvent.change(screen.getByLabelText('反馈内容'), { target: { value: '配送太慢' } });
    fireEvent.click(screen.getByRole('button', { name: '提交反馈' }));
    await waitFor(() =>
      expect(posted).toEqual([{ path: '/api/user/feedback', body: { type: '2', content: '配送太慢' } }]),
    );
  });

  it('lists the buyer’s feedback with the shop’s answers, or that one is awaited', async () => {
    serve();
    renderRoute(routes, '/user/feedback');
    const list = await screen.findByRole('region', { name: '我的反馈' });
    const answeredRow = (await within(list).findByText('配送太慢')).closest('tr')!;
    expect(answeredRow.textContent).toContain('已加派车辆，明日起次日达');
    const waitingRow = within(list).getByText('希望上架更多中药饮片').closest('tr')!;
    expect(within(waitingRow).getByText('等待回复')).toBeTruthy();
  });
});
