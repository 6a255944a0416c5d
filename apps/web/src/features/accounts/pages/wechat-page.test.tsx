import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WechatBinding } from '@yaocai/domain/contracts/user';
import { resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { buyerHandler, ok } from '../../../testing/wire-fixtures';
import { WechatPage } from './wechat-page';

const routes = [{ path: '/user/wechat', element: <WechatPage /> }];

function serveBinding(first: WechatBinding) {
  let current = first;
  const calls: string[] = [];
  mswServer.use(
    buyerHandler(),
    http.get(apiUrl('/api/user/wechat'), () => ok(current)),
    http.post(apiUrl('/api/user/wechat/bind'), () => {
      calls.push('bind');
      return ok({ url: '/api/wechat/dev/authorize?state=s1&redirect_uri=%2Fapi%2Fuser%2Fwechat%2Fcallback' });
    }),
    http.delete(apiUrl('/api/user/unbind_wechat'), () => {
      calls.push('unbind');
      current = { bound: false, nickname: null, bound_at: null };
      return ok(null, '已解除微信绑定');
    }),
  );
  return calls;
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
  vi.unstubAllGlobals();
});
afterAll(() => mswServer.close());

describe('绑定微信', () => {
  it('sends an unbound buyer to the authorization page', async () => {
    const calls = serveBinding({ bound: false, nickname: null, bound_at: null });
    const assign = vi.fn<(url: string) => void>();
    vi.stubGlobal('location', { ...window.location, assign });
    renderRoute(routes, '/user/wechat?error=taken');
    expect((await screen.findByRole('status')).textContent).toContain('该微信已绑定其他账号');
    fireEvent.click(await screen.findByRole('button', { name: '绑定微信' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(expect.stringContaining('/api/wechat/dev/authorize')),
    );
    expect(calls).toEqual(['bind']);
  });

  it('shows the bound WeChat and unbinds it after asking', async () => {
    const calls = serveBinding({ bound: true, nickname: '张药师', bound_at: '2026-11-20T08:00:00.000Z' });
    renderRoute(routes, '/user/wechat?bound=1');
    expect(await screen.findByText('张药师')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('微信绑定成功');
    fireEvent.click(screen.getByRole('button', { name: '解除绑定' }));
    expect(calls).toEqual([]);
    fireEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: '解除绑定' }));
    expect(await screen.findByText('当前账号未绑定微信')).toBeTruthy();
    expect(calls).toEqual(['unbind']);
  });
});
