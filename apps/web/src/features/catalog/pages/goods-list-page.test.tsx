import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import qs from 'qs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsCard } from '@yaocai/domain/contracts/catalog';
import { resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { syncServerClock } from '../../../lib/server-clock';
import {
  baseHandlers,
  commonConfig,
  flashSession,
  goodsCard,
  goodsPage,
  ok,
  specialPriced,
} from '../testing/catalog-fixtures';
import { GoodsListPage } from './goods-list-page';

const listChildren = [
  { index: true, element: <GoodsListPage /> },
  { path: 'table', element: <GoodsListPage /> },
];
const routes = [
  { path: '/list', children: listChildren },
  { path: '/search', children: listChildren },
  { path: '/yx', children: listChildren },
  { path: '/zyyp', children: listChildren },
  { path: '/login', element: <p>登录页面</p> },
];

/** Serves the list and records each query it was asked for. */
function serveList(
  list: GoodsCard[] = [goodsCard()],
  total = list.length,
  user: Parameters<typeof baseHandlers>[0] = 'visitor',
) {
  const queries: URLSearchParams[] = [];
  mswServer.use(
    ...baseHandlers(user),
    http.get(apiUrl('/api/goods/list'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return ok(goodsPage(list, total, Number(query.get('page') ?? 1)));
    }),
  );
  return { queries, last: () => Object.fromEntries(queries[queries.length - 1] ?? []) };
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  // Unmounted first: a page still shown would see the clock set back below and fetch again, unserved.
  cleanup();
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('goods list page', () => {
  it('asks for what the URL says, with the flag the path implies', async () => {
    const server = serveList();
    renderRoute(routes, '/yx?select=30&page=2&sort=price&order=desc&in_stock=1');
    expect(await screen.findByRole('article', { name: '感冒灵颗粒' })).toBeTruthy();
    expect(server.last()).toEqual({
      select: '30',
      yx: '1',
      in_stock: '1',
      sort: 'price',
      order: 'desc',
      page: '2',
      page_size: '20',
    });
  });

  it('implies zy=2 on /zyyp and shows the keyword chip when searching', async () => {
    const server = serveList();
    renderRoute(routes, '/zyyp?keyword=感冒灵');
    expect(await screen.findByText('“感冒灵”的搜索结果')).toBeTruthy();
    expect(server.last()).toMatchObject({ zy: '2', keyword: '感冒灵', sort: 'default', page: '1' });
  });

  it('toggles the price order and starts again at page 1', async () => {
    const server = serveList([goodsCard()], 1, 'buyer');
    const { router } = renderRoute(routes, '/list?select=11&page=3');
    await screen.findByRole('article', { name: '感冒灵颗粒' });
    fireEvent.click(screen.getByRole('button', { name: '价格' }));
    await waitFor(() => expect(router.state.location.search).toBe('?select=11&sort=price&order=asc'));
    fireEvent.click(screen.getByRole('button', { name: '价格' }));
    await waitFor(() => expect(router.state.location.search).toBe('?select=11&sort=price&order=desc'));
    await waitFor(() => expect(server.last()).toMatchObject({ sort: 'price', order: 'desc', page: '1' }));
    expect(screen.getByRole('button', { name: '价格' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '销量' }));
    await waitFor(() => expect(router.state.location.search).toBe('?select=11&sort=sales'));
  });

  it('offers the price sort only to a buyer who sees prices', async () => {
    const sortButtons = async () => {
      const bar = await screen.findByRole('group', { name: '排序' });
      return within(bar)
        .getAllByRole('button')
        .map((button) => [button.textContent, button.getAttribute('aria-pressed')]);
    };
    for (const user of ['visitor', 'pending'] as const) {
      serveList([goodsCard()], 1, user);
      const view = renderRoute(routes, '/list?sort=price&order=asc');
      await screen.findByRole('article', { name: '感冒灵颗粒' });
      // A shared price-sorted link shows the order the server applies for them: the default one.
      expect(await sortButtons()).toEqual([
        ['综合', 'true'],
        ['销量', 'false'],
        ['新品', 'false'],
      ]);
      view.unmount();
    }

    serveList([goodsCard()], 1, 'buyer');
    renderRoute(routes, '/list?sort=price&order=asc');
    await waitFor(() => expect(screen.getByRole('button', { name: '价格' })).toBeTruthy());
    expect(await sortButtons()).toEqual([
      ['综合', 'false'],
      ['销量', 'false'],
      ['价格↑', 'true'],
      ['新品', 'false'],
    ]);
  });

  it('switches to the table and back, keeping the filters and the page', async () => {
    serveList([goodsCard({ number: 20 })]);
    const { router } = renderRoute(routes, '/list?select=11&brand=3&page=2');
    await screen.findByRole('article', { name: '感冒灵颗粒' });
    fireEvent.click(screen.getByRole('radio', { name: '列表' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/list/table'));
    expect(router.state.location.search).toBe('?select=11&brand=3&page=2');
    const table = await screen.findByRole('table');
    for (const header of ['商品名称', '规格', '生产厂家', '效期', '库存', '价格', '中包装', '数量', '操作']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(within(table).getByText('库存紧张')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '大图' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
    expect(router.state.location.search).toBe('?select=11&brand=3&page=2');
  });

  it('pages through the results', async () => {
    const server = serveList([goodsCard()], 45);
    const { router } = renderRoute(routes, '/search?keyword=感冒');
    expect(await screen.findByText('第 1-20 件，共 45 件')).toBeTruthy();
    expect(
      screen.getByText((_, element) => element?.textContent === '共 45 件商品' && element.tagName === 'SPAN'),
    ).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?keyword=${encodeURIComponent('感冒')}&page=2`),
    );
    await waitFor(() => expect(server.last()).toMatchObject({ page: '2', keyword: '感冒' }));
  });

  it('shows the price tip for a visitor with a link to log in, and sends the buttons there', async () => {
    serveList([goodsCard({ base_price: null, retail_price: null, price_tip: '登录可见' })]);
    const { router } = renderRoute(routes, '/list?select=11');
    const tip = await screen.findByRole('link', { name: '登录可见' });
    expect(tip.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/list?select=11')}`);
    const addToCart = () => screen.getByRole('button', { name: /加入购物车/ }) as HTMLButtonElement;
    await waitFor(() => expect(addToCart().disabled).toBe(false));
    fireEvent.click(addToCart());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the approval tip to a buyer awaiting approval, with 加入购物车 disabled', async () => {
    serveList(
      [goodsCard({ base_price: null, retail_price: null, price_tip: '资质审核后可见', is_buy: false })],
      1,
      'buyer',
    );
    renderRoute(routes, '/list');
    expect(await screen.findByText('资质审核后可见')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '资质审核后可见' })).toBeNull();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: /加入购物车/ }) as HTMLButtonElement).disabled).toBe(true),
    );
    // A buyer awaiting review may still keep goods to find again.
    expect((screen.getByRole('button', { name: /收藏/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('adds one middle pack from a card, and the row quantity from the table', async () => {
    serveList([goodsCard({ zbz: 5, number: 500 })], 1, 'buyer');
    const added: unknown[] = [];
    mswServer.use(
      http.post(apiUrl('/api/cart'), async ({ request }) => {
        added.push(qs.parse(await request.text()));
        return HttpResponse.json({ code: 10000, msg: '加入购物车成功', data: { cart: 1 } });
      }),
    );
    const { router } = renderRoute(routes, '/list');
    const card = await screen.findByRole('article', { name: '感冒灵颗粒' });
    const cardButton = () => within(card).getByRole('button', { name: /加入购物车/ }) as HTMLButtonElement;
    await waitFor(() => expect(cardButton().disabled).toBe(false));
    fireEvent.click(cardButton());
    await waitFor(() => expect(added).toEqual([{ data: [{ goods_id: '1', number: '5' }] }]));

    await router.navigate('/list/table');
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: '增加数量' }));
    fireEvent.click(within(table).getByRole('button', { name: /加入购物车/ }));
    await waitFor(() => expect(added).toHaveLength(2));
    expect(added[1]).toEqual({ data: [{ goods_id: '1', number: '10' }] });
  });

  it('offers a goods in a running flash sale on its card and its row, 立即抢购 adding a type-1 line', async () => {
    syncServerClock(commonConfig().timestamp);
    serveList([goodsCard({ zbz: 5, number: 500 }), goodsCard({ id: 2, name: '板蓝根颗粒' })], 2, 'buyer');
    mswServer.use(...baseHandlers('buyer', [flashSession(-60, 600)]));
    const added: unknown[] = [];
    mswServer.use(
      http.post(apiUrl('/api/cart'), async ({ request }) => {
        added.push(qs.parse(await request.text()));
        return HttpResponse.json({ code: 10000, msg: '加入购物车成功', data: { cart: 1 } });
      }),
    );
    const { router } = renderRoute(routes, '/list');
    const card = await screen.findByRole('article', { name: '感冒灵颗粒' });
    const offer = await within(card).findByRole('group', { name: '限时秒杀' });
    expect(within(offer).getByRole('timer').textContent).toMatch(/^距结束 00:09:5\d$/);
    expect(within(offer).getByText(/剩余70盒 · 每人限购10盒/)).toBeTruthy();
    const other = screen.getByRole('article', { name: '板蓝根颗粒' });
    expect(within(other).queryByRole('group', { name: '限时秒杀' })).toBeNull();
    fireEvent.click(within(offer).getByRole('button', { name: '立即抢购感冒灵颗粒' }));
    await waitFor(() => expect(added).toEqual([{ data: [{ goods_id: '1', number: '5', type: '1' }] }]));

    await router.navigate('/list/table');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('group', { name: '限时秒杀' })).toHaveLength(1);
  });

  it('keeps 加入购物车 disabled for goods out of stock', async () => {
    serveList([goodsCard({ number: 0 })], 1, 'buyer');
    renderRoute(routes, '/list');
    const card = await screen.findByRole('article', { name: '感冒灵颗粒' });
    await waitFor(() => expect(within(card).getByRole('button', { name: /收藏/ })).toBeTruthy());
    const addToCart = within(card).getByRole('button', { name: /加入购物车/ }) as HTMLButtonElement;
    expect(addToCart.disabled).toBe(true);
    fireEvent.mouseEnter(addToCart.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', '暂时缺货');
  });

  it('tags 秒 and 特 on the cards of goods whose flash sale or special price runs now, and no other', async () => {
    serveList([
      goodsCard(),
      goodsCard({ id: 2, name: '板蓝根颗粒' }),
      goodsCard({ id: 3, name: '连花清瘟胶囊' }),
      goodsCard({ id: 4, name: '藿香正气水' }),
    ]);
    mswServer.use(
      ...baseHandlers(
        'visitor',
        [flashSession(-60, 3600)],
        [specialPriced(2, '板蓝根颗粒', 3600), specialPriced(3, '连花清瘟胶囊', -10)],
      ),
    );
    syncServerClock(commonConfig().timestamp);
    renderRoute(routes, '/list');
    const tagsOf = (name: string) =>
      [...screen.getByRole('article', { name }).querySelectorAll('.ant-tag')].map((tag) => tag.textContent);
    await waitFor(() => expect(tagsOf('感冒灵颗粒')).toEqual(['秒']));
    await waitFor(() => expect(tagsOf('板蓝根颗粒')).toEqual(['特']));
    expect(screen.getByText('特').className).toContain('gold');
    expect(tagsOf('连花清瘟胶囊')).toEqual([]);
    expect(tagsOf('藿香正气水')).toEqual([]);
  });

  it('shows price, struck retail price, ladder hint, stock hints and coloured tags on the cards', async () => {
    serveList([
      goodsCard({ ladder_price: [{ number: 10, price: '11.80' }], tags: ['优', '满', '换购', '赠', '特'] }),
      goodsCard({ id: 2, name: '板蓝根颗粒', number: 0 }),
    ]);
    renderRoute(routes, '/list');
    const card = await screen.findByRole('article', { name: '感冒灵颗粒' });
    expect(within(card).getByText('¥12.50')).toBeTruthy();
    expect(within(card).getByText('¥15.00').tagName).toBe('DEL');
    expect(within(card).getByText('满10盒 ¥11.80')).toBeTruthy();
    const colours = Object.fromEntries(
      ['优', '满', '换购', '赠', '特'].map((tag) => [tag, within(card).getByText(tag).className]),
    );
    expect(colours['优']).toContain('red');
    expect(colours['满']).toContain('orange');
    expect(colours['换购']).toContain('blue');
    expect(colours['赠']).toContain('pink');
    expect(colours['特']).toContain('gold');
    const soldOut = screen.getByRole('article', { name: '板蓝根颗粒' });
    expect(within(soldOut).getByText('暂时缺货')).toBeTruthy();
    expect((within(soldOut).getByRole('button', { name: '增加数量' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('steps the card quantity in middle packs and rounds a typed one up', async () => {
    serveList([goodsCard({ zbz: 5, number: 500, ladder_price: [{ number: 10, price: '11.80' }] })]);
    renderRoute(routes, '/list');
    const card = await screen.findByRole('article', { name: '感冒灵颗粒' });
    const input = within(card).getByRole('textbox', { name: '购买数量' }) as HTMLInputElement;
    expect(input.value).toBe('5');
    fireEvent.click(within(card).getByRole('button', { name: '增加数量' }));
    expect(input.value).toBe('10');
    expect(within(card).getByText('已享满10盒 ¥11.80')).toBeTruthy();
    fireEvent.change(input, { target: { value: '7' } });
    fireEvent.blur(input);
    expect(input.value).toBe('10');
    expect(within(card).getByRole('status').textContent).toBe('按中包装5盒的倍数购买，已调整为10盒');
    fireEvent.click(within(card).getByRole('button', { name: '减少数量' }));
    expect(input.value).toBe('5');
    expect(within(card).getByRole('status').textContent).toBe('满10盒 ¥11.80');
    expect((within(card).getByRole('button', { name: '减少数量' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('narrows by category, brand and manufacturer from the filter bar', async () => {
    serveList();
    const { router } = renderRoute(routes, '/list?select=10');
    const categories = await screen.findByRole('group', { name: '分类' });
    expect(within(categories).getByRole('link', { name: '中西成药' })).toBeTruthy();
    // Only what has results within the current filters is offered, with its count.
    await within(categories).findByRole('link', { name: '感冒用药(15)' });
    expect(within(categories).queryByRole('link', { name: /清热解毒/ })).toBeNull();
    fireEvent.click(within(categories).getByRole('link', { name: '感冒用药(15)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?select=11'));
    const brands = await screen.findByRole('group', { name: '品牌' });
    expect(within(brands).queryByRole('link', { name: /同仁堂/ })).toBeNull();
    fireEvent.click(within(brands).getByRole('link', { name: '999(9)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?select=11&brand=3'));
    fireEvent.click(await screen.findByRole('link', { name: /华润三九医药股份有限公司/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?select=11&brand=3&manufacturer=7'));
    fireEvent.click(screen.getByRole('checkbox', { name: '仅显示有货' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?select=11&brand=3&manufacturer=7&in_stock=1'),
    );
    fireEvent.click(screen.getByRole('link', { name: '清空筛选' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when nothing matches and offers to clear the filters', async () => {
    serveList([]);
    const { router } = renderRoute(routes, '/yx/table?brand=4');
    expect(await screen.findByText('没有找到相关商品')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: '清空筛选条件' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/yx/table'),
    );
  });

  it('shows an error state with a retry when the list fails', async () => {
    mswServer.use(
      ...baseHandlers(),
      http.get(apiUrl('/api/goods/list'), () => HttpResponse.json({ code: 500, msg: '' }, { status: 500 })),
    );
    renderRoute(routes, '/list');
    expect(await screen.findByText('商品加载失败')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
  });
});
