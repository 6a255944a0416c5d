import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Link, Outlet } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { usePageViewReporting } from './use-page-view-reporting';

function Shell() {
  usePageViewReporting('test');
  return (
    <>
      <Link to="/help?id=2">帮助</Link>
      <Outlet />
    </>
  );
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('page view reporting', () => {
  it('reports each route change with the previous page as referrer, silently', async () => {
    const bodies: string[] = [];
    mswServer.use(
      http.post(apiUrl('/api/analytics/page_view'), async ({ request }) => {
        bodies.push(await request.text());
        return HttpResponse.json({ code: 500, msg: 'down' }, { status: 500 });
      }),
    );
    const { router } = renderRoute(
      [
        {
          path: '/',
          element: <Shell />,
          children: [
            { path: 'home', element: <p>首页</p> },
            { path: 'help', element: <p>帮助</p> },
          ],
        },
      ],
      '/home',
    );
    await waitFor(() => expect(bodies).toHaveLength(1));
    await router.navigate('/help?id=2');
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[0]).toBe('path=%2Fhome&route_name=test');
    expect(new URLSearchParams(bodies[1]).get('path')).toBe('/help?id=2');
    expect(new URLSearchParams(bodies[1]).get('referrer')).toBe('/home');
  });
});
