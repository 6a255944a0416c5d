import { and, asc, desc, eq } from 'drizzle-orm';
import type { Banner, CommonConfig, NavItem } from '@yaocai/domain/contracts/content';
import type { Executor } from '../../db/client.ts';
import { getCategoryTree } from '../catalog/categories.service.ts';
import { listBrands } from '../catalog/brands.service.ts';
import { banners, hotSearches, navItems, notices, TOP_AD_BANNER_ID } from './content.tables.ts';
import { sanitizeContentHtml } from './sanitize.ts';

/** Everything the page shell needs in one call (spec §3 Common config response). */
export async function getCommonConfig(db: Executor): Promise<CommonConfig> {
  const [rnss, nav, category, categoryYx, categoryZy, categoryQx, brand, notice] = await Promise.all([
    db
      .select({ name: hotSearches.name, url: hotSearches.url })
      .from(hotSearches)
      .orderBy(asc(hotSearches.sort), asc(hotSearches.id)),
    getNav(db),
    getCategoryTree(db, 'general'),
    getCategoryTree(db, 'yx'),
    getCategoryTree(db, 'zy'),
    getCategoryTree(db, 'qx'),
    listBrands(db),
    getActiveNotice(db),
  ]);
  return {
    rnss,
    nav,
    category,
    category_yx: categoryYx,
    category_zy: categoryZy,
    category_qx: categoryQx,
    brand,
    timestamp: Math.floor(Date.now() / 1000),
    notice,
  };
}

async function getNav(db: Executor): Promise<NavItem[]> {
  const rows = await db.select().from(navItems).orderBy(asc(navItems.sort), asc(navItems.id));
  return rows
    .filter((row) => row.parentId === null)
    .map((top) => ({
      id: top.id,
      name: top.name,
      url: top.url,
      is_open: top.isOpen,
      image: top.image,
      children: rows
        .filter((child) => child.parentId === top.id)
        .map((child) => ({
          id: child.id,
          name: child.name,
          url: child.url,
          ids: child.ids,
          idss: child.idss,
        })),
    }));
}

async function getActiveNotice(db: Executor): Promise<string | null> {
  const [notice] = await db
    .select({ content: notices.content })
    .from(notices)
    .where(eq(notices.isActive, true))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(1);
  return notice ? sanitizeContentHtml(notice.content) : null;
}

export async function getBanners(db: Executor, bannerId: number): Promise<Banner[]> {
  return db
    .select({ id: banners.id, title: banners.title, image: banners.image, url: banners.url })
    .from(banners)
    .where(and(eq(banners.bannerId, bannerId), eq(banners.isShow, true)))
    .orderBy(asc(banners.sort), asc(banners.id));
}

export async function getTopAd(db: Executor): Promise<{ url: string; image: string } | null> {
  const [ad] = await getBanners(db, TOP_AD_BANNER_ID);
  return ad ? { url: ad.url, image: ad.image } : null;
}
