import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PointsMall, PointsMallItem } from '@yaocai/domain/contracts/points-mall';
import { resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { buyerHandler, ok } from '../../../testing/wire-fixtures';
import { PointsMallPage } from './points-mall-page';

const routes = [{ path: '/jfsc', element: <PointsMallPage /> }];

const item = (overrides: Partial<PointsMallItem>): PointsMallItem => ({
  id: 1,
  name: '满300减10元券',
  item_kind: 'coupon',
  goods_id: null,
  quantity: 1,
  image: null,
  detail: '满300减10，有效期至2027-01-28',
  points: 200,
  left: 99,
  per_buyer_limit: 3,
  exchanged: 0,
  ends_at: '2026-12-29T00:00:00.000Z',
  ...overrides,
});

const mall: PointsMall = {
  points: 500,
  items: [
    item({}),
    item({
      id: 2,
      name: '六味地黄丸一盒',
      item_kind: 'goods',
      goods_id: 7,
      detail: '200丸 ×1盒',
      points: 800,
    }),
    item({ id: 3, name: '满1000减40元券', left: 0, points: 100 }),
  ],
};

const exchanged = (id: number, name: string, status: 'to_ship' | 'shipped', label: string) => ({
  id,
  item_name: name,
  item_kind: 'goods',
  points: 300,
  status,
  status_label: label,
  balance_after: 200,
  created_at: '2026-11-28T08:00:00.000Z',
  shipped_at: status === 'shipped' ? '2026-11-29T02:00:00.000Z' : null,
});
const exchanges = [
  exchanged(8, '六味地黄丸一盒', 'shipped', '已发货'),
  exchanged(7, '医用口罩一包', 'to_ship', '待发货'),
];

function serve(refusal?: string) {
  const posts: { body: unknown; key: string | null }[] = [];
  mswServer.use(
    buyerHandler(),
    http.get(apiUrl('/api/user/points_mall'), () => ok(mall)),
    http.get(apiUrl('/api/user/points_exchanges'), () =>
      ok({ list: exchanges, total: exchanges.length, page: 1, page_size: 10 }),
    ),
    http.post(apiUrl('/api/user/points_mall/exchange'), async ({ request }) => {
      posts.push({ body: await request.text(), key: request.headers.get('idempotency-key') });
      if (refusal) return HttpResponse.json({ code: 400, msg: refusal, data: null }, { status: 400 });
      return ok(
        {
          id: 9,
          item_name: '满300减10元券',
          item_kind: 'coupon',
          points: 200,
          status: 'issued',
          status_label: '已发放',
          balance_after: 300,
          created_at: '2026-11-29T08:00:00.000Z',
          shipped_at: null,
        },
        '兑换成功',
      );
    }),
  );
  return posts;
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('积分商城 (/jfsc)', () => {
  it('shows the buyer’s points and each item with its points price and stock; what cannot be had says why', async () => {
    serve();
    renderRoute(routes, '/jfsc');
    expect((await screen.findByRole('region', { name: '我的积分' })).textContent).toContain('当前积分 500');
    const coupon = screen.getByRole('listitem', { name: '满300减10元券' });
    expect(coupon.textContent).toContain('200 积分');
    expect(coupon.textContent).toContain('剩余99件 · 每人限兑3件');
    expect(within(coupon).getByRole('button', { name: '兑换满300减10元券' }).textContent).toBe('兑换');
    const dear = within(screen.getByRole('listitem', { name: '六味地黄丸一盒' })).getByRole('button');
    expect([dear.textContent, (dear as HTMLButtonElement).disabled]).toEqual(['积分不足', true]);
    const gone = within(screen.getByRole('listitem', { name: '满1000减40元券' })).getByRole('button');
    expect([gone.textContent, (gone as HTMLButtonElement).disabled]).toEqual(['已兑完', true]);
  });

  it('exchanges only after the confirmation, once, under an Idempotency-Key', async () => {
    const posts = serve();
    renderRoute(routes, '/jfsc');
    fireEvent.click(await screen.findByRole('button', { name: '兑换满300减10元券' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('使用 200 积分兑换「满300减10元券」？');
    expect(posts).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认兑换' }));
    expect(await screen.findByText('兑换成功，优惠券已发放到我的优惠券')).toBeTruthy();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toContain('item_id');
    expect(posts[0]!.key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('lists the buyer’s own exchanges under 我的兑换, goods with whether they shipped', async () => {
    serve();
    renderRoute(routes, '/jfsc');
    const mine = await screen.findByRole('region', { name: '我的兑换' });
    const shipped = (await within(mine).findByText('六味地黄丸一盒')).closest('tr')!;
    expect(shipped.textContent).toContain('已发货');
    expect(shipped.textContent).toContain('2026-11-29');
    expect(within(mine).getByText('医用口罩一包').closest('tr')!.textContent).toContain('待发货');
  });

  it('shows the server’s refusal', async () => {
    serve('积分不足');
    renderRoute(routes, '/jfsc');
    fireEvent.click(await screen.findByRole('button', { name: '兑换满300减10元券' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认兑换' }));
    await waitFor(() => expect(screen.getAllByText('积分不足').length).toBeGreaterThan(0));
  });
});
