import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrandZoneBlock } from '@yaocai/domain/contracts/activity-brand-zone';
import type { NewBuyerHighlights } from '@yaocai/domain/contracts/activity-new-buyer-responses';
import { resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { ok } from '../../../testing/wire-fixtures';
import { BrandZoneFloor } from './brand-zone-floor';
import { NewBuyerFloor } from './new-buyer-floor';

const highlights: NewBuyerHighlights = {
  goods: [
    {
      id: 5,
      activity_id: 21,
      name: '板蓝根颗粒',
      sccj: '白云山',
      ypgg: '10g*20袋',
      bzdw: '盒',
      zbz: 1,
      image: null,
      base_price: '15.00',
      price: '9.90',
      price_tip: null,
      per_buyer_limit: 2,
    },
    {
      id: 6,
      activity_id: 21,
      name: '医用口罩',
      sccj: '稳健医疗',
      ypgg: '10只',
      bzdw: '包',
      zbz: 1,
      image: null,
      base_price: null,
      price: null,
      price_tip: '登录可见',
      per_buyer_limit: null,
    },
  ],
};

const zone = (brandId: number, name: string): BrandZoneBlock => ({
  brand_id: brandId,
  name,
  logo: null,
  banner: `/files/${name}.png`,
  blurb: `${name}品牌直供`,
  ends_at: '2026-12-31T00:00:00.000Z',
  goods: [],
});

const routes = [
  {
    path: '/home',
    element: (
      <>
        <NewBuyerFloor />
        <BrandZoneFloor />
      </>
    ),
  },
];

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('the home page’s 新人特价 and 品牌专区 blocks', () => {
  it('shows the 新人专区’s goods at the 新人价, linking to the zone, and the brands’ banners, linking to /pp', async () => {
    mswServer.use(
      http.get(apiUrl('/api/focus/xrtj'), () => ok(highlights)),
      http.get(apiUrl('/api/focus/ppzq'), () => ok([zone(3, '同仁堂'), zone(4, '云南白药')])),
    );
    renderRoute(routes, '/home');
    const newcomer = await screen.findByRole('region', { name: '新人特价' });
    const goods = within(newcomer).getByRole('link', { name: '板蓝根颗粒' });
    expect(goods.getAttribute('href')).toBe('/xr/21');
    expect(goods.textContent).toContain('9.90');
    expect(goods.textContent).toContain('新人限购2盒');
    expect(within(newcomer).getByRole('link', { name: '医用口罩' }).textContent).toContain('登录可见');
    expect(within(newcomer).getByRole('link', { name: '进入新人专区' }).getAttribute('href')).toBe('/xr/21');

    const brands = await screen.findByRole('region', { name: '品牌专区' });
    const links = within(brands).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['更多品牌', '/pp'],
      ['同仁堂同仁堂品牌直供', '/pp#pp-brand-3'],
      ['云南白药云南白药品牌直供', '/pp#pp-brand-4'],
    ]);
  });

  it('leaves both out when no zone runs', async () => {
    const asked: string[] = [];
    mswServer.use(
      http.get(apiUrl('/api/focus/xrtj'), () => {
        asked.push('xrtj');
        return ok({ goods: [] });
      }),
      http.get(apiUrl('/api/focus/ppzq'), () => {
        asked.push('ppzq');
        return ok([]);
      }),
    );
    renderRoute(routes, '/home');
    await waitFor(() => expect(asked.sort()).toEqual(['ppzq', 'xrtj']));
    expect(screen.queryByRole('region', { name: '新人特价' })).toBeNull();
    expect(screen.queryByRole('region', { name: '品牌专区' })).toBeNull();
  });
});
