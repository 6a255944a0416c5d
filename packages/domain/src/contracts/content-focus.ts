import { z } from 'zod';
import { id, INT_MAX, integer, page, pageSize } from '../validation/numbers.ts';

/**
 * The focus calls (spec §7 "Other focus GETs") answer what operators configure in 页面内容: ad slots
 * (banners of a slot) and goods picks (商品推荐 of a slot). Each call's answer is in
 * content-focus-responses.ts.
 */

/** Banner slots the focus calls read, beside the home carousel (121) and the top ad (1). */
export const FOCUS_BANNER_SLOTS = {
  /** GET /api/focus/right: the side panel's ads. */
  right: { id: 2, label: '侧边栏广告', size: '240×320' },
  /** GET /api/focus/login: the login page's banner (the first shown). */
  login: { id: 3, label: '登录页横幅', size: '1920×500' },
  /** GET /api/focus/root: the main-site home zone's banners. */
  root: { id: 4, label: '主站首页横幅', size: '1200×300' },
  /** GET /api/focus/yx: the 优选专区's banners. */
  yx: { id: 5, label: '优选专区横幅', size: '1200×300' },
  /** GET /api/focus/zyzq: the 中药专区's banners. */
  zyzq: { id: 6, label: '中药专区横幅', size: '1200×300' },
  /** GET /api/focus/kxzq: the 控销专区's banners. */
  kxzq: { id: 7, label: '控销专区横幅', size: '1200×300' },
  /** GET /api/focus/kxzq_ad: the 控销专区's small ads, asked for by id. */
  kxzq_ad: { id: 8, label: '控销专区广告', size: '590×200' },
} as const;
export type FocusBannerSlot = keyof typeof FOCUS_BANNER_SLOTS;

/** Goods picks operators keep per slot, shown in the order of their sort. */
export const GOODS_PICK_SLOTS = {
  root: '主站首页推荐',
  yx: '优选专区推荐',
  zyzq: '中药专区推荐',
  kxzq: '控销专区推荐',
  new_kxzq: '控销新品',
  wntj: '为你推荐',
} as const;
export type GoodsPickSlot = keyof typeof GOODS_PICK_SLOTS;
export const goodsPickSlots = Object.keys(GOODS_PICK_SLOTS) as [GoodsPickSlot, ...GoodsPickSlot[]];

/** The zones whose call answers their banners with their goods picks. */
export const focusZones = ['root', 'yx', 'zyzq', 'kxzq'] as const;
export type FocusZone = (typeof focusZones)[number];

/** GET /api/focus/kxzq_ad?ids=3,5: those ads of the slot, in its order; no ids, all of them. */
export const KXZQ_AD_IDS_MAX = 20;
export const kxzqAdQuery = z.object({
  ids: z
    .string({ error: '广告编号格式不正确' })
    .max(200, '广告编号格式不正确')
    .regex(/^\d{1,10}(,\d{1,10})*$/, '广告编号格式不正确')
    .transform((value) => value.split(',').map(Number))
    .refine((ids) => ids.every((adId) => adId >= 1 && adId <= INT_MAX), '广告编号格式不正确')
    .refine((ids) => ids.length <= KXZQ_AD_IDS_MAX, `最多查询${KXZQ_AD_IDS_MAX}个广告`)
    .optional(),
});

/** GET /api/focus/postList: the newest articles (资讯), of one category when given. */
export const POST_LIST_MAX = 50;
export const postListQuery = z.object({
  category_id: id('分类').optional(),
  limit: integer({ min: 1, max: POST_LIST_MAX, message: `条数须为1至${POST_LIST_MAX}` }).default(10),
});

/** GET /api/index_wntj/{page}: 为你推荐, a page of the picks. */
export const WNTJ_PAGE_SIZE_MAX = 40;
export const wntjParams = z.object({ page: page() });
export const wntjQuery = z.object({ page_size: pageSize(WNTJ_PAGE_SIZE_MAX, 10) });

export type { FocusZoneAnswer, PostSummary } from './content-focus-responses.ts';
