import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import qs from 'qs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SignupPage as Signup } from '@yaocai/domain/contracts/activity-signup';
import { resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { buyerHandler, ok } from '../../../testing/wire-fixtures';
import { SignupPage } from './signup-page';

const open: Signup = {
  state: 'running',
  id: 9,
  title: '周年庆线下订货会',
  description: '与厂家面对面洽谈年度采购',
  starts_at: '2026-11-28T00:00:00.000Z',
  ends_at: '2026-12-28T00:00:00.000Z',
  cap: 200,
  left: 199,
  mine: null,
};

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('活动报名 (/eleven/bm)', () => {
  it('signs up with contact, phone and remark, then shows the buyer’s sign-up', async () => {
    const posts: unknown[] = [];
    let answer = open;
    mswServer.use(
      buyerHandler(),
      http.get(apiUrl('/api/activity/signup'), () => ok(answer)),
      http.post(apiUrl('/api/activity/signup'), async ({ request }) => {
        posts.push(qs.parse(await request.text()));
        answer = {
          ...open,
          left: 198,
          mine: { contact_name: '王药师', phone: '13800138000', remark: '', created_at: open.starts_at! },
        };
        return ok(null, '报名成功');
      }),
    );
    renderRoute([{ path: '/eleven/bm', element: <SignupPage /> }], '/eleven/bm');
    fireEvent.change(await screen.findByLabelText('联系人'), { target: { value: '王药师' } });
    fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: '13800138000' } });
    fireEvent.click(screen.getByRole('button', { name: '立即报名' }));
    await waitFor(() => expect(posts).toEqual([{ contact_name: '王药师', phone: '13800138000' }]));
    expect(await screen.findByText('我的报名')).toBeTruthy();
    expect(screen.getByText('13800138000')).toBeTruthy();
  });

  it('says 活动未开始 when no sign-up is configured', async () => {
    mswServer.use(
      buyerHandler(),
      http.get(apiUrl('/api/activity/signup'), () =>
        ok({ ...open, state: 'none', id: null, title: null, description: null, mine: null }),
      ),
    );
    renderRoute([{ path: '/eleven/bm', element: <SignupPage /> }], '/eleven/bm');
    expect(await screen.findByText('活动未开始')).toBeTruthy();
  });
});
