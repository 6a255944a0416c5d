import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReferralPage as Referral } from '@yaocai/domain/contracts/activity-referral-reward';
import { resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { buyerHandler, ok } from '../../../testing/wire-fixtures';
import { ReferralPage } from './referral-page';

const running: Referral = {
  code: 'K7Q2M9XA',
  link: '/register?ref=K7Q2M9XA',
  activity: {
    id: 31,
    name: '老带新有礼',
    state: 'running',
    starts_at: '2026-11-01T00:00:00.000Z',
    ends_at: '2026-12-31T00:00:00.000Z',
    rules_text: '好友须通过您的链接注册',
    referrer_reward: { coupon: '邀请有礼券（满500减30）', points: 200 },
    referred_reward: { coupon: null, points: 100 },
    cap_per_referrer: 10,
  },
  referred: [
    {
      name: '华****',
      phone: '139****0001',
      registered_at: '2026-11-20T02:00:00.000Z',
      rewarded: true,
      earned: '优惠券「邀请有礼券」、200积分',
    },
    {
      name: '康****',
      phone: '139****0002',
      registered_at: '2026-11-21T02:00:00.000Z',
      rewarded: false,
      earned: null,
    },
  ],
  rewarded_count: 1,
};

const renderPage = () => renderRoute([{ path: '/ldx', element: <ReferralPage /> }], '/ldx');

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
  vi.restoreAllMocks();
});
afterAll(() => mswServer.close());

describe('老带新有礼 (/ldx)', () => {
  it('shows the rewards, the link with its code, copies it, and lists the referred buyers', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    mswServer.use(
      buyerHandler(),
      http.get(apiUrl('/api/user/referral'), () => ok(running)),
    );
    renderPage();
    expect(await screen.findByText('邀请有礼券（满500减30）', { exact: false })).toBeTruthy();
    expect(screen.getByText('100 积分')).toBeTruthy();
    expect(screen.getByText('10 次')).toBeTruthy();
    expect(screen.getByText('K7Q2M9XA')).toBeTruthy();
    const link = screen.getByLabelText<HTMLInputElement>('邀请链接');
    expect(link.value).toBe(`${window.location.origin}/register?ref=K7Q2M9XA`);
    fireEvent.click(screen.getByRole('button', { name: '复制链接' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link.value));
    expect(screen.getByText('139****0001')).toBeTruthy();
    expect(screen.getByText('已奖励')).toBeTruthy();
    expect(screen.getByText('待首单支付')).toBeTruthy();
    expect(screen.getByText('优惠券「邀请有礼券」、200积分')).toBeTruthy();
  });

  it('asks a visitor to sign in before inviting, without asking for a link', async () => {
    const asked = vi.fn();
    mswServer.use(
      http.get(apiUrl('/api/user/base'), () =>
        HttpResponse.json({ code: 10001, msg: '请先登录', data: null }, { status: 401 }),
      ),
      http.get(apiUrl('/api/user/referral'), () => {
        asked();
        return ok(running);
      }),
    );
    renderPage();
    expect(await screen.findByRole('button', { name: '登录后邀请' })).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/login?redirect=%2Fldx');
    expect(asked).not.toHaveBeenCalled();
  });

  it('says 活动未开始 with no activity, 已结束 after one, and shows an empty list', async () => {
    let answer: Referral = { ...running, activity: null, referred: [], rewarded_count: 0 };
    mswServer.use(
      buyerHandler(),
      http.get(apiUrl('/api/user/referral'), () => ok(answer)),
    );
    const { unmount } = renderPage();
    expect(await screen.findByText('活动未开始')).toBeTruthy();
    expect(screen.getByText('还没有好友通过您的链接注册，快去分享吧')).toBeTruthy();
    expect(screen.getByText('K7Q2M9XA')).toBeTruthy();
    unmount();
    resetApiClient();
    answer = { ...running, activity: { ...running.activity!, state: 'ended' } };
    renderPage();
    expect(await screen.findByText('活动已结束')).toBeTruthy();
  });

  it('offers to try again when the link cannot be loaded', async () => {
    mswServer.use(
      buyerHandler(),
      http.get(apiUrl('/api/user/referral'), () =>
        HttpResponse.json({ code: 500, msg: '系统繁忙，请稍候再试', data: null }, { status: 500 }),
      ),
    );
    renderPage();
    expect(await screen.findByText('邀请信息加载失败')).toBeTruthy();
  });
});
