import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import qs from 'qs';
import type { GoodsDetail } from '@yaocai/domain/contracts/catalog';
import type { UserState } from '@yaocai/domain/contracts/user';
import { resetApiClient } from '../../../lib/api-client';
import { useCartState } from '../../../lib/cart-state';
import { userBaseQueryKey } from '../../../lib/user-base';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { baseHandlers, flashSession, goodsDetail, ok } from '../testing/catalog-fixtures';
import { GoodsDetailPage } from './goods-detail-page';

const routes = [
  { path: '/list/info/:id', element: <GoodsDetailPage /> },
  { path: '/login', element: <p>登录页面</p> },
  { path: '/home', element: <p>首页内容</p> },
];

function serveDetail(detail: GoodsDetail, user: 'visitor' | 'buyer' = 'buyer') {
  mswServer.use(
    ...baseHandlers(user),
    http.get(apiUrl('/api/goods/detail/:id'), () => ok(detail)),
  );
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
  useCartState.getState().markFresh();
});
afterAll(() => mswServer.close());

describe('goods detail page', () => {
  it('shows the goods, its fields and its title', async () => {
    serveDetail(goodsDetail({ tags: ['特'], is_free_shipping: true, free_shipping_number: 20 }));
    renderRoute(routes, '/list/info/1');
    expect(await screen.findByRole('heading', { name: /感冒灵颗粒/ })).toBeTruthy();
    const fields = screen.getByRole('region', { name: '商品信息' });
    for (const [label, value] of [
      ['通用名称', '感冒灵颗粒'],
      ['规格', '10g*9袋'],
      ['中包装', '5盒'],
      ['批准文号', '国药准字Z44021940'],
      ['品牌', '999'],
      ['经营范围类别', '中成药'],
      ['有效期至', '2027-06-30'],
    ] as const) {
      expect(within(fields).getByText(label)).toBeTruthy();
      expect(within(fields).getAllByText(value).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('满20盒包邮')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('感冒灵颗粒 - 药采网'));
  });

  it('lists the ladder prices as a table', async () => {
    serveDetail(
      goodsDetail({
        ladder_price: [
          { number: 50, price: '11.00' },
          { number: 10, price: '11.80' },
        ],
      }),
    );
    renderRoute(routes, '/list/info/1');
    const table = await screen.findByRole('table', { name: '阶梯价格' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['购买数量单价', '≥10盒¥11.80', '≥50盒¥11.00']);
  });

  it('prices the chosen quantity at its ladder step, with the subtotal and the next step', async () => {
    serveDetail(
      goodsDetail({
        zbz: 5,
        base_price: '12.50',
        ladder_price_type: 1,
        ladder_price: [
          { number: 50, price: '11.00' },
          { number: 10, price: '11.80' },
        ],
      }),
    );
    renderRoute(routes, '/list/info/1');
    fireEvent.click(await screen.findByRole('radio', { name: '武汉仓（库存488盒）' }));
    const subtotal = screen.getByRole('group', { name: '小计' });
    expect(subtotal.textContent).toBe('小计¥62.50单价¥12.50 × 5盒再买5盒，单价降至¥11.80');
    fireEvent.click(screen.getByRole('button', { name: '增加数量' }));
    expect(subtotal.textContent).toBe('小计¥118.00单价¥11.80 × 10盒再买40盒，单价降至¥11.00');
    const current = within(screen.getByRole('table', { name: '阶梯价格' })).getByRole('row', {
      current: true,
    });
    expect(current.textContent).toBe('≥10盒¥11.80');
  });

  it('says so beside the field when a typed quantity is rounded to the middle pack', async () => {
    serveDetail(goodsDetail({ zbz: 5 }));
    renderRoute(routes, '/list/info/1');
    fireEvent.click(await screen.findByRole('radio', { name: '武汉仓（库存488盒）' }));
    const input = screen.getByRole('textbox', { name: '购买数量' }) as HTMLInputElement;
    expect(screen.getByRole('status').textContent).toBe('按中包装5盒的倍数购买');
    fireEvent.change(input, { target: { value: '7' } });
    fireEvent.blur(input);
    expect(input.value).toBe('10');
    expect(screen.getByRole('status').textContent).toBe('按中包装5盒的倍数购买，已调整为10盒');
    fireEvent.change(input, { target: { value: '500' } });
    fireEvent.blur(input);
    expect(screen.getByRole('status').textContent).toBe('库存不足，已调整为485盒');
    fireEvent.click(screen.getByRole('button', { name: '减少数量' }));
    expect(screen.getByRole('status').textContent).toBe('按中包装5盒的倍数购买');
  });

  it('caps the quantity at the chosen warehouse stock, in middle packs', async () => {
    serveDetail(goodsDetail({ zbz: 5 }));
    renderRoute(routes, '/list/info/1');
    const input = (await screen.findByRole('textbox', { name: '购买数量' })) as HTMLInputElement;
    expect((screen.getByRole('radio', { name: '广州仓（库存12盒）' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByText('库存紧张')).toBeTruthy();
    fireEvent.change(input, { target: { value: '7' } });
    fireEvent.blur(input);
    expect(input.value).toBe('10');
    expect((screen.getByRole('button', { name: '增加数量' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input, { target: { value: '40' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(input.value).toBe('10');
    fireEvent.click(screen.getByRole('radio', { name: '武汉仓（库存488盒）' }));
    expect(screen.queryByText('库存紧张')).toBeNull();
    fireEvent.change(input, { target: { value: '41' } });
    fireEvent.blur(input);
    expect(input.value).toBe('45');
  });

  it('tells a visitor to log in for the price and sends the buttons to login', async () => {
    serveDetail(goodsDetail({ base_price: null, retail_price: null, price_tip: '登录可见' }), 'visitor');
    const { router } = renderRoute(routes, '/list/info/1');
    const tip = await screen.findByRole('link', { name: '登录可见' });
    expect(tip.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/list/info/1')}`);
    expect(screen.queryByRole('table', { name: '阶梯价格' })).toBeNull();
    const favourite = () => screen.getByRole('button', { name: /收藏/ }) as HTMLButtonElement;
    await waitFor(() => expect(favourite().disabled).toBe(false));
    fireEvent.click(favourite());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('adds the chosen quantity from the chosen warehouse and shows the server message', async () => {
    serveDetail(goodsDetail({ zbz: 5 }));
    const added: unknown[] = [];
    mswServer.use(
      http.post(apiUrl('/api/cart'), async ({ request }) => {
        added.push(qs.parse(await request.text()));
        return HttpResponse.json({ code: 10000, msg: '加入购物车成功', data: { cart: 4 } });
      }),
    );
    const { queryClient } = renderRoute(routes, '/list/info/1');
    fireEvent.click(await screen.findByRole('radio', { name: '武汉仓（库存488盒）' }));
    fireEvent.click(screen.getByRole('button', { name: '增加数量' }));
    const addToCart = () => screen.getByRole('button', { name: /加入购物车/ }) as HTMLButtonElement;
    await waitFor(() => expect(addToCart().disabled).toBe(false));
    fireEvent.click(addToCart());
    expect(await screen.findByText('加入购物车成功')).toBeTruthy();
    expect(added).toEqual([{ data: [{ goods_id: '1', number: '10', ck_id: '2' }] }]);
    expect(queryClient.getQueryData<UserState>(userBaseQueryKey)?.cart).toBe(4);
    expect(useCartState.getState().changed).toBe(true);
  });

  it('offers the running flash sale: its price, units left, a countdown ticking each second, and 立即抢购 adding a type-1 line', async () => {
    mswServer.use(
      ...baseHandlers('buyer', [flashSession(-3600, 7200)]),
      http.get(apiUrl('/api/goods/detail/:id'), () => ok(goodsDetail({ zbz: 5 }))),
    );
    const added: unknown[] = [];
    mswServer.use(
      http.post(apiUrl('/api/cart'), async ({ request }) => {
        added.push(qs.parse(await request.text()));
        return HttpResponse.json({ code: 10000, msg: '加入购物车成功', data: { cart: 4 } });
      }),
    );
    renderRoute(routes, '/list/info/1');
    const offer = await screen.findByRole('group', { name: '限时秒杀' });
    expect(within(offer).getByLabelText('秒杀价12.00元')).toBeTruthy();
    expect(within(offer).getByLabelText('原价20.00元').tagName).toBe('DEL');
    expect(within(offer).getByText(/剩余70盒 · 每人限购10盒/)).toBeTruthy();
    const timer = within(offer).getByRole('timer');
    expect(timer.textContent).toMatch(/^距结束 01:59:5\d$/);
    const first = timer.textContent;
    await waitFor(() => expect(timer.textContent).not.toBe(first), { timeout: 2500 });
    fireEvent.click(within(offer).getByRole('button', { name: '立即抢购感冒灵颗粒' }));
    await waitFor(() => expect(added).toEqual([{ data: [{ goods_id: '1', number: '5', type: '1' }] }]));
    expect(await screen.findByText('加入购物车成功')).toBeTruthy();
  });

  it('shows the flash sale once it starts by the server’s clock, without asking again, and 已抢光 when none is left', async () => {
    let asked = 0;
    mswServer.use(
      http.get(apiUrl('/api/activity/spike_sessions'), () => {
        asked += 1;
        return ok({ sessions: [flashSession(2, 7200, 0)] });
      }),
      ...baseHandlers('buyer'),
      http.get(apiUrl('/api/goods/detail/:id'), () => ok(goodsDetail())),
    );
    renderRoute(routes, '/list/info/1');
    await screen.findByRole('heading', { name: /感冒灵颗粒/ });
    await waitFor(() => expect(asked).toBe(1));
    expect(screen.queryByRole('group', { name: '限时秒杀' })).toBeNull();
    const offer = await screen.findByRole('group', { name: '限时秒杀' }, { timeout: 4000 });
    const button = within(offer).getByRole('button', { name: '立即抢购感冒灵颗粒' });
    expect([button.textContent, (button as HTMLButtonElement).disabled]).toEqual(['已抢光', true]);
    expect(asked).toBe(1);
  });

  it('keeps the goods in favourites with a confirmation that leads to /star, and cancels it', async () => {
    serveDetail(goodsDetail());
    const posts: { path: string; body: unknown }[] = [];
    let kept: number[] = [];
    mswServer.use(
      http.get(apiUrl('/api/favorite/ids'), () => HttpResponse.json({ code: 10000, msg: 'ok', data: kept })),
      http.post(apiUrl('/api/favorite'), async ({ request }) => {
        posts.push({ path: '/api/favorite', body: qs.parse(await request.text()) });
        kept = [1];
        return HttpResponse.json({ code: 10000, msg: '收藏成功', data: null });
      }),
      http.post(apiUrl('/api/favorite/cancel'), async ({ request }) => {
        posts.push({ path: '/api/favorite/cancel', body: qs.parse(await request.text()) });
        kept = [];
        return HttpResponse.json({ code: 10000, msg: '取消收藏成功', data: null });
      }),
    );
    const { router } = renderRoute(
      [...routes, { path: '/star', element: <p>我的收藏页面</p> }],
      '/list/info/1',
    );
    // The heart, named with its icon ("heart 收藏"), not the dialog's 查看我的收藏.
    const heart = async () => screen.findByRole('button', { name: /(^|\s)(已)?收藏$/ });
    await waitFor(async () => expect(((await heart()) as HTMLButtonElement).disabled).toBe(false));
    expect((await heart()).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(await heart());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('收藏成功').length).toBeGreaterThan(0);
    expect(posts).toEqual([{ path: '/api/favorite', body: { goods_ids: ['1'] } }]);
    await waitFor(async () => expect((await heart()).textContent).toContain('已收藏'));
    expect((await heart()).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(await heart());
    expect(await screen.findByText('取消收藏成功')).toBeTruthy();
    await waitFor(async () => expect((await heart()).getAttribute('aria-pressed')).toBe('false'));
    expect(posts[1]).toEqual({ path: '/api/favorite/cancel', body: { goods_ids: ['1'] } });
    fireEvent.click(within(dialog).getByRole('button', { name: '查看我的收藏' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/star'));
  });

  it('keeps 加入购物车 disabled, with the reason, when the goods cannot be bought', async () => {
    serveDetail(goodsDetail({ is_buy: false, price_tip: '超出经营范围', business_scope: '中药饮片' }));
    renderRoute(routes, '/list/info/1');
    await screen.findByRole('heading', { name: /感冒灵颗粒/ });
    expect((await screen.findByRole('note')).textContent).toContain(
      '该商品属于「中药饮片」，不在您的经营范围内，暂不能采购。',
    );
    const addToCart = await screen.findByRole('button', { name: /加入购物车/ });
    await waitFor(() => expect(screen.getAllByText('超出经营范围').length).toBeGreaterThan(0));
    expect((addToCart as HTMLButtonElement).disabled).toBe(true);
    fireEvent.mouseEnter(addToCart.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', '超出经营范围');
  });

  it('shows a not-found state for unknown goods', async () => {
    mswServer.use(
      ...baseHandlers(),
      http.get(apiUrl('/api/goods/detail/:id'), () =>
        HttpResponse.json({ code: 404, msg: '商品不存在' }, { status: 404 }),
      ),
    );
    renderRoute(routes, '/list/info/999');
    expect(await screen.findByText('商品不存在')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(await screen.findByText('首页内容')).toBeTruthy();
  });

  it('does not ask the server about an id that cannot exist', async () => {
    mswServer.use(...baseHandlers());
    renderRoute(routes, '/list/info/abc');
    expect(await screen.findByText('商品不存在')).toBeTruthy();
  });
});
