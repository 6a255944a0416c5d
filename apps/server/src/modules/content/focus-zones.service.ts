import { asc, desc, eq, or } from 'drizzle-orm';
import { PRICE_TIPS, type GoodsCard, type GoodsPage } from '@yaocai/domain/contracts/catalog';
import type { Banner } from '@yaocai/domain/contracts/content';
import {
  FOCUS_BANNER_SLOTS,
  type FocusBannerSlot,
  type FocusZone,
  type FocusZoneAnswer,
  type GoodsPickSlot,
  type PostSummary,
} from '@yaocai/domain/contracts/content-focus';
import { invalid } from '@yaocai/domain/errors';
import type { Executor } from '../../db/client.ts';
import type { BuyerAccess } from '../accounts/buyer-access.ts';
import { goodsCardsByIds } from '../catalog/goods.service.ts';
import { articleCategories, articles, goodsPicks } from './content.tables.ts';
import { getBanners } from './focus.service.ts';

/** The most goods a zone's call answers; 为你推荐 pages through all its picks. */
const ZONE_GOODS_MAX = 20;

/** A focus slot's banners shown, in their order. */
export const slotBanners = (db: Executor, slot: FocusBannerSlot): Promise<Banner[]> =>
  getBanners(db, FOCUS_BANNER_SLOTS[slot].id);

/** GET /api/focus/kxzq_ad: the 控销专区's ads, only those asked for when ids are given. */
export async function kxzqAds(db: Executor, ids: number[] | undefined): Promise<Banner[]> {
  const ads = await slotBanners(db, 'kxzq_ad');
  return ids === undefined ? ads : ads.filter((ad) => ids.includes(ad.id));
}

/** GET /api/focus/login: the first banner of the login page's slot. */
export async function loginBanner(db: Executor): Promise<Banner | null> {
  return (await slotBanners(db, 'login'))[0] ?? null;
}

/** The ids a slot picks, in their order. */
async function pickedIds(db: Executor, slot: GoodsPickSlot): Promise<number[]> {
  const rows = await db
    .select({ goodsId: goodsPicks.goodsId })
    .from(goodsPicks)
    .where(eq(goodsPicks.slot, slot))
    .orderBy(asc(goodsPicks.sort), asc(goodsPicks.id));
  return [...new Set(rows.map((row) => row.goodsId))];
}

/**
 * A slot's picks as cards priced for this viewer (as the goods list prices them), in their order;
 * goods taken off sale since they were picked are left out. Answered per request, kept for nobody.
 */
export async function pickedGoods(
  db: Executor,
  slot: GoodsPickSlot,
  access: BuyerAccess,
): Promise<GoodsCard[]> {
  const ids = await pickedIds(db, slot);
  const cards = await goodsCardsByIds(db, ids, access);
  const byId = new Map(cards.filter((card) => card.price_tip !== PRICE_TIPS.offSale).map((c) => [c.id, c]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** GET /api/focus/root|yx|zyzq|kxzq: a zone's banners and its first picks. */
export async function focusZone(
  db: Executor,
  zone: FocusZone,
  access: BuyerAccess,
): Promise<FocusZoneAnswer> {
  const [banners, goods] = await Promise.all([slotBanners(db, zone), pickedGoods(db, zone, access)]);
  return { banners, goods: goods.slice(0, ZONE_GOODS_MAX) };
}

/** GET /api/index_wntj/{page}: a page of 为你推荐. */
export async function recommendedPage(
  db: Executor,
  page: number,
  pageSize: number,
  access: BuyerAccess,
): Promise<GoodsPage> {
  const goods = await pickedGoods(db, 'wntj', access);
  const from = (page - 1) * pageSize;
  return { list: goods.slice(from, from + pageSize), total: goods.length, page, page_size: pageSize };
}

/** GET /api/focus/postList: the newest articles, of a category and its subcategories when given. */
export async function postList(
  db: Executor,
  categoryId: number | undefined,
  limit: number,
): Promise<PostSummary[]> {
  if (categoryId !== undefined) {
    const [found] = await db
      .select({ id: articleCategories.id })
      .from(articleCategories)
      .where(eq(articleCategories.id, categoryId));
    if (!found) throw invalid('category_id', '文章分类不存在');
  }
  const inCategory =
    categoryId === undefined
      ? undefined
      : or(eq(articleCategories.id, categoryId), eq(articleCategories.parentId, categoryId));
  const rows = await db
    .select({
      id: articles.id,
      title: articles.title,
      categoryId: articles.categoryId,
      categoryName: articleCategories.name,
      createdAt: articles.createdAt,
    })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(inCategory)
    .orderBy(desc(articles.createdAt), desc(articles.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    category_id: row.categoryId,
    category_name: row.categoryName,
    created_at: row.createdAt.toISOString(),
  }));
}
