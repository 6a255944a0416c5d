import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import qs from 'qs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrandZone, BrandZoneBlock } from '@yaocai/domain/contracts/activity-brand-zone';
import type { GoodsCard } from '@yaocai/domain/contracts/catalog';
import { resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { buyerHandler, goodsCard, ok } from '../../../testing/wire-fixtures';
import { BrandZonePage } from './brand-zone-page';

const routes = [{ path: '/pp', element: <BrandZonePage /> }];

const zone = (brandId: number, name: string, goods: GoodsCard[]): BrandZoneBlock => ({
  brand_id: brandId,
  name,
  logo: null,
  banner: `/files/${brandId}.png`,
  blurb: `${name}品牌直供`,
  ends_at: '2026-12-31T00:00:00.000Z',
  goods,
});

const trt = zone(3, '同仁堂', [goodsCard({ id: 7, name: '六味地黄丸' })]);
const yunnan = zone(5, '云南白药', [goodsCard({ id: 9, name: '云南白药气雾剂' })]);

function serve(zones: BrandZoneBlock[], pages: Record<number, GoodsCard[]>, total?: number) {
  const asked: unknown[] = [];
  const posts: unknown[] = [];
  mswServer.use(
    buyerHandler(),
    http.get(apiUrl('/api/favorite/ids'), () => ok([])),
    http.get(apiUrl('/api/focus/ppzq'), () => ok(zones)),
    http.get(apiUrl('/api/focus/brand/:id'), ({ params, request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      asked.push({ id: params.id, ...query });
      const found = zones.find((item) => item.brand_id === Number(params.id))!;
      const list = pages[found.brand_id]!;
      const { goods: _few, ...brand } = found;
      const answer: BrandZone = {
        ...brand,
        goods: { list, total: total ?? list.length, page: Number(query.page), page_size: 12 },
      };
      return ok(answer);
    }),
    http.post(apiUrl('/api/cart'), async ({ request }) => {
      posts.push(qs.parse(await request.text()));
      return ok({ cart: 1 }, '加入购物车成功');
    }),
  );
  return { asked, posts };
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('/pp 品牌专区', () => {
  it('shows each brand’s banner, blurb and goods, with a switcher to each brand, and adds to the cart', async () => {
    const pages = {
      3: [goodsCard({ id: 7, name: '六味地黄丸' }), goodsCard({ id: 8, name: '板蓝根颗粒' })],
      5: [goodsCard({ id: 9, name: '云南白药气雾剂' })],
    };
    const { asked, posts } = serve([trt, yunnan], pages);
    renderRoute(routes, '/pp');
    const section = await screen.findByRole('region', { name: '同仁堂' });
    expect(within(section).getByRole('img', { name: '同仁堂品牌横幅' }).getAttribute('src')).toBe(
      '/files/3.png',
    );
    expect(within(section).getByText('同仁堂品牌直供')).toBeTruthy();
    const card = await within(section).findByRole('article', { name: '板蓝根颗粒' });
    expect(
      within(screen.getByRole('region', { name: '云南白药' })).getByText('云南白药品牌直供'),
    ).toBeTruthy();

    const switcher = screen.getByRole('navigation', { name: '品牌导航' });
    expect(
      within(switcher)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['同仁堂', '#pp-brand-3'],
      ['云南白药', '#pp-brand-5'],
    ]);
    expect(section.id).toBe('pp-brand-3');
    await waitFor(() =>
      expect(asked).toEqual(
        expect.arrayContaining([
          { id: '3', page: '1', page_size: '12' },
          { id: '5', page: '1', page_size: '12' },
        ]),
      ),
    );

    fireEvent.click(await within(card).findByRole('button', { name: /加入购物车/ }));
    await waitFor(() => expect(posts).toEqual([{ data: [{ goods_id: '8', number: '5' }] }]));
  });

  it('pages a brand’s goods when it has more than a page', async () => {
    const { asked } = serve([trt], { 3: [goodsCard({ id: 7, name: '六味地黄丸' })] }, 25);
    renderRoute(routes, '/pp');
    const section = await screen.findByRole('region', { name: '同仁堂' });
    await within(section).findByRole('article', { name: '六味地黄丸' });
    fireEvent.click(within(section).getByTitle('2'));
    await waitFor(() => expect(asked).toContainEqual({ id: '3', page: '2', page_size: '12' }));
  });

  it('says 暂无品牌活动 when no zone runs', async () => {
    serve([], {});
    renderRoute(routes, '/pp');
    expect(await screen.findByText('暂无品牌活动')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '品牌导航' })).toBeNull();
  });
});
