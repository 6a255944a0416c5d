import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import qs from 'qs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BuyerMessage } from '@yaocai/domain/contracts/messages-responses';
import type { UserState } from '@yaocai/domain/contracts/user';
import { resetApiClient } from '../../../lib/api-client';
import { userBaseQueryKey } from '../../../lib/user-base';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { buyerHandler, ok } from '../../../testing/wire-fixtures';
import { MessagesPage } from './messages-page';

const routes = [{ path: '/wdxx', element: <MessagesPage /> }];

const message = (id: number, title: string, read: boolean): BuyerMessage => ({
  id,
  title,
  content: `${title}的内容`,
  read_at: read ? '2026-11-01T02:00:00.000Z' : null,
  created_at: '2026-11-01T01:00:00.000Z',
});

function serveMessages() {
  let list = [message(2, '订单已发货', false), message(1, '资质审核通过', true)];
  const reads: unknown[] = [];
  mswServer.use(
    buyerHandler(),
    http.get(apiUrl('/api/user/messages'), () =>
      ok({ list, total: list.length, page: 1, page_size: 10, unread: list.filter((m) => !m.read_at).length }),
    ),
    http.post(apiUrl('/api/user/messages/read'), async ({ request }) => {
      reads.push(qs.parse(await request.text()));
      list = list.map((m) => ({ ...m, read_at: m.read_at ?? '2026-11-02T00:00:00.000Z' }));
      return ok({ unread: 0 }, '已标记为已读');
    }),
  );
  return { reads };
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('my messages', () => {
  it('shows the messages with the unread count and marks them read, the badge following', async () => {
    const server = serveMessages();
    const { queryClient } = renderRoute(routes, '/wdxx');
    const shipped = await screen.findByRole('listitem', { name: '订单已发货' });
    expect(screen.getByText(/共 2 条，未读/).textContent).toBe('共 2 条，未读 1 条');
    expect(within(shipped).getByText('订单已发货的内容')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: '资质审核通过' })).queryByRole('button')).toBeNull();
    await waitFor(() => expect(queryClient.getQueryData(userBaseQueryKey)).toBeTruthy());
    queryClient.setQueryData<UserState>(userBaseQueryKey, (user) => user && { ...user, message_count: 1 });
    fireEvent.click(within(shipped).getByRole('button', { name: '标为已读' }));
    await waitFor(() => expect(server.reads).toEqual([{ ids: ['2'] }]));
    await waitFor(() => expect(screen.getByText(/共 2 条，未读/).textContent).toBe('共 2 条，未读 0 条'));
    expect(queryClient.getQueryData<UserState>(userBaseQueryKey)?.message_count).toBe(0);
    expect(screen.getByRole('button', { name: '全部标为已读' })).toHaveProperty('disabled', true);
  });
});
