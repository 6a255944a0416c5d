import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import type { FlashSaleGoods, FlashSaleSession } from '@yaocai/domain/contracts/activity-responses';
import { syncServerClock } from '../../../lib/server-clock';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { serveWithServerClock } from '../../../testing/serve-with-clock';
import { renderRoute } from '../../../testing/render-route';
import { buyerHandler, ok } from '../../../testing/wire-fixtures';
import { FlashSalePage } from './flash-sale-page';

const routes = [{ path: '/ms', element: <FlashSalePage /> }];

// The server's time; the buyer's computer clock says something else altogether.
const SERVER = Date.parse('2026-11-29T10:00:00.000Z');
const hour = 3_600_000;
const at = (hours: number) => new Date(SERVER + hours * hour).toISOString();

const goods = (overrides: Partial<FlashSaleGoods>): FlashSaleGoods => ({
  id: 1,
  flash_sale_id: 11,
  name: '感冒灵颗粒',
  sccj: '华润三九医药股份有限公司',
  ypgg: '10g*9袋',
  bzdw: '盒',
  zbz: 2,
  image: null,
  base_price: '20.00',
  price: '12.00',
  price_tip: null,
  total_units: 100,
  units_left: 70,
  limit: 10,
  starts_at: at(-1),
  ends_at: at(1),
  ...overrides,
});

const running: FlashSaleSession = {
  id: 1,
  name: '午间秒杀',
  starts_at: at(-1),
  ends_at: at(1),
  goods: [goods({}), goods({ id: 2, flash_sale_id: 12, name: '板蓝根颗粒', units_left: 0 })],
};
const upcoming: FlashSaleSession = {
  id: 2,
  name: '晚间秒杀',
  starts_at: at(3),
  ends_at: at(4),
  goods: [goods({ id: 3, flash_sale_id: 13, name: '阿莫西林胶囊', starts_at: at(3), ends_at: at(4) })],
};

function serve(sessions: FlashSaleSession[], refusal?: string) {
  const posts: unknown[] = [];
  mswServer.use(
    buyerHandler(),
    http.get(apiUrl('/api/activity/spike_sessions'), () => ok({ sessions })),
    http.post(apiUrl('/api/cart'), async ({ request }) => {
      posts.push(qs.parse(await request.text()));
      if (refusal) {
        return HttpResponse.json({ code: 422, msg: refusal, errors: { type: [refusal] } }, { status: 422 });
      }
      return ok({ cart: 2 }, '加入购物车成功');
    }),
  );
  return posts;
}

serveWithServerClock();

describe('限时秒杀 (/ms)', () => {
  it('shows the running session counted down by the server’s time, its goods with flash and struck price', async () => {
    syncServerClock(SERVER / 1000);
    serve([running, upcoming]);
    renderRoute(routes, '/ms');
    const session = await screen.findByRole('region', { name: '午间秒杀' });
    expect(within(session).getByRole('timer').textContent).toMatch(/^距结束00:59:5\d$/);
    expect(screen.getByRole('tab', { name: /进行中/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /即将开始/ })).toBeTruthy();
    const card = within(session).getByRole('listitem', { name: '感冒灵颗粒' });
    expect(within(card).getByLabelText('秒杀价12.00元')).toBeTruthy();
    expect(within(card).getByLabelText('原价20.00元').tagName).toBe('DEL');
    expect(within(card).getByText(/已抢30% · 剩余70盒 · 限购10盒/)).toBeTruthy();
    const soldOut = within(session).getByRole('listitem', { name: '板蓝根颗粒' });
    expect(within(soldOut).getByRole('button', { name: '抢购板蓝根颗粒' }).textContent).toBe('已抢光');
    expect(within(soldOut).getByRole('button', { name: '抢购板蓝根颗粒' })).toHaveProperty('disabled', true);
  });

  it('adds a flash line (type 1) of one middle pack with 立即抢购', async () => {
    syncServerClock(SERVER / 1000);
    const posts = serve([running]);
    renderRoute(routes, '/ms');
    const card = await screen.findByRole('listitem', { name: '感冒灵颗粒' });
    fireEvent.click(within(card).getByRole('button', { name: '抢购感冒灵颗粒' }));
    await waitFor(() => expect(posts).toEqual([{ data: [{ goods_id: '1', number: '2', type: '1' }] }]));
    expect(await screen.findByText('加入购物车成功')).toBeTruthy();
  });

  it('shows the server’s refusal (the limit, a sale not started, sold out)', async () => {
    syncServerClock(SERVER / 1000);
    serve([running], '感冒灵颗粒：超出秒杀限购数量');
    renderRoute(routes, '/ms');
    const card = await screen.findByRole('listitem', { name: '感冒灵颗粒' });
    fireEvent.click(within(card).getByRole('button', { name: '抢购感冒灵颗粒' }));
    expect(await screen.findByText('感冒灵颗粒：超出秒杀限购数量')).toBeTruthy();
  });

  it('counts an upcoming session down to its start and holds its buy buttons until then', async () => {
    syncServerClock(SERVER / 1000);
    serve([running, upcoming]);
    renderRoute(routes, '/ms');
    fireEvent.click(await screen.findByRole('tab', { name: /即将开始/ }));
    const session = await screen.findByRole('region', { name: '晚间秒杀' });
    expect(within(session).getByRole('timer').textContent).toMatch(/^距开始02:59:5\d$/);
    const button = within(session).getByRole('button', { name: '抢购阿莫西林胶囊' });
    expect(button.textContent).toBe('即将开始');
    expect(button).toHaveProperty('disabled', true);
  });

  it('hides prices from a visitor, showing why', async () => {
    syncServerClock(SERVER / 1000);
    serve([{ ...running, goods: [goods({ base_price: null, price: null, price_tip: '登录可见' })] }]);
    renderRoute(routes, '/ms');
    const card = await screen.findByRole('listitem', { name: '感冒灵颗粒' });
    expect(within(card).getByText('登录可见')).toBeTruthy();
    expect(within(card).queryByText(/¥/)).toBeNull();
  });

  it('says so when no session is running or to come', async () => {
    serve([]);
    renderRoute(routes, '/ms');
    expect(await screen.findByText('暂无秒杀活动，敬请期待')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
