import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import qs from 'qs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type {
  NewBuyerGoods,
  NewBuyerQualification,
  NewBuyerZone,
} from '@yaocai/domain/contracts/activity-new-buyer-responses';
import { resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { buyerHandler, ok } from '../../../testing/wire-fixtures';
import { NewBuyerPage, zoneId } from './new-buyer-page';

const routes = [
  { path: '/xr/:id?', element: <NewBuyerPage /> },
  { path: '/login', element: <p>登录页</p> },
];

const goods = (overrides: Partial<NewBuyerGoods> = {}): NewBuyerGoods => ({
  id: 1,
  name: '感冒灵颗粒',
  sccj: '华润三九',
  ypgg: '10g*9袋',
  bzdw: '盒',
  zbz: 2,
  image: null,
  base_price: '20.00',
  price: '16.00',
  price_tip: null,
  per_buyer_limit: 10,
  ...overrides,
});

const zone = (qualification: NewBuyerQualification, list = [goods()]): NewBuyerZone => ({
  activity: {
    id: 7,
    name: '新人专享价',
    starts_at: '2026-11-01T00:00:00.000Z',
    ends_at: '2026-12-31T00:00:00.000Z',
  },
  goods: list,
  qualification,
});

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

function serve(answer: NewBuyerZone) {
  const asked: string[] = [];
  const posts: unknown[] = [];
  mswServer.use(
    buyerHandler(),
    http.get(apiUrl('/api/activity/new_buyer'), ({ request }) => {
      asked.push(new URL(request.url).search);
      return ok(answer);
    }),
    http.post(apiUrl('/api/cart'), async ({ request }) => {
      posts.push(qs.parse(await request.text()));
      return ok({ cart: 1 }, '加入购物车成功');
    }),
  );
  return { asked, posts };
}

describe('/xr 新人专区', () => {
  it('reads the activity id of the path', () => {
    expect(zoneId('7')).toBe(7);
    expect(zoneId('abc')).toBeUndefined();
    expect(zoneId(undefined)).toBeUndefined();
  });

  it('offers a qualifying buyer the 新人价 over the struck price, and adds the goods', async () => {
    const { asked, posts } = serve(zone({ qualifies: true, reason: null, message: null }));
    renderRoute(routes, '/xr/7');
    const card = await screen.findByRole('listitem', { name: '感冒灵颗粒' });
    expect(asked).toEqual(['?id=7']);
    expect(screen.getByRole('heading', { name: '新人专区' })).toBeTruthy();
    expect(screen.getByText('新人专享价')).toBeTruthy();
    expect(within(card).getByLabelText('新人价16.00元')).toBeTruthy();
    expect(within(card).getByLabelText('原价20.00元').tagName).toBe('DEL');
    expect(within(card).getByText('每人限购10盒')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: '购买感冒灵颗粒' }));
    await waitFor(() => expect(posts).toEqual([{ data: [{ goods_id: '1', number: '2' }] }]));
  });

  it('shows a buyer with a paid order the goods and why, with no 新人价 purchase', async () => {
    serve(zone({ qualifies: false, reason: 'has_paid_order', message: '新人专区仅限首次下单的客户' }));
    renderRoute(routes, '/xr');
    const card = await screen.findByRole('listitem', { name: '感冒灵颗粒' });
    expect(screen.getByText('新人专区仅限首次下单的客户')).toBeTruthy();
    expect(within(card).getByLabelText('新人价16.00元')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: '购买感冒灵颗粒' })).toBeNull();
    expect(within(card).getByRole('link', { name: '查看商品' })).toBeTruthy();
  });

  it('leads a signed-out visitor to sign in, with no prices', async () => {
    serve(
      zone({ qualifies: false, reason: 'signed_out', message: '登录后查看新人价' }, [
        goods({ price: null, base_price: null, price_tip: '登录可见' }),
      ]),
    );
    renderRoute(routes, '/xr');
    const card = await screen.findByRole('listitem', { name: '感冒灵颗粒' });
    expect(screen.getByText('登录后查看新人价')).toBeTruthy();
    expect(within(card).getByText('登录可见')).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: '立即登录' }));
    expect(await screen.findByText('登录页')).toBeTruthy();
  });

  it('says so when no zone is running', async () => {
    serve({ activity: null, goods: [], qualification: { qualifies: true, reason: null, message: null } });
    renderRoute(routes, '/xr');
    expect(await screen.findByText('没有进行中的新人活动')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
