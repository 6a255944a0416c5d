import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetApiClient } from '../../../lib/api-client';
import { closeChat, useChatOffer } from '../../../lib/chat-opener';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { ok, orderSummary } from '../testing/order-fixtures';
import { OrderActions } from './order-actions';

function Offered() {
  const offer = useChatOffer();
  return <output aria-label="offered">{offer ? JSON.stringify(offer) : ''}</output>;
}

let served = 0;
const serveUser = (isCanChat: boolean) =>
  mswServer.use(
    http.get(apiUrl('/api/user/base'), () => {
      served += 1;
      return ok({
        company: '仁和大药房',
        is_passed: 1,
        cart: 0,
        message_count: 0,
        common_config: {},
        is_can_chat: isCanChat,
      });
    }),
  );

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  closeChat();
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('咨询客服 on an order', () => {
  it('opens the chat offering the order’s card, for a buyer who may chat', async () => {
    serveUser(true);
    const order = orderSummary({ id: 42, order_no: 'YC202612020001', payable: '88.00' });
    renderRoute([{ path: '/', element: <OrderActions order={order} /> }], '/', <Offered />);
    fireEvent.click(await screen.findByRole('button', { name: '就订单 YC202612020001 咨询客服' }));
    const offered = JSON.parse(screen.getByRole('status', { name: 'offered' }).textContent ?? '{}');
    expect(offered).toMatchObject({ type: 'order', order_id: 42, order_no: 'YC202612020001' });
    expect(offered.detail).toContain('¥88.00');
  });

  it('is not offered while the shop has chat off', async () => {
    serveUser(false);
    served = 0;
    renderRoute([{ path: '/', element: <OrderActions order={orderSummary()} /> }], '/');
    expect(await screen.findByRole('button', { name: /再次购买/ })).toBeTruthy();
    // The buyer's state has been read and drawn: no button follows it.
    await waitFor(() => expect(served).toBe(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: /咨询客服/ })).toBeNull();
  });
});
