import { and, asc, desc, eq } from 'drizzle-orm';
import { FOCUS_BANNER_SLOTS, type GoodsPickSlot } from '@yaocai/domain/contracts/content-focus';
import type { Executor } from '../db/client.ts';
import { goods } from '../modules/catalog/catalog.tables.ts';
import { banners, goodsPicks } from '../modules/content/content.tables.ts';
import { bannerPlaceholderUrl, stripPlaceholderUrl } from '../modules/content/placeholder-images.ts';

const FOCUS_BANNERS = [
  { slot: 'right', title: '新客首单立减', url: '/xr', colors: ['#d9363e', '#fa8c16'] },
  { slot: 'right', title: '领券中心', url: '/lq', colors: ['#1677ff', '#13c2c2'] },
  {
    slot: 'login',
    title: '正品低价 一站采购',
    subtitle: '面向药店、诊所的医药批发采购平台',
    url: '',
    colors: ['#0958d9', '#1677ff'],
  },
  { slot: 'root', title: '周年庆 全场满减', url: '/promotion', colors: ['#cf1322', '#fa541c'] },
  { slot: 'yx', title: '优选好药 品质之选', url: '/yx', colors: ['#389e0d', '#52c41a'] },
  { slot: 'zyzq', title: '道地药材 中药饮片', url: '/zyyp', colors: ['#874d00', '#ad6800'] },
  { slot: 'kxzq', title: '控销专区 区域独家', url: '/list', colors: ['#531dab', '#722ed1'] },
  { slot: 'kxzq_ad', title: '控销新品上市', url: '/list', colors: ['#1d39c4', '#2f54eb'] },
  { slot: 'kxzq_ad', title: '控销品种 利润更高', url: '/list', colors: ['#08979c', '#13c2c2'] },
] as const;

/** How many goods each slot picks, from the best sellers on sale (the slots ask for different ones). */
const PICKS: [GoodsPickSlot, number][] = [
  ['root', 8],
  ['yx', 8],
  ['zyzq', 8],
  ['kxzq', 8],
  ['new_kxzq', 6],
  ['wntj', 20],
];

/** The focus calls' demo content: a banner or two in each ad slot, and goods picked for each slot. */
export async function seedFocusContent(db: Executor): Promise<void> {
  await db.insert(banners).values(
    FOCUS_BANNERS.map((banner, sort) => {
      const slot = FOCUS_BANNER_SLOTS[banner.slot];
      const thin = banner.slot === 'kxzq_ad' || banner.slot === 'right';
      return {
        bannerId: slot.id,
        title: banner.title,
        image: thin
          ? stripPlaceholderUrl(banner.title, banner.colors)
          : bannerPlaceholderUrl(
              banner.title,
              'subtitle' in banner ? banner.subtitle : slot.label,
              banner.colors,
            ),
        url: banner.url,
        sort,
      };
    }),
  );
  const wanted = PICKS.reduce((sum, [, n]) => sum + n, 0);
  const sellers = await db
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.onSale, true), eq(goods.isSpecialControl, false)))
    .orderBy(desc(goods.sales), asc(goods.id))
    .limit(wanted);
  let from = 0;
  const rows = PICKS.flatMap(([slot, n]) => {
    const picked = sellers.slice(from, from + n).map((item, sort) => ({ slot, goodsId: item.id, sort }));
    from += n;
    return picked;
  });
  if (rows.length > 0) await db.insert(goodsPicks).values(rows);
}
