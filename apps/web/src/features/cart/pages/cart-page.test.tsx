import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import qs from 'qs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TradeUpZone } from '@yaocai/domain/contracts/activity-trade-up-responses';
import type { CartChange, CartHint, CartState, CopyTarget } from '@yaocai/domain/contracts/cart';
import { resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import {
  buyerHandler,
  cartLine,
  cartState,
  goodsOf,
  ok,
  totals,
  visitorHandler,
} from '../testing/cart-fixtures';
import { CartPage } from './cart-page';

const routes = [
  { path: '/cart', element: <CartPage /> },
  { path: '/login', element: <p>登录页面</p> },
  { path: '/home', element: <p>首页内容</p> },
  { path: '/cart/confirm', element: <p>订单确认页面</p> },
];

interface Posted {
  path: string;
  body: Record<string, unknown>;
}

/** What the server answers to an edit that leaves the cart as `after`. */
const changeOf = (after: CartState, lineId: number): CartChange => ({
  line: after.data.find((line) => line.id === lineId)!,
  lines: after.data.map(({ id, price, goods_manjian_amount, amount, is_selected }) => ({
    id,
    price,
    goods_manjian_amount,
    amount,
    is_selected,
  })),
  total: after.total,
});

/** Serves the cart; each change answers with `after` (or the same cart) and is recorded. */
function serveCart(
  state: CartState,
  {
    after = state,
    edited = after,
    hints = [],
    targets = [],
    tradeUps = { base_amount: '0.00', activities: [] },
    editDelay = 0,
    selectDelay = 0,
  }: {
    after?: CartState;
    /** The cart an edit answers with, when it differs from other changes' answer. */
    edited?: CartState;
    hints?: CartHint[];
    targets?: CopyTarget[];
    tradeUps?: TradeUpZone;
    editDelay?: number;
    selectDelay?: number;
  } = {},
) {
  const posted: Posted[] = [];
  const filters: (string | null)[] = [];
  const record = async (request: Request) => {
    const path = new URL(request.url).pathname;
    posted.push({ path, body: qs.parse(await request.text()) });
  };
  mswServer.use(
    buyerHandler(state.data.length),
    http.get(apiUrl('/api/cart/list'), ({ request }) => {
      filters.push(new URL(request.url).searchParams.get('filter'));
      return ok(state);
    }),
    http.get(apiUrl('/api/cart/copy_targets'), () => ok(targets)),
    http.get(apiUrl('/api/cart/trade_ups'), () => ok(tradeUps)),
    http.post(apiUrl('/api/cart'), async ({ request }) => {
      await record(request);
      return ok({ cart: state.data.length + 1 }, '加入购物车成功');
    }),
    http.post(apiUrl('/api/cart/next_hints'), async ({ request }) => {
      await record(request);
      return ok(hints);
    }),
    http.post(apiUrl('/api/cart/:id/edit'), async ({ request, params }) => {
      await record(request);
      await delay(editDelay);
      return ok(changeOf(edited, Number(params.id)), '已修改数量');
    }),
    http.post(apiUrl('/api/cart/batch_select'), async ({ request }) => {
      await record(request);
      await delay(selectDelay);
      return ok(after);
    }),
    http.post(apiUrl('/api/cart/batch_delete'), async ({ request }) => {
      await record(request);
      return ok(after, '已删除');
    }),
    http.post(apiUrl('/api/cart/checkout'), async ({ request }) => {
      await record(request);
      return ok({ lines: state.data, total: state.total, shipping_data: state.shipping_data });
    }),
    http.post(apiUrl('/api/cart/copy'), async ({ request }) => {
      await record(request);
      return ok({ copied: 1 }, '已复制到所选账号的购物车');
    }),
  );
  return { filters, to: (path: string) => posted.filter((entry) => entry.path === path) };
}

const twoWarehouses = () =>
  cartState([
    cartLine({ id: 1 }),
    cartLine({ id: 2, goods: goodsOf({ id: 2, name: '板蓝根颗粒', tags: ['特'] }) }),
    cartLine({ id: 3, ck_id: 2, area: '武汉仓', goods: goodsOf({ id: 3, name: '阿莫西林胶囊' }) }),
  ]);

const row = (name: string) => screen.getByRole('listitem', { name });

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('cart page', () => {
  it('shows the step bar, the warehouse tabs and the lines grouped by warehouse', async () => {
    serveCart(twoWarehouses());
    renderRoute(routes, '/cart');
    const guangzhou = await screen.findByRole('region', { name: '广州仓' });
    expect(
      within(guangzhou)
        .getAllByRole('listitem', { name: /颗粒/ })
        .map((item) => item.ariaLabel),
    ).toEqual(['感冒灵颗粒', '板蓝根颗粒']);
    expect(within(screen.getByRole('region', { name: '武汉仓' })).getByText('阿莫西林胶囊')).toBeTruthy();
    expect(screen.getByText('我的购物车')).toBeTruthy();
    expect(screen.getByText('确认订单')).toBeTruthy();
    for (const tab of ['全部(3)', '广州仓(2)', '武汉仓(1)'])
      expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    expect(within(row('板蓝根颗粒')).getByText('特').className).toContain('gold');
    expect(within(row('感冒灵颗粒')).getByText('华润三九医药股份有限公司')).toBeTruthy();
    expect(within(row('感冒灵颗粒')).getByText('10g*9袋')).toBeTruthy();
  });

  it('shows one warehouse from its tab', async () => {
    const server = serveCart(twoWarehouses());
    const { router } = renderRoute(routes, '/cart');
    fireEvent.click(await screen.findByRole('tab', { name: '武汉仓(1)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=2'));
    await waitFor(() => expect(server.filters).toEqual(['99999', '2']));
  });

  it('unticks one line, and ticks all the buyable ones at once', async () => {
    const server = serveCart(
      cartState([
        cartLine({ id: 1 }),
        cartLine({ id: 2, is_selected: 0, goods: goodsOf({ id: 2, name: '板蓝根颗粒' }) }),
        cartLine({
          id: 3,
          is_selected: 0,
          problem: '商品已下架',
          goods: goodsOf({ id: 3, name: '阿莫西林胶囊' }),
        }),
      ]),
    );
    renderRoute(routes, '/cart');
    const tick = (await screen.findByRole('checkbox', { name: '选择感冒灵颗粒' })) as HTMLInputElement;
    expect(tick.checked).toBe(true);
    fireEvent.click(tick);
    await waitFor(() => expect(server.to('/api/cart/batch_select')).toHaveLength(1));
    expect(server.to('/api/cart/batch_select')[0]!.body).toEqual({ ids: ['1'], is_selected: '0' });

    const offSale = screen.getByRole('checkbox', { name: '选择阿莫西林胶囊' }) as HTMLInputElement;
    expect(offSale.disabled).toBe(true);
    expect(within(row('阿莫西林胶囊')).getByText('商品已下架')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    await waitFor(() => expect(server.to('/api/cart/batch_select')).toHaveLength(2));
    expect(server.to('/api/cart/batch_select')[1]!.body).toEqual({ ids: ['1', '2'], is_selected: '1' });
  });

  it('shows a tick at once while an edit is on its way, and the edit answer keeps it', async () => {
    const lines = [cartLine({ id: 1 }), cartLine({ id: 2, goods: goodsOf({ id: 2, name: '板蓝根颗粒' }) })];
    const server = serveCart(cartState(lines), {
      after: cartState([
        { ...lines[0]!, number: 20, amount: '250.00' },
        { ...lines[1]!, is_selected: 0 },
      ]),
      editDelay: 300,
      selectDelay: 300,
    });
    renderRoute(routes, '/cart');
    await screen.findByRole('listitem', { name: '感冒灵颗粒' });
    fireEvent.click(within(row('感冒灵颗粒')).getByRole('button', { name: '增加数量' }));
    const tick = screen.getByRole('checkbox', { name: '选择板蓝根颗粒' }) as HTMLInputElement;
    fireEvent.click(tick);
    await waitFor(() => expect(tick.checked).toBe(false));
    // The tick waits its turn behind the edit, but the box shows it already.
    expect(server.to('/api/cart/batch_select')).toHaveLength(0);
    expect(server.to('/api/cart/1/edit')).toHaveLength(1);
    await waitFor(() => expect(within(row('感冒灵颗粒')).getByText('¥250.00')).toBeTruthy());
    expect((screen.getByRole('checkbox', { name: '选择板蓝根颗粒' }) as HTMLInputElement).checked).toBe(
      false,
    );
    await waitFor(() => expect(server.to('/api/cart/batch_select')).toHaveLength(1));
    expect(server.to('/api/cart/batch_select')[0]!.body).toEqual({ ids: ['2'], is_selected: '0' });
  });

  it('steps in middle packs, stops at the most that can be bought and rounds what is typed', async () => {
    const line = cartLine({ number: 5, step: 5, max_number: 12 });
    const server = serveCart(cartState([line]), {
      after: cartState([{ ...line, number: 10, amount: '125.00' }]),
    });
    renderRoute(routes, '/cart');
    await screen.findByRole('listitem', { name: '感冒灵颗粒' });
    const input = within(row('感冒灵颗粒')).getByRole('textbox', { name: '购买数量' }) as HTMLInputElement;
    const plus = () =>
      within(row('感冒灵颗粒')).getByRole('button', { name: '增加数量' }) as HTMLButtonElement;

    fireEvent.click(plus());
    expect(input.value).toBe('10');
    await waitFor(() => expect(server.to('/api/cart/1/edit')).toHaveLength(1));
    expect(server.to('/api/cart/1/edit')[0]!.body).toEqual({ number: '10' });
    await waitFor(() => expect(within(row('感冒灵颗粒')).getByText('¥125.00')).toBeTruthy());
    expect(plus().disabled).toBe(true);

    fireEvent.change(input, { target: { value: '15' } });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '库存不足，最多可购买10盒');
    expect(input.value).toBe('10');
    expect(server.to('/api/cart/1/edit')).toHaveLength(1);

    fireEvent.change(input, { target: { value: '3' } });
    fireEvent.blur(input);
    expect(screen.getByRole('alert').textContent).toBe('购买数量须为中包装5盒的整数倍');
    await waitFor(() => expect(server.to('/api/cart/1/edit')).toHaveLength(2));
    expect(server.to('/api/cart/1/edit')[1]!.body).toEqual({ number: '5' });
  });

  it('shows the ladder price the new quantity gets while the change is on its way', async () => {
    const ladder = [
      { number: 10, price: '11.80' },
      { number: 50, price: '11.00' },
    ];
    const line = cartLine({ goods: goodsOf({ ladder_price: ladder }) });
    serveCart(cartState([line]), {
      after: cartState([{ ...line, number: 10, price: '11.80', amount: '118.00' }]),
      editDelay: 300,
    });
    renderRoute(routes, '/cart');
    await screen.findByRole('listitem', { name: '感冒灵颗粒' });
    const unitPrice = () => screen.getByTestId('unit-price-1').textContent;
    expect(unitPrice()).toBe('¥12.50');
    const steps = within(row('感冒灵颗粒')).getByRole('list', { name: '阶梯价' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['满10盒¥11.80', '满50盒¥11.00']);

    fireEvent.click(within(row('感冒灵颗粒')).getByRole('button', { name: '增加数量' }));
    expect(unitPrice()).toBe('¥11.80');
    expect(within(row('感冒灵颗粒')).getByText('¥118.00')).toBeTruthy();
    expect(within(steps).getByText('满10盒¥11.80').className).toBe('yc-cart-ladder-reached');
    expect(within(row('感冒灵颗粒')).getByText('¥12.50').tagName).toBe('DEL');
    await waitFor(() =>
      expect((within(row('感冒灵颗粒')).getByRole('textbox') as HTMLInputElement).value).toBe('10'),
    );
    expect(unitPrice()).toBe('¥11.80');
  });

  it('deletes a line only once the buyer confirms', async () => {
    const server = serveCart(cartState([cartLine()]), { after: cartState([]) });
    renderRoute(routes, '/cart');
    fireEvent.click(await screen.findByRole('button', { name: '删除感冒灵颗粒' }));
    expect(await screen.findByText('确定删除这件商品吗?')).toBeTruthy();
    expect(server.to('/api/cart/batch_delete')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.to('/api/cart/batch_delete')).toHaveLength(1));
    expect(server.to('/api/cart/batch_delete')[0]!.body).toEqual({ ids: ['1'] });
    expect(await screen.findByText('购物车还是空的')).toBeTruthy();
    expect(await screen.findByText('已删除')).toBeTruthy();
  });

  it('asks to delete a line held under a finger, not one pressed briefly or by a mouse', async () => {
    const server = serveCart(cartState([cartLine()]), { after: cartState([]) });
    renderRoute(routes, '/cart');
    const line = await screen.findByRole('listitem', { name: '感冒灵颗粒' });
    const goodsName = within(line).getAllByRole('link')[0]!;
    const hold = async (pointerType: string, ms: number) => {
      fireEvent.pointerDown(goodsName, { pointerType, clientX: 10, clientY: 10 });
      await new Promise((resolve) => setTimeout(resolve, ms));
      fireEvent.pointerUp(goodsName, { pointerType, clientX: 10, clientY: 10 });
    };
    await hold('touch', 100);
    await hold('mouse', 700);
    expect(screen.queryByText('确定删除这件商品吗?')).toBeNull();
    await hold('touch', 700);
    expect(await screen.findByText('确定删除这件商品吗?')).toBeTruthy();
    // The click a lifted finger makes does not follow the link it rested on.
    expect(fireEvent.click(goodsName)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.to('/api/cart/batch_delete')).toHaveLength(1));
  });

  it('deletes the selected lines after a confirmation', async () => {
    const server = serveCart(twoWarehouses(), { after: cartState([]) });
    renderRoute(routes, '/cart');
    fireEvent.click(await screen.findByRole('button', { name: '删除选中' }));
    const confirm = await screen.findByRole('dialog', { name: '确定删除选中的3件商品吗?' });
    expect(server.to('/api/cart/batch_delete')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(server.to('/api/cart/batch_delete')).toHaveLength(1));
    expect(server.to('/api/cart/batch_delete')[0]!.body).toEqual({ ids: ['1', '2', '3'] });
  });

  it('shows an empty cart with a way back to shopping', async () => {
    serveCart(cartState([]));
    renderRoute(routes, '/cart');
    expect(await screen.findByText('购物车还是空的')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: '去逛逛' }));
    expect(await screen.findByText('首页内容')).toBeTruthy();
  });

  it('keeps 去结算 disabled while nothing is selected', async () => {
    serveCart(
      cartState([cartLine({ is_selected: 0 })], {
        total: totals({ selected_count: 0, goods_amount: '0.00', payable: '0.00' }),
      }),
    );
    renderRoute(routes, '/cart');
    const checkout = (await screen.findByRole('button', { name: '去结算' })) as HTMLButtonElement;
    expect(checkout.disabled).toBe(true);
  });

  it('checks out the selected lines and goes on to confirm the order', async () => {
    const server = serveCart(twoWarehouses());
    const { router } = renderRoute(routes, '/cart');
    const footer = await screen.findByRole('region', { name: '结算' });
    expect(within(footer).getByText('¥72.50')).toBeTruthy();
    expect(within(footer).getByText('商品金额：¥62.50')).toBeTruthy();
    expect(within(footer).getByText('运费：¥10.00')).toBeTruthy();
    expect(within(footer).getByText('还差¥437.50免运费（满¥500.00包邮）')).toBeTruthy();
    fireEvent.click(within(footer).getByRole('button', { name: '去结算' }));
    await waitFor(() => expect(server.to('/api/cart/checkout')).toHaveLength(1));
    expect(server.to('/api/cart/checkout')[0]!.body).toEqual({ ids: ['1', '2', '3'] });
    expect(await screen.findByText('订单确认页面')).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/cart/confirm?ids=1,2,3',
    );
  });

  it('shows the flash-sale, pack and gift notes and the 凑单 hints', async () => {
    const server = serveCart(
      cartState([
        cartLine({
          id: 1,
          type: 1,
          price: '9.90',
          flash_sale: { id: 4, limit: 20, starts_at: '2025-01-01T00:00:00Z', ends_at: '2099-01-01T12:00:00' },
          gift_data: { total: 1, type: 1, name: '感冒灵颗粒', bzdw: '盒', rule: '每满5盒赠1盒' },
        }),
        cartLine({
          id: 2,
          type: 3,
          goods: null,
          price: '99.00',
          step: 1,
          combination: {
            id: 8,
            name: '感冒套餐',
            price: '99.00',
            original_price: '120.00',
            items: [
              {
                goods_id: 1,
                name: '感冒灵颗粒',
                sccj: '华润三九',
                ypgg: '10g*9袋',
                bzdw: '盒',
                number: 2,
                goods_image: [],
              },
            ],
          },
        }),
      ]),
      {
        hints: [
          { type: 'gift', line_id: 1, text: '感冒灵颗粒再买2盒，可再获赠感冒灵颗粒1盒' },
          { type: 'free_shipping', line_id: null, text: '再买¥437.50即可包邮' },
        ],
      },
    );
    renderRoute(routes, '/cart');
    const sale = await screen.findByRole('listitem', { name: '感冒灵颗粒' });
    expect(within(sale).getByText('秒杀')).toBeTruthy();
    expect(within(sale).getByText(/限购20盒，01-01 12:00结束/)).toBeTruthy();
    expect(within(sale).getByText(/赠感冒灵颗粒 1盒（每满5盒赠1盒）/)).toBeTruthy();
    const pack = row('感冒套餐');
    expect(within(pack).getByText(/含：感冒灵颗粒 10g\*9袋 ×2盒/)).toBeTruthy();
    expect(within(pack).getByText('¥120.00').tagName).toBe('DEL');
    const hints = await screen.findByRole('region', { name: '凑单提示' });
    expect(within(hints).getByText('再买¥437.50即可包邮')).toBeTruthy();
    const gift = within(hints).getByText('感冒灵颗粒再买2盒，可再获赠感冒灵颗粒1盒').closest('li')!;
    expect(within(gift).getByText('满赠')).toBeTruthy();
    expect(server.to('/api/cart/next_hints')[0]!.body).toEqual({ ids: ['1', '2'] });
  });

  it('offers 加价换购 once the selected goods reach its threshold, and adds a 换购 line', async () => {
    const offer = {
      goods_id: 9,
      name: '医用外科口罩',
      sccj: '稳健医疗',
      ypgg: '10只/包',
      bzdw: '包',
      zbz: 1,
      image: null,
      base_price: '10.00',
      price: '5.00',
      price_tip: null,
      limit: 2,
      in_cart: 0,
    };
    const activity = { name: '满300元换购', ends_at: '2099-01-01T12:00:00', goods: [] };
    const server = serveCart(
      cartState([
        cartLine({ id: 1 }),
        cartLine({
          id: 2,
          type: 2,
          price: '5.00',
          goods: goodsOf({ id: 9, name: '医用外科口罩' }),
          trade_up: { id: 30, threshold: '300.00', limit: 2, ends_at: '2099-01-01T12:00:00' },
        }),
      ]),
      {
        tradeUps: {
          base_amount: '62.50',
          activities: [
            {
              ...activity,
              id: 5,
              threshold: '300.00',
              reached: false,
              more: '237.50',
              goods: [{ ...offer, offer_id: 30 }],
            },
            {
              ...activity,
              id: 6,
              name: '满50元换购',
              threshold: '50.00',
              reached: true,
              more: '0.00',
              goods: [{ ...offer, offer_id: 31, goods_id: 10, name: '电子体温计' }],
            },
          ],
        },
      },
    );
    renderRoute(routes, '/cart');
    const short = await screen.findByRole('region', { name: '加价换购：满300元换购' });
    expect(within(short).getByText(/满¥300.00可加价换购，还差¥237.50/)).toBeTruthy();
    expect(within(short).getByRole('button', { name: '换购医用外科口罩' })).toHaveProperty('disabled', true);
    const reached = screen.getByRole('region', { name: '加价换购：满50元换购' });
    expect(within(reached).getByText(/已满足条件/)).toBeTruthy();
    expect(within(reached).getByLabelText('换购价5.00元')).toBeTruthy();
    fireEvent.click(within(reached).getByRole('button', { name: '换购电子体温计' }));
    await waitFor(() => expect(server.to('/api/cart')).toHaveLength(1));
    expect(server.to('/api/cart')[0]!.body).toEqual({ data: [{ goods_id: '10', number: '1', type: '2' }] });
    const line = screen
      .getAllByRole('listitem', { name: '医用外科口罩' })
      .find((item) => !short.contains(item))!;
    expect(within(line).getByText('换购')).toBeTruthy();
    expect(within(line).getByText(/满¥300.00换购，每单限换2盒/)).toBeTruthy();
  });

  it('copies the selected lines to another account of the group', async () => {
    const server = serveCart(twoWarehouses(), {
      targets: [{ id: 9, company: '仁和大药房二店', name: '李四', phone: '138****0003' }],
    });
    renderRoute(routes, '/cart');
    fireEvent.click(await screen.findByRole('button', { name: '复制到其他账号' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: '仁和大药房二店 · 李四 138****0003' }));
    fireEvent.click(screen.getByRole('button', { name: '复制' }));
    await waitFor(() => expect(server.to('/api/cart/copy')).toHaveLength(1));
    expect(server.to('/api/cart/copy')[0]!.body).toEqual({ ids: ['1', '2', '3'], other_user_ids: ['9'] });
    expect(await screen.findByText('已复制到所选账号的购物车')).toBeTruthy();
  });

  it('offers no copy when the buyer has no other account', async () => {
    serveCart(twoWarehouses());
    renderRoute(routes, '/cart');
    await screen.findByRole('button', { name: '去结算' });
    expect(screen.queryByRole('button', { name: '复制到其他账号' })).toBeNull();
  });

  it('sends a visitor to log in and back', async () => {
    mswServer.use(visitorHandler());
    const { router } = renderRoute(routes, '/cart');
    expect(await screen.findByText('登录页面')).toBeTruthy();
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/cart')}`);
  });
});
