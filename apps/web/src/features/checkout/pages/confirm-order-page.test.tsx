import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import qs from 'qs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN, type OrderConfirmation } from '@yaocai/domain/contracts/checkout';
import { configureApiClient, resetApiClient, SERVER_BUSY_TEXT } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import {
  address,
  buyerHandler,
  confirmation,
  coupon500,
  ok,
  orderDetail,
  orderLine,
  orderTotals,
  payMethods,
} from '../testing/checkout-fixtures';
import { ConfirmOrderPage } from './confirm-order-page';

const routes = [
  { path: '/cart/confirm', element: <ConfirmOrderPage /> },
  { path: '/cart/pay/:id', element: <p>支付页面</p> },
  { path: '/cart', element: <p>购物车页面</p> },
  { path: '/dzht', element: <p>电子合同页面</p> },
];

interface Call {
  path: string;
  body: Record<string, unknown>;
  key: string | null;
}

/** Serves the confirmation (`priced` answers per coupon) and records every POST. */
function serveCheckout({
  priced = () => confirmation(),
  submitStatuses = [200],
}: {
  priced?: (couponIds: string[]) => OrderConfirmation | Response;
  /** The status of each submit in turn; the last repeats. */
  submitStatuses?: number[];
} = {}) {
  const calls: Call[] = [];
  const record = async (request: Request) => {
    const body = qs.parse(await request.text()) as Record<string, unknown>;
    calls.push({ path: new URL(request.url).pathname, body, key: request.headers.get('idempotency-key') });
    return body;
  };
  mswServer.use(
    buyerHandler(),
    http.post(apiUrl('/api/order/confirm'), async ({ request }) => {
      const body = await record(request);
      const answer = priced((body.coupon_ids as string[] | undefined) ?? []);
      return answer instanceof Response ? answer : ok(answer);
    }),
    http.post(apiUrl('/api/order'), async ({ request }) => {
      await record(request);
      const submits = calls.filter((call) => call.path === '/api/order').length;
      const status = submitStatuses[Math.min(submits, submitStatuses.length) - 1]!;
      if (status !== 200) return HttpResponse.json({ code: status, msg: '服务器错误' }, { status });
      return ok(orderDetail({ id: 77 }), '订单提交成功');
    }),
    http.post(apiUrl('/api/user/address'), async ({ request }) => {
      await record(request);
      return ok(address({ id: 9, name: '王五' }), '收货地址已添加');
    }),
    http.post(apiUrl('/api/user/address/:id'), async ({ request }) => {
      await record(request);
      return ok(address(), '收货地址已修改');
    }),
  );
  return { to: (path: string) => calls.filter((call) => call.path === path) };
}

const region = (name: string) => screen.getByRole('region', { name });
const payMethod = (name: RegExp) =>
  within(region('支付方式')).getByRole('radio', { name }) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: '提交订单' }) as HTMLButtonElement;

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

// A whole antd form page in jsdom takes a few seconds per test.
describe('confirm order page', () => {
  it('shows the addresses with the default chosen, the lines and the totals', async () => {
    const server = serveCheckout({
      priced: () =>
        confirmation({
          lines: [
            orderLine(),
            orderLine({
              id: 2,
              area: '武汉仓',
              price: '50.00',
              number: 10,
              amount: '500.00',
              gift_data: { total: 1, type: 1, name: '板蓝根颗粒', bzdw: '盒', rule: '每满10盒赠1盒' },
              goods: { ...orderLine().goods!, id: 2, name: '板蓝根颗粒', sccj: '白云山', ypgg: '10g*20袋' },
            }),
            orderLine({
              id: 3,
              goods: {
                ...orderLine().goods!,
                id: 3,
                name: '酚麻美敏片',
                contains_ephedrine: true,
                monthly_limit: 100,
              },
              month_bought: 20,
            }),
          ],
        }),
    });
    renderRoute(routes, '/cart/confirm?ids=1,2');
    const addresses = await screen.findByRole('region', { name: '收货地址' });
    expect(screen.getByText('确认订单')).toBeTruthy();
    const chosen = within(addresses).getByRole('radio', { name: /李四/ }) as HTMLInputElement;
    expect(chosen.checked).toBe(true);
    expect((within(addresses).getByRole('radio', { name: /张三/ }) as HTMLInputElement).checked).toBe(false);

    const lines = region('商品清单');
    const second = within(lines).getByRole('listitem', { name: '板蓝根颗粒' });
    expect(within(second).getByText('武汉仓')).toBeTruthy();
    expect(within(second).getByText('白云山 10g*20袋')).toBeTruthy();
    expect(within(second).getByText('¥50.00 × 10盒')).toBeTruthy();
    expect(within(second).getByText('¥500.00')).toBeTruthy();
    expect(within(second).getByText('赠板蓝根颗粒 1盒（每满10盒赠1盒）')).toBeTruthy();
    const limited = within(lines).getByRole('listitem', { name: '酚麻美敏片' });
    expect(within(limited).getByText('含麻黄碱')).toBeTruthy();
    expect(within(limited).getByText('每月限购100盒，本月已购20盒；不能使用余额支付')).toBeTruthy();

    const totals = region('订单金额');
    expect(within(totals).getByText('¥562.50')).toBeTruthy();
    expect(within(totals).getByText('-¥20.00')).toBeTruthy();
    expect(within(totals).getByText('¥542.50').className).toBe('yc-checkout-payable');
    expect(within(totals).getByText(/寄送至：广东省 广州市 天河区 体育西路2号/)).toBeTruthy();
    expect(submitButton().disabled).toBe(false);
    expect(server.to('/api/order/confirm')[0]!.body).toEqual({ ids: ['1', '2'] });
  });

  it('preselects the coupon that saves most, and prices the order again with the chosen one', async () => {
    const coupons = [
      coupon500,
      { id: 6, name: '满300减50', saving: '50.00', rule: '满300减50', ends_at: '2099-12-31' },
      { id: 7, name: '品牌券', saving: '0.00', rule: '指定品牌可用', ends_at: '2099-12-31' },
    ];
    const amounts: Record<string, string> = { '': '542.50', '5': '512.50', '6': '492.50' };
    const server = serveCheckout({
      priced: (couponIds) => {
        const saving = couponIds[0] === '6' ? '50.00' : couponIds[0] === '5' ? '30.00' : '0.00';
        const payable = amounts[couponIds.join(',')]!;
        return confirmation({ coupons, total: orderTotals({ coupon_amount: saving, payable }) });
      },
    });
    renderRoute(routes, '/cart/confirm?ids=1');
    const coupons$ = await screen.findByRole('region', { name: '优惠券' });
    const radio = (name: RegExp | string) =>
      within(coupons$).getByRole('radio', { name }) as HTMLInputElement;
    await waitFor(() => expect(within(region('订单金额')).getByText('¥492.50')).toBeTruthy());
    expect(radio(/满300减50.*省¥50\.00/).checked).toBe(true);
    expect(server.to('/api/order/confirm').map((call) => call.body)).toEqual([
      { ids: ['1'] },
      { ids: ['1'], coupon_ids: ['6'] },
    ]);

    fireEvent.click(radio(/满500减30.*省¥30\.00/));
    await waitFor(() => expect(within(region('订单金额')).getByText('¥512.50')).toBeTruthy());
    expect(within(region('订单金额')).getByText('-¥30.00')).toBeTruthy();
    fireEvent.click(radio('不使用优惠券'));
    await waitFor(() => expect(within(region('订单金额')).getByText('¥542.50')).toBeTruthy());
    expect(radio('不使用优惠券').checked).toBe(true);
    expect(server.to('/api/order/confirm').at(-1)!.body).toEqual({ ids: ['1'] });
  });

  it('submits with one Idempotency-Key per visit, the same on a retry, then goes to the pay page', async () => {
    const server = serveCheckout({ submitStatuses: [500, 200] });
    const { router } = renderRoute(routes, '/cart/confirm?ids=1,2');
    const addresses = await screen.findByRole('region', { name: '收货地址' });
    fireEvent.click(within(addresses).getByRole('radio', { name: /张三/ }));
    fireEvent.click(within(region('发票')).getByRole('radio', { name: '普通发票' }));
    expect((screen.getByRole('textbox', { name: '发票抬头' }) as HTMLInputElement).value).toBe('仁和大药房');
    fireEvent.change(screen.getByRole('textbox', { name: '订单备注' }), { target: { value: '请周一送货' } });
    expect(within(region('订单备注')).getByText('5 / 200')).toBeTruthy();

    fireEvent.click(submitButton());
    expect(await screen.findByText(SERVER_BUSY_TEXT)).toBeTruthy();
    expect(server.to('/api/order')).toHaveLength(1);
    fireEvent.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/pay/77'));
    expect(router.state.location.search).toBe('?method=credit');
    expect(await screen.findByText('支付页面')).toBeTruthy();

    const [first, retry] = server.to('/api/order');
    expect(first!.key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(retry!.key).toBe(first!.key);
    expect(retry!.body).toEqual({
      ids: ['1', '2'],
      address_id: '1',
      invoice_type: '1',
      invoice_title: '仁和大药房',
      remark: '请周一送货',
    });
  });

  it('shows the ways to pay, each that cannot pay disabled with why, the first usable chosen', async () => {
    serveCheckout({ priced: () => confirmation({ pay_methods: payMethods({ credit: '0.00' }) }) });
    renderRoute(routes, '/cart/confirm?ids=1');
    await screen.findByRole('region', { name: '支付方式' });
    expect(payMethod(/余额支付/).disabled).toBe(true);
    expect(payMethod(/余额支付/).checked).toBe(false);
    expect(payMethod(/余额支付/).labels?.[0]?.textContent).toContain('账户余额¥100.00余额不足');
    expect(payMethod(/授信支付/).disabled).toBe(true);
    expect(payMethod(/授信支付/).labels?.[0]?.textContent).toContain('可用额度¥0.00可用额度不足');
    expect(payMethod(/在线支付/).disabled).toBe(false);
    expect(payMethod(/在线支付/).checked).toBe(true);
  });

  it('moves a default choice with the amounts, but keeps the one the buyer made while it can pay', async () => {
    // ¥542.50 without the coupon, ¥512.50 with it: the ¥520.00 balance pays only with the coupon.
    const priced = (couponIds: string[]) => {
      const payable = couponIds.length === 0 ? '542.50' : '512.50';
      return confirmation({
        coupons: [coupon500],
        total: orderTotals({ coupon_amount: couponIds.length === 0 ? '0.00' : '30.00', payable }),
        pay_methods: payMethods({ payable, balance: '520.00' }),
      });
    };
    serveCheckout({ priced });
    renderRoute(routes, '/cart/confirm?ids=1');
    const coupons = await screen.findByRole('region', { name: '优惠券' });
    // The coupon is preselected; without it the balance falls short and credit is the default.
    await waitFor(() => expect(payMethod(/余额支付/).checked).toBe(true));
    fireEvent.click(within(coupons).getByRole('radio', { name: '不使用优惠券' }));
    await waitFor(() => expect(payMethod(/授信支付/).checked).toBe(true));

    fireEvent.click(within(coupons).getByRole('radio', { name: /满500减30/ }));
    await waitFor(() => expect(payMethod(/余额支付/).checked).toBe(true));
    expect(payMethod(/授信支付/).checked).toBe(false);

    fireEvent.click(payMethod(/在线支付/));
    expect(payMethod(/在线支付/).checked).toBe(true);
    fireEvent.click(within(coupons).getByRole('radio', { name: '不使用优惠券' }));
    await waitFor(() => expect(within(region('订单金额')).getByText('¥542.50')).toBeTruthy());
    expect(payMethod(/在线支付/).checked).toBe(true);

    fireEvent.click(within(coupons).getByRole('radio', { name: /满500减30/ }));
    await waitFor(() => expect(payMethod(/余额支付/).disabled).toBe(false));
    fireEvent.click(payMethod(/余额支付/));
    expect(payMethod(/余额支付/).checked).toBe(true);
    fireEvent.click(within(coupons).getByRole('radio', { name: '不使用优惠券' }));
    await waitFor(() => expect(payMethod(/余额支付/).disabled).toBe(true));
    expect(payMethod(/余额支付/).checked).toBe(false);
    expect(payMethod(/授信支付/).checked).toBe(true);
  });

  it('goes to the pay page with the method the buyer chose', async () => {
    serveCheckout();
    const { router } = renderRoute(routes, '/cart/confirm?ids=1');
    await screen.findByRole('region', { name: '支付方式' });
    fireEvent.click(payMethod(/在线支付/));
    fireEvent.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/pay/77'));
    expect(router.state.location.search).toBe('?method=online');
  });

  it('takes no new choice once the order is submitted, so the pay page opens with the method shown', async () => {
    // A coupon that saves nothing here is offered but not preselected.
    const server = serveCheckout({
      priced: () => confirmation({ coupons: [{ ...coupon500, saving: '0.00' }] }),
    });
    let placeOrder!: () => void;
    const placed = new Promise<void>((resolve) => (placeOrder = resolve));
    mswServer.use(
      http.post(apiUrl('/api/order'), async ({ request }) => {
        await request.text();
        await placed;
        return ok(orderDetail({ id: 77 }), '订单提交成功');
      }),
    );
    const { router } = renderRoute(routes, '/cart/confirm?ids=1');
    await screen.findByRole('region', { name: '支付方式' });
    expect(payMethod(/授信支付/).checked).toBe(true);
    fireEvent.click(submitButton());

    await waitFor(() => expect(payMethod(/在线支付/).disabled).toBe(true));
    fireEvent.click(payMethod(/在线支付/));
    expect(payMethod(/授信支付/).checked).toBe(true);
    expect(within(region('优惠券')).getByRole('radio', { name: /满500减30/ })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('textbox', { name: '订单备注' })).toHaveProperty('disabled', true);

    placeOrder();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/pay/77'));
    expect(router.state.location.search).toBe('?method=credit');
    expect(server.to('/api/order/confirm')).toHaveLength(1);
  });

  it('leaves the choice to the pay page when the server offers no ways to pay', async () => {
    serveCheckout({ priced: () => confirmation({ pay_methods: [] }) });
    const { router } = renderRoute(routes, '/cart/confirm?ids=1');
    const methods = await screen.findByRole('region', { name: '支付方式' });
    expect(within(methods).getByText('提交订单后选择支付方式')).toBeTruthy();
    fireEvent.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/pay/77'));
    expect(router.state.location.search).toBe('');
  });

  it('uses a new key on a new visit', async () => {
    const server = serveCheckout();
    const first = renderRoute(routes, '/cart/confirm?ids=1');
    await screen.findByRole('region', { name: '收货地址' });
    fireEvent.click(submitButton());
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/cart/pay/77'));
    first.unmount();
    renderRoute(routes, '/cart/confirm?ids=1');
    await screen.findByRole('region', { name: '收货地址' });
    fireEvent.click(submitButton());
    await waitFor(() => expect(server.to('/api/order')).toHaveLength(2));
    const [one, two] = server.to('/api/order');
    expect(two!.key).not.toBe(one!.key);
  });

  it('asks for an address when the buyer has none, and adds one', async () => {
    const added = address({ id: 9, name: '王五', is_default: 1 });
    const server = serveCheckout({
      priced: () => confirmation({ addresses: server.to('/api/user/address').length > 0 ? [added] : [] }),
    });
    renderRoute(routes, '/cart/confirm?ids=1');
    const addresses = await screen.findByRole('region', { name: '收货地址' });
    expect(within(addresses).getByText('您还没有收货地址，请先添加收货地址')).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
    expect(within(region('订单金额')).getByText('请先添加收货地址')).toBeTruthy();

    fireEvent.click(within(addresses).getByRole('button', { name: '新增收货地址' }));
    const dialog = await screen.findByRole('dialog', { name: '新增收货地址' });
    const fill = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fill('收货人', '王五');
    fill('联系电话', '13800000009');
    fill('省份', '湖北省');
    fill('城市', '武汉市');
    fill('区县', '江汉区');
    fill('详细地址', '解放大道3号');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /默认地址/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(screen.getByRole('radio', { name: /王五/ })).toHaveProperty('checked', true));
    expect(submitButton().disabled).toBe(false);
    expect(server.to('/api/user/address')[0]!.body).toEqual({
      name: '王五',
      phone: '13800000009',
      province: '湖北省',
      city: '武汉市',
      district: '江汉区',
      detail: '解放大道3号',
      is_default: '1',
    });
  });

  it('checks the address form with the contract rules before sending it', async () => {
    const server = serveCheckout();
    renderRoute(routes, '/cart/confirm?ids=1');
    fireEvent.click(await screen.findByRole('button', { name: '修改张三的收货地址' }));
    const dialog = await screen.findByRole('dialog', { name: '修改收货地址' });
    expect((within(dialog).getByLabelText('收货人') as HTMLInputElement).value).toBe('张三');
    const phone = within(dialog).getByLabelText('联系电话');
    // spec §5: a mobile number, or an area code of 2-3 digits, a dash and 7-8 digits.
    for (const wrong of ['123', '21-123456', '021 12345678']) {
      fireEvent.change(phone, { target: { value: wrong } });
      fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
      expect(
        await within(dialog).findByText('请填写11位手机号，或区号-号码形式的固定电话（如 021-12345678）'),
      ).toBeTruthy();
    }
    expect(server.to('/api/user/address/1')).toHaveLength(0);

    fireEvent.change(phone, { target: { value: '13900000001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.to('/api/user/address/1')).toHaveLength(1));
    expect(server.to('/api/user/address/1')[0]!.body).toMatchObject({
      name: '张三',
      phone: '13900000001',
      is_default: '0',
    });
  });

  it('refuses a link without usable line ids, with a way back to the cart', async () => {
    serveCheckout();
    renderRoute(routes, '/cart/confirm?ids=1,abc');
    expect(await screen.findByText('没有要结算的商品')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: '返回购物车' }));
    expect(await screen.findByText('购物车页面')).toBeTruthy();
  });

  it('sends a buyer without a signed contract to sign it, with the way back', async () => {
    serveCheckout({
      priced: () => HttpResponse.json({ code: 459, msg: '请先签署电子合同' }, { status: 459 }),
    });
    const { router } = renderRoute(routes, '/cart/confirm?ids=1,2');
    configureApiClient({
      navigate: (to) => void router.navigate(to),
      currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
    });
    expect(await screen.findByText('电子合同页面')).toBeTruthy();
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/cart/confirm?ids=1,2')}`);
  });
});
