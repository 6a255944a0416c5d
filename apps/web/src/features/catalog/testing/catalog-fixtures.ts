import { http, HttpResponse } from 'msw';
import type { FlashSaleSession } from '@yaocai/domain/contracts/activity-responses';
import type { SpecialPriceGoods } from '@yaocai/domain/contracts/activity-special-price-responses';
import type { GoodsCard, GoodsDetail, GoodsPage } from '@yaocai/domain/contracts/catalog';
import type { CommonConfig } from '@yaocai/domain/contracts/content';
import { apiUrl } from '../../../testing/msw-server';
import { goodsCard } from '../../../testing/wire-fixtures';

export { goodsCard };

export function goodsDetail(overrides: Partial<GoodsDetail> = {}): GoodsDetail {
  return {
    ...goodsCard(),
    business_scope: '中成药',
    brand: { id: 3, name: '999' },
    batch_number: 'B20250101',
    produced_on: '2025-01-01',
    stocks: [
      { ck_id: 1, name: '广州仓', number: 12 },
      { ck_id: 2, name: '武汉仓', number: 488 },
    ],
    categories: [{ id: 11, name: '感冒用药', menu: 'general' }],
    ...overrides,
  };
}

export const goodsPage = (list: GoodsCard[], total = list.length, page = 1): GoodsPage => ({
  list,
  total,
  page,
  page_size: 20,
});

export const commonConfig = (overrides: Partial<CommonConfig> = {}): CommonConfig => ({
  rnss: [],
  nav: [],
  category: [
    {
      id: 10,
      name: '中西成药',
      logo1: null,
      children: [
        { id: 11, name: '感冒用药', logo1: null, children: [] },
        { id: 12, name: '清热解毒', logo1: null, children: [] },
      ],
    },
  ],
  category_yx: [{ id: 30, name: '优选感冒', logo1: null, children: [] }],
  category_zy: [],
  category_qx: [],
  brand: [
    { id: 3, name: '999', logo: null },
    { id: 4, name: '同仁堂', logo: null },
  ],
  timestamp: 1_700_000_000,
  notice: null,
  ...overrides,
});

export const ok = (data: unknown) => HttpResponse.json({ code: 10000, msg: 'ok', data });

/**
 * The calls every catalogue page makes besides its own: the user (a visitor, a buyer awaiting approval or
 * an approved buyer), menus, facets and the flash-sale sessions.
 */
export function baseHandlers(
  user: 'visitor' | 'pending' | 'buyer' = 'visitor',
  sessions: FlashSaleSession[] = [],
  specials: SpecialPriceGoods[] = [],
) {
  return [
    http.get(apiUrl('/api/activity/spike_sessions'), () => ok({ sessions })),
    http.get(apiUrl('/api/activity/everyday_price'), () => ok({ goods: specials })),
    http.get(apiUrl('/api/user/base'), () =>
      user === 'visitor'
        ? HttpResponse.json({ code: 10001, msg: '请先登录' }, { status: 401 })
        : ok({ company: '仁和大药房', is_passed: user === 'buyer' ? 1 : 0 }),
    ),
    http.get(apiUrl('/api/focus/common'), () => ok(commonConfig())),
    http.get(apiUrl('/api/global/site'), () => ok({ site_title: '药采网' })),
    http.get(apiUrl('/api/favorite/ids'), () => ok([])),
    http.get(apiUrl('/api/goods/filters'), () =>
      ok({
        manufacturers: [{ id: 7, name: '华润三九医药股份有限公司', count: 12 }],
        brands: [{ id: 3, name: '999', count: 9 }],
        categories: [
          { id: 10, count: 15 },
          { id: 11, count: 15 },
        ],
      }),
    ),
  ];
}

/** A flash-sale session of goods 1 (感冒灵颗粒) at 12.00, `from`–`to` seconds from the server's time. */
export function flashSession(from: number, to: number, unitsLeft = 70): FlashSaleSession {
  const at = (seconds: number) => new Date((commonConfig().timestamp + seconds) * 1000).toISOString();
  return {
    id: 1,
    name: '午间秒杀',
    starts_at: at(from),
    ends_at: at(to),
    goods: [
      {
        id: 1,
        flash_sale_id: 11,
        name: '感冒灵颗粒',
        sccj: '华润三九医药股份有限公司',
        ypgg: '10g*9袋',
        bzdw: '盒',
        zbz: 5,
        image: null,
        base_price: '20.00',
        price: '12.00',
        price_tip: null,
        total_units: 100,
        units_left: unitsLeft,
        limit: 10,
        starts_at: at(from),
        ends_at: at(to),
      },
    ],
  };
}

/** A goods at a special price (特价) until `to` seconds after the server's time. */
export function specialPriced(id: number, name: string, to: number): SpecialPriceGoods {
  return {
    id,
    activity_id: 5,
    name,
    sccj: '华润三九医药股份有限公司',
    ypgg: '10g*9袋',
    bzdw: '盒',
    zbz: 1,
    image: null,
    base_price: '15.00',
    price: '9.90',
    price_tip: null,
    tags: ['特'],
    ends_at: new Date((commonConfig().timestamp + to) * 1000).toISOString(),
  };
}
