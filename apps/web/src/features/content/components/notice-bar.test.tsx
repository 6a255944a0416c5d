import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetApiClient } from '../../../lib/api-client';
import { commonConfigFixture } from '../../../testing/common-config-fixture';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { NoticeBar } from './notice-bar';

function answer(notice: string | null) {
  mswServer.use(
    http.get(apiUrl('/api/focus/common'), () =>
      HttpResponse.json({ code: 10000, msg: 'ok', data: commonConfigFixture({ notice }) }),
    ),
  );
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('notice bar', () => {
  it('renders the server-sanitised notice as HTML', async () => {
    answer('<p><strong>发货通知：</strong>正月初四起恢复发货</p>');
    renderRoute([{ path: '/home', element: <NoticeBar /> }], '/home');
    const region = await screen.findByRole('region', { name: '网站公告' });
    expect(screen.getByText('发货通知：').tagName).toBe('STRONG');
    expect(region.textContent).toContain('正月初四起恢复发货');
    expect(region.textContent).not.toContain('<strong>');
  });

  it('is absent without a notice, and when the call fails', async () => {
    answer(null);
    const first = renderRoute([{ path: '/home', element: <NoticeBar /> }], '/home');
    await first.queryClient.getQueryCache().find({ queryKey: ['focus', 'common'] })?.promise;
    expect(screen.queryByRole('region', { name: '网站公告' })).toBeNull();
    first.unmount();

    mswServer.use(http.get(apiUrl('/api/focus/common'), () => HttpResponse.json({}, { status: 500 })));
    const second = renderRoute([{ path: '/home', element: <NoticeBar /> }], '/home');
    await waitFor(() => expect(second.queryClient.getQueryState(['focus', 'common'])?.status).toBe('error'));
    expect(screen.queryByRole('region', { name: '网站公告' })).toBeNull();
  });
});
