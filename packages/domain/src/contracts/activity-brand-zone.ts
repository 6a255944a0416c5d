import { z } from 'zod';
import { id, page, pageSize } from '../validation/numbers.ts';
import { shopImage } from '../validation/link-url.ts';
import { cleanText } from '../validation/text.ts';
import { ACTIVITY_GOODS_MAX, uniqueGoods } from './activity-fields.ts';

/** The most brands one 品牌专区 shows, and the longest blurb under a brand's banner. */
export const BRAND_ZONE_BRANDS_MAX = 20;
export const BRAND_BLURB_MAX = 120;

/** A brand of the zone: its banner, a blurb and its goods (all the brand's on-sale goods, or those picked). */
const brandEntry = z.object({
  brand_id: id('品牌'),
  banner: shopImage('品牌横幅', { required: true }),
  blurb: cleanText('品牌简介', BRAND_BLURB_MAX).default(''),
  /** Null or empty: every goods of the brand on sale while the zone runs. */
  goods_ids: z
    .array(id('商品'), { error: '商品格式不正确' })
    .max(ACTIVITY_GOODS_MAX, `每个品牌最多选择${ACTIVITY_GOODS_MAX}个商品`)
    .refine(uniqueGoods, '同一商品只能选择一次')
    .nullable()
    .default(null)
    .transform((ids) => (ids === null || ids.length === 0 ? null : ids)),
});

/** 品牌专区: brands shown on /pp and the home block, each with its banner, blurb and goods. */
export const brandZoneDefinition = z.object({
  brands: z
    .array(brandEntry, { error: '请添加品牌' })
    .min(1, '请添加品牌')
    .max(BRAND_ZONE_BRANDS_MAX, `一个品牌专区最多${BRAND_ZONE_BRANDS_MAX}个品牌`)
    .refine((brands) => uniqueGoods(brands.map((brand) => brand.brand_id)), '同一品牌只能添加一次'),
});
export type BrandZoneDefinition = z.infer<typeof brandZoneDefinition>;

/** As the console reads it back. */
export const brandZoneDetail = z.object({
  brands: z.array(
    z.object({
      brand_id: z.number().int(),
      banner: z.string(),
      blurb: z.string(),
      goods_ids: z.array(z.number().int()).nullable(),
    }),
  ),
});
export type BrandZoneDetail = z.infer<typeof brandZoneDetail>;

/** GET /api/focus/brand/{id}: a brand's zone, its goods paged as the goods list is. */
export const brandZoneParams = z.object({ id: id('品牌') });
export const BRAND_GOODS_PAGE_SIZE_MAX = 60;
export const brandZoneQuery = z.object({
  page: page(),
  page_size: pageSize(BRAND_GOODS_PAGE_SIZE_MAX, 20),
});
export type BrandZoneQuery = z.infer<typeof brandZoneQuery>;

export const BRAND_ZONE_MESSAGES = { none: '该品牌暂无进行中的品牌活动' } as const;

export type { BrandZone, BrandZoneBlock } from './activity-brand-zone-responses.ts';
