import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import qs from 'qs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OrderAfterSales } from '@yaocai/domain/contracts/after-sales';
import { ORDER_STATUS } from '@yaocai/domain/contracts/order';
import type { OrderDetail } from '@yaocai/domain/contracts/order-responses';
import { resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import {
  afterSale,
  afterSaleBuyerHandler,
  ok,
  orderAfterSales,
  orderDetail,
  orderLine,
} from '../testing/order-fixtures';
import { OrderDetailPage } from '../pages/order-detail-page';

const routes = [{ path: '/order/:id', element: <OrderDetailPage /> }];

/** The first load waits for the user state, then mounts the whole page; the first toast loads its code. */
const FIRST_LOAD = { timeout: 5000 };

const shippedOrder = (overrides: Partial<OrderDetail> = {}) =>
  orderDetail({
    id: 8,
    order_no: 'YC202503010008',
    status: ORDER_STATUS.shipped,
    pay_method: 'balance',
    paid_at: '2025-03-01T09:40:00',
    can_pay: false,
    can_cancel: false,
    lines: [
      orderLine({ id: 1, number: 10, amount: '228.50' }),
      orderLine({ id: 2, goods_id: 2, name: '板蓝根颗粒', ypgg: '10g*20袋', number: 4, amount: '40.00' }),
    ],
    shipments: [{ carrier: '顺丰速运', tracking_no: 'SF1234567890', shipped_at: '2025-03-02T15:00:00' }],
    ...overrides,
  });

interface Posted {
  path: string;
  body: Record<string, unknown>;
}

/**
 * Serves one order and its after-sales: `answers` in turn (the last repeating) for every read and
 * every change, the changes recorded with their bodies.
 */
function serve(order: OrderDetail, answers: OrderAfterSales[], { isAfterSale = 1 as 0 | 1 } = {}) {
  const posted: Posted[] = [];
  let reads = 0;
  let served = 0;
  const next = () => answers[Math.min(served++, answers.length - 1)];
  const record = async (request: Request) =>
    posted.push({ path: new URL(request.url).pathname, body: qs.parse(await request.text()) });
  mswServer.use(
    afterSaleBuyerHandler(isAfterSale),
    http.get(apiUrl('/api/order/:id'), () => ok(order)),
    http.get(apiUrl('/api/order/:id/after_sales'), () => {
      reads += 1;
      return ok(next());
    }),
    http.post(apiUrl('/api/order/:id/after_sales'), async ({ request }) => {
      await record(request);
      return ok(next(), '售后申请已提交，请等待商家审核');
    }),
    http.post(apiUrl('/api/after_sale/:id/return'), async ({ request }) => {
      await record(request);
      return ok(next(), '退货物流已提交');
    }),
  );
  return { posted, reads: () => reads };
}

const findSection = () => screen.findByRole('region', { name: '售后' }, FIRST_LOAD);

/** Opens an antd select by its label and picks the option with this text. */
async function choose(dialog: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(dialog).getByLabelText(label));
  fireEvent.click(await screen.findByTitle(option));
}

/**
 * jsdom plays no CSS animations: once the dialog starts leaving, end its animation as a browser would
 * (under either event name the motion library may listen for) until it is gone. The motion library
 * listens only from the frame after the leave class is set, so an end sent earlier is not heard.
 */
async function finishClosing(dialog: HTMLElement) {
  await waitFor(() => expect(dialog.className).toContain('leave'));
  await waitFor(() => {
    for (const type of ['animationend', 'webkitAnimationEnd']) fireEvent(dialog, new Event(type));
    expect(dialog.isConnected).toBe(false);
  });
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('after-sales on the order detail page', () => {
  it('lists the requests newest first, with their goods, reasons, refusals and parcels', async () => {
    serve(shippedOrder({ status: ORDER_STATUS.completed }), [
      orderAfterSales({
        until: '2025-04-04T10:00:00',
        claimable: [
          { line_id: 1, number: 3 },
          { line_id: 2, number: 0 },
        ],
        list: [
          afterSale({
            id: 3,
            kind: 'return',
            status: 'refunded',
            amount: '40.00',
            lines: [
              { line_id: 2, name: '板蓝根颗粒', ypgg: '10g*20袋', bzdw: '盒', number: 4, amount: '40.00' },
            ],
            return_carrier: '中通快递',
            return_tracking_no: 'ZT-778899',
            created_at: '2025-03-06T09:00:00',
            refunded_at: '2025-03-09T16:30:00',
          }),
          afterSale({
            id: 2,
            status: 'rejected',
            reason: '质量问题',
            description: '外包装受潮\n颗粒结块',
            reject_reason: '照片无法看出问题',
            created_at: '2025-03-05T11:00:00',
          }),
          afterSale({ id: 1, created_at: '2025-03-04T08:00:00' }),
        ],
      }),
    ]);
    renderRoute(routes, '/order/8');
    const section = await findSection();
    expect(within(section).getByText('售后申请截止 2025-04-04 10:00')).toBeTruthy();
    expect(within(section).getByRole('button', { name: '申请售后' })).toBeTruthy();

    const requests = within(section).getAllByRole('article');
    expect(requests.map((request) => request.getAttribute('aria-label'))).toEqual([
      '退货退款 2025-03-06 09:00',
      '仅退款 2025-03-05 11:00',
      '仅退款 2025-03-04 08:00',
    ]);
    const [returned, rejected, pending] = requests as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(returned).getByText('已退款').className).toContain('green');
    const row = within(returned).getByRole('row', { name: /板蓝根颗粒/ });
    for (const text of ['10g*20袋', '4盒', '¥40.00']) expect(within(row).getByText(text)).toBeTruthy();
    expect(within(returned).getByText('退货物流：中通快递')).toBeTruthy();
    expect(within(returned).getByText('运单号：ZT-778899')).toBeTruthy();
    expect(within(returned).getByText('2025-03-09 16:30')).toBeTruthy();
    expect(within(returned).queryByRole('button', { name: '修改物流' })).toBeNull();

    expect(within(rejected).getByText('已拒绝')).toBeTruthy();
    expect(within(rejected).getByText('质量问题')).toBeTruthy();
    expect(within(rejected).getByText(/外包装受潮/).textContent).toBe('外包装受潮\n颗粒结块');
    expect(within(rejected).getByText('照片无法看出问题')).toBeTruthy();

    expect(within(pending).getByText('待审核').className).toContain('orange');
    expect(within(pending).getByText('¥45.70', { selector: '.yc-orders-price' })).toBeTruthy();
    expect(within(pending).getByRole('row', { name: /感冒灵颗粒/ })).toBeTruthy();
    expect(within(pending).queryByText('拒绝原因：')).toBeNull();
  });

  it('says why no request can be made, without the button, once claims are closed', async () => {
    serve(shippedOrder({ status: ORDER_STATUS.completed }), [
      orderAfterSales({
        open: false,
        closed_reason: '已超过售后期限（确认收货后30天内）',
        until: '2025-04-04T10:00:00',
      }),
    ]);
    renderRoute(routes, '/order/8');
    const section = await findSection();
    expect(within(section).getByText('已超过售后期限（确认收货后30天内）')).toBeTruthy();
    expect(within(section).queryByText(/售后申请截止/)).toBeNull();
    expect(within(section).queryByRole('button', { name: '申请售后' })).toBeNull();
  });

  it('shows nothing on a shipped order that takes no request and has none', async () => {
    const server = serve(shippedOrder(), [
      orderAfterSales({ open: false, closed_reason: '已发货的商品均已申请售后' }),
    ]);
    renderRoute(routes, '/order/8');
    await screen.findByRole('region', { name: '订单状态' }, FIRST_LOAD);
    await waitFor(() => expect(server.reads()).toBe(1));
    expect(screen.queryByRole('region', { name: '售后' })).toBeNull();
    expect(screen.queryByRole('button', { name: '申请售后' })).toBeNull();
  });

  it('does not ask for after-sales of an order that has not shipped', async () => {
    const server = serve(orderDetail({ id: 8 }), [orderAfterSales({ open: false })]);
    renderRoute(routes, '/order/8');
    await screen.findByRole('region', { name: '订单状态' }, FIRST_LOAD);
    expect(screen.queryByRole('region', { name: '售后' })).toBeNull();
    expect(server.reads()).toBe(0);
  });

  it('shows nothing of after-sales when the shop does not offer them', async () => {
    const server = serve(shippedOrder(), [orderAfterSales({ list: [afterSale()] })], { isAfterSale: 0 });
    renderRoute(routes, '/order/8');
    await screen.findByRole('region', { name: '订单状态' }, FIRST_LOAD);
    expect(screen.getByRole('region', { name: '商品清单' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '售后' })).toBeNull();
    expect(screen.queryByRole('button', { name: '申请售后' })).toBeNull();
    expect(server.reads()).toBe(0);
  });

  it('files a request for the picked goods, bounded by what may still be claimed', async () => {
    const claimable = [
      { line_id: 1, number: 3 },
      { line_id: 2, number: 0 },
    ];
    const filed = afterSale({
      id: 5,
      kind: 'return',
      reason: '发错商品',
      description: '规格不对',
      lines: [{ line_id: 1, name: '感冒灵颗粒', ypgg: '10g*9袋', bzdw: '盒', number: 2, amount: '45.70' }],
      created_at: '2025-03-03T12:00:00',
    });
    const server = serve(shippedOrder(), [
      orderAfterSales({ claimable }),
      orderAfterSales({ claimable: [{ line_id: 1, number: 1 }, claimable[1]!], list: [filed] }),
    ]);
    renderRoute(routes, '/order/8');
    const section = await findSection();
    expect(within(section).queryByRole('article')).toBeNull();
    const apply = within(section).getByRole('button', { name: '申请售后' });
    apply.focus();
    fireEvent.click(apply);
    const dialog = await screen.findByRole('dialog', { name: '申请售后' });
    expect(within(dialog).getByText('退款金额以商家审核为准')).toBeTruthy();

    const taken = within(dialog).getByRole('checkbox', { name: '选择板蓝根颗粒' }) as HTMLInputElement;
    expect(taken.disabled).toBe(true);
    expect(within(within(dialog).getByRole('row', { name: /板蓝根颗粒/ })).getByText('已申请')).toBeTruthy();
    expect(within(dialog).queryByRole('spinbutton', { name: '板蓝根颗粒售后数量' })).toBeNull();
    const quantity = within(dialog).getByRole('spinbutton', {
      name: '感冒灵颗粒售后数量',
    }) as HTMLInputElement;
    expect(quantity.disabled).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(await within(dialog).findByText('请选择售后原因')).toBeTruthy();
    expect(await within(dialog).findByText('请选择售后商品')).toBeTruthy();
    expect(server.posted).toEqual([]);

    fireEvent.click(within(dialog).getByRole('radio', { name: '退货退款' }));
    await choose(dialog, '售后原因', '发错商品');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '选择感冒灵颗粒' }));
    expect(quantity.disabled).toBe(false);
    expect(quantity.getAttribute('aria-valuemax')).toBe('3');
    fireEvent.change(quantity, { target: { value: '5' } });
    fireEvent.blur(quantity);
    expect(quantity.value).toBe('3');
    fireEvent.change(quantity, { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText('问题描述'), { target: { value: '规格不对' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));

    await waitFor(() =>
      expect(server.posted).toEqual([
        {
          path: '/api/order/8/after_sales',
          body: {
            kind: 'return',
            reason: '发错商品',
            description: '规格不对',
            lines: [{ line_id: '1', number: '2' }],
          },
        },
      ]),
    );
    expect(await screen.findByText('售后申请已提交，请等待商家审核', {}, FIRST_LOAD)).toBeTruthy();
    await finishClosing(dialog);
    expect(screen.queryByRole('dialog', { name: '申请售后' })).toBeNull();
    // The focus goes back to where the dialog was opened from.
    expect(document.activeElement).toBe(apply);
    const request = await within(section).findByRole('article', { name: '退货退款 2025-03-03 12:00' });
    expect(within(request).getByText('待审核')).toBeTruthy();
    expect(within(request).getByText('规格不对')).toBeTruthy();

    // Opened again, the form starts afresh, with what is left to claim.
    fireEvent.click(apply);
    const again = await screen.findByRole('dialog', { name: '申请售后' });
    expect((within(again).getByRole('radio', { name: '仅退款' }) as HTMLInputElement).checked).toBe(true);
    expect(
      (within(again).getByRole('checkbox', { name: '选择感冒灵颗粒' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(within(within(again).getByRole('row', { name: /感冒灵颗粒/ })).getByText('1盒')).toBeTruthy();
    expect((within(again).getByLabelText('问题描述') as HTMLTextAreaElement).value).toBe('');
  });

  it('takes the return parcel of an approved return, then lets it be corrected', async () => {
    const returning = afterSale({ id: 6, kind: 'return', status: 'returning' });
    const sent = { ...returning, return_carrier: '顺丰速运', return_tracking_no: 'SF-1002003' };
    const server = serve(shippedOrder(), [
      orderAfterSales({ list: [returning] }),
      orderAfterSales({ list: [sent] }),
    ]);
    renderRoute(routes, '/order/8');
    const section = await findSection();
    const request = within(section).getByRole('article');
    expect(within(request).getByText('待退货')).toBeTruthy();
    expect(within(request).getByText('请将商品寄回商家，并填写退货物流')).toBeTruthy();

    fireEvent.click(within(request).getByRole('button', { name: '提交物流' }));
    expect(await within(request).findByText('请填写物流公司')).toBeTruthy();
    fireEvent.change(within(request).getByLabelText('物流公司'), { target: { value: '顺丰速运' } });
    fireEvent.change(within(request).getByLabelText('运单号'), { target: { value: 'SF 1002003' } });
    fireEvent.click(within(request).getByRole('button', { name: '提交物流' }));
    expect(await within(request).findByText('运单号只能包含字母、数字和横线')).toBeTruthy();
    fireEvent.change(within(request).getByLabelText('运单号'), { target: { value: 'SF-1002003' } });
    fireEvent.click(within(request).getByRole('button', { name: '提交物流' }));

    await waitFor(() =>
      expect(server.posted).toEqual([
        { path: '/api/after_sale/6/return', body: { carrier: '顺丰速运', tracking_no: 'SF-1002003' } },
      ]),
    );
    expect(await screen.findByText('退货物流已提交', {}, FIRST_LOAD)).toBeTruthy();
    expect(await within(request).findByText('退货物流：顺丰速运')).toBeTruthy();
    expect(within(request).getByText('运单号：SF-1002003')).toBeTruthy();
    expect(within(request).queryByText('请将商品寄回商家，并填写退货物流')).toBeNull();

    fireEvent.click(within(request).getByRole('button', { name: '修改物流' }));
    expect((within(request).getByLabelText('运单号') as HTMLInputElement).value).toBe('SF-1002003');
    fireEvent.click(within(request).getByRole('button', { name: '取消' }));
    expect(within(request).getByText('运单号：SF-1002003')).toBeTruthy();
  });

  it('shows a server field error on the request form and keeps it open', async () => {
    serve(shippedOrder(), [orderAfterSales({ claimable: [{ line_id: 1, number: 3 }] })]);
    mswServer.use(
      http.post(apiUrl('/api/order/:id/after_sales'), () =>
        HttpResponse.json(
          {
            code: 422,
            msg: '问题描述不能包含控制字符',
            errors: { description: ['问题描述不能包含控制字符'] },
          },
          { status: 422 },
        ),
      ),
    );
    renderRoute(routes, '/order/8');
    fireEvent.click(within(await findSection()).getByRole('button', { name: '申请售后' }));
    const dialog = await screen.findByRole('dialog', { name: '申请售后' });
    await choose(dialog, '售后原因', '商品破损');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '选择感冒灵颗粒' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(await within(dialog).findByText('问题描述不能包含控制字符')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: '申请售后' })).toBeTruthy();
  });
});
