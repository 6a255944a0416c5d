import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import qs from 'qs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimableCoupon } from '@yaocai/domain/contracts/coupons';
import { resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { buyerHandler, ok } from '../../../testing/wire-fixtures';
import { AnniversaryCouponsPage } from './anniversary-coupons-page';

const coupon: ClaimableCoupon = {
  id: 31,
  name: '领券满500减25',
  rule: '满500减25',
  kind: 'amount',
  face: '¥25',
  threshold: '500.00',
  scope: '全场通用',
  starts_at: '2026-11-28T00:00:00.000Z',
  ends_at: '2026-12-29T00:00:00.000Z',
  left: 1000,
  per_buyer_limit: 2,
  claimed: 0,
};

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('周年庆领券 (/eleven/gq)', () => {
  it('offers the running coupon campaigns and claims through /lq’s call', async () => {
    const claims: unknown[] = [];
    mswServer.use(
      buyerHandler(),
      http.get(apiUrl('/api/user/availableCoupon'), () =>
        ok({ list: [coupon], total: 1, page: 1, page_size: 12 }),
      ),
      http.post(apiUrl('/api/user/coupon/claim'), async ({ request }) => {
        claims.push(qs.parse(await request.text()));
        return ok({ id: 1 }, '领取成功');
      }),
    );
    renderRoute([{ path: '/eleven/gq', element: <AnniversaryCouponsPage /> }], '/eleven/gq');
    fireEvent.click(await screen.findByRole('button', { name: '领取领券满500减25' }));
    await waitFor(() => expect(claims).toEqual([{ coupon_id: '31' }]));
    expect(await screen.findByText('领取成功')).toBeTruthy();
  });
});
