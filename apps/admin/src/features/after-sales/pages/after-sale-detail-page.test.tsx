import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Permission } from '@yaocai/domain/contracts/admin';
import type { AdminAfterSale } from '@yaocai/domain/contracts/after-sales';
import { resetApiClient } from '../../../lib/api-client';
import { afterSale, ok, operatorHandler } from '../../../testing/fixtures';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

let posted: string[];

/** Request 61 as given; approving or receiving moves it to `next`. */
function serveRequest(request: AdminAfterSale, next: Partial<AdminAfterSale>, permissions?: Permission[]) {
  const answer = (action: string, msg: string) => () => {
    posted.push(action);
    return ok({ ...request, ...next }, msg);
  };
  mswServer.use(
    operatorHandler(permissions),
    http.get(apiUrl('/api/admin/after-sales/61'), () => ok(request)),
    http.post(apiUrl('/api/admin/after-sales/61/approve'), answer('approve', '已同意退货，等待买家寄回')),
    http.post(apiUrl('/api/admin/after-sales/61/receive'), answer('receive', '已确认收到退货并退款')),
  );
}

const item = (label: string) => screen.getByText(label).closest('th')!.nextElementSibling!.textContent;
/** The open confirmation bubble (its title may repeat the button's text). */
const confirmBubble = () =>
  waitFor(() => {
    const bubble = document.querySelector<HTMLElement>('.ant-popconfirm');
    expect(bubble).toBeTruthy();
    return bubble!;
  });
const toast = () => document.querySelector('.ant-message')?.textContent ?? '';

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  posted = [];
  document.cookie = 'XSRF-TOKEN=t1; path=/';
});
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('the request', () => {
  it('shows its lines, description, refund way, return parcel, reason of refusal and times', async () => {
    serveRequest(
      afterSale({
        kind: 'return',
        status: 'rejected',
        pay_method: 'credit',
        return_carrier: '顺丰速运',
        return_tracking_no: 'SF300400',
        reject_reason: '退回商品已拆封',
        reviewed_at: '2025-03-06T02:00:00.000Z',
      }),
      {},
    );
    renderApp('/after-sales/61');
    expect(await screen.findByRole('link', { name: 'YC202503010031' })).toBeTruthy();
    expect(item('类型')).toBe('退货退款');
    expect(item('退款金额')).toBe('¥25.00');
    expect(item('退款方式')).toBe('原路退回（授信支付）');
    expect(item('售后原因')).toBe('商品破损');
    expect(item('问题描述')).toBe('外箱压坏，两盒漏液');
    expect(item('退货物流')).toBe('顺丰速运 · 运单号 SF300400');
    expect(item('拒绝原因')).toBe('退回商品已拆封');
    expect(item('申请时间')).toMatch(/^2025-03-05 \d\d:00:00$/);
    expect(item('审核时间')).toMatch(/^2025-03-06 \d\d:00:00$/);
    expect(item('退款时间')).toBe('—');
    const line = screen.getByText('感冒灵颗粒').closest('tr')!;
    expect(within(line).getByText('10g*9袋')).toBeTruthy();
    expect(within(line).getByText('2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '拒绝' })).toBeNull();
  });

  it('leaves out the parcel and the refusal while there are none', async () => {
    serveRequest(afterSale(), {});
    renderApp('/after-sales/61');
    await screen.findByText('外箱压坏，两盒漏液');
    expect(screen.queryByText('退货物流')).toBeNull();
    expect(screen.queryByText('拒绝原因')).toBeNull();
  });
});

describe('reviewing', () => {
  it('approves a return after saying the buyer will be asked to send the goods back', async () => {
    serveRequest(afterSale({ kind: 'return' }), { status: 'returning' });
    renderApp('/after-sales/61');
    fireEvent.click(await screen.findByRole('button', { name: '同意' }));
    const confirm = await confirmBubble();
    expect(confirm.textContent).toContain('同意后将通知买家寄回商品，收到退货后再退款 ¥25.00。');
    fireEvent.click(within(confirm).getByRole('button', { name: '同意' }));
    await waitFor(() => expect(posted).toEqual(['approve']));
    await waitFor(() => expect(toast()).toContain('已同意退货，等待买家寄回'));
    expect(await screen.findByText('已同意退货，等待买家寄回商品并填写退货物流。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '确认收到退货并退款' })).toBeTruthy();
  });

  it('says an online refund arrives by the gateway', async () => {
    serveRequest(afterSale({ pay_method: 'online' }), { status: 'refunding' });
    renderApp('/after-sales/61');
    fireEvent.click(await screen.findByRole('button', { name: '同意' }));
    const confirm = await confirmBubble();
    expect(confirm.textContent).toContain('原路退回（在线支付），到账时间以支付渠道为准');
  });

  it('refunds a return once its goods are back, after a confirmation', async () => {
    serveRequest(
      afterSale({
        kind: 'return',
        status: 'returning',
        return_carrier: '中通快递',
        return_tracking_no: 'ZT77',
      }),
      { status: 'refunded', refunded_at: '2025-03-08T02:00:00.000Z' },
    );
    renderApp('/after-sales/61');
    expect(await screen.findByText('买家已寄回商品，收到并核对后请确认收到退货并退款。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '同意' })).toBeNull();
    expect(screen.getByRole('button', { name: '拒绝' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确认收到退货并退款' }));
    const confirm = await confirmBubble();
    expect(confirm.textContent).toContain('确认后退款 ¥25.00，原路退回（余额支付），立即到账。');
    fireEvent.click(within(confirm).getByRole('button', { name: '确认退款' }));
    await waitFor(() => expect(posted).toEqual(['receive']));
    await waitFor(() => expect(toast()).toContain('已确认收到退货并退款'));
    await waitFor(() => expect(item('状态')).toBe('已退款'));
    expect(screen.queryByRole('button', { name: '拒绝' })).toBeNull();
  });

  it.each<[string, AdminAfterSale, Permission[] | undefined]>([
    ['to a role without orders.refund', afterSale(), ['orders.read']],
    ['once refunded', afterSale({ status: 'refunded' }), undefined],
    ['while the online refund is on its way', afterSale({ status: 'refunding' }), undefined],
  ])('offers no review %s', async (_case, request, permissions) => {
    serveRequest(request, {}, permissions);
    renderApp('/after-sales/61');
    await screen.findByText('外箱压坏，两盒漏液');
    expect(screen.queryByRole('button', { name: '同意' })).toBeNull();
    expect(screen.queryByRole('button', { name: '拒绝' })).toBeNull();
    expect(screen.queryByRole('button', { name: '确认收到退货并退款' })).toBeNull();
  });
});
