import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import {
  BRAND_ZONE_MESSAGES,
  type BrandZone,
  type BrandZoneBlock,
  type BrandZoneDefinition,
  type BrandZoneQuery,
} from '@yaocai/domain/contracts/activity-brand-zone';
import { notFound } from '@yaocai/domain/errors';
import type { Executor } from '../../db/client.ts';
import type { BuyerAccess } from '../accounts/buyer-access.ts';
import { brandsByIds, type Brand } from '../catalog/brands.service.ts';
import { brandGoodsPage } from '../catalog/goods.service.ts';
import { brandZones } from './promotions.tables.ts';

/** Goods each brand shows in the home block (/api/focus/ppzq). */
export const BRAND_BLOCK_GOODS = 4;

type ZoneRow = typeof brandZones.$inferSelect;

const running = and(lte(brandZones.startsAt, sql`now()`), gt(brandZones.endsAt, sql`now()`));

const brandOf = (row: ZoneRow, brand: Brand) => ({
  brand_id: brand.id,
  name: brand.name,
  logo: brand.logo,
  banner: row.banner,
  blurb: row.blurb,
  ends_at: row.endsAt.toISOString(),
});

/**
 * GET /api/focus/ppzq: the brands of the running brand zones, the latest started first and in their
 * zone's order, each with its first goods priced for this viewer as the goods list prices them.
 */
export async function runningBrandZones(db: Executor, access: BuyerAccess): Promise<BrandZoneBlock[]> {
  const rows = await db
    .select()
    .from(brandZones)
    .where(running)
    .orderBy(desc(brandZones.startsAt), asc(brandZones.activityId), asc(brandZones.position));
  const brands = await brandsByIds(db, [...new Set(rows.map((row) => row.brandId))]);
  const shown = rows.flatMap((row) => {
    const brand = brands.get(row.brandId);
    return brand ? [{ row, brand }] : [];
  });
  return Promise.all(
    shown.map(async ({ row, brand }) => ({
      ...brandOf(row, brand),
      goods: (
        await brandGoodsPage(db, brand.id, row.goodsIds, { page: 1, page_size: BRAND_BLOCK_GOODS }, access)
      ).list,
    })),
  );
}

/**
 * A brand zone's brands as /pp will show them, made from its definition (a draft has no rows): each
 * brand with the first `pageSize` of its goods, priced for `access`; brands since deleted left out.
 */
export async function brandZoneBlocks(
  db: Executor,
  definition: BrandZoneDefinition,
  endsAt: Date,
  access: BuyerAccess,
  pageSize: number,
): Promise<BrandZoneBlock[]> {
  const brands = await brandsByIds(db, [...new Set(definition.brands.map((entry) => entry.brand_id))]);
  const shown = definition.brands.flatMap((entry) => {
    const brand = brands.get(entry.brand_id);
    return brand ? [{ entry, brand }] : [];
  });
  return Promise.all(
    shown.map(async ({ entry, brand }) => ({
      brand_id: brand.id,
      name: brand.name,
      logo: brand.logo,
      banner: entry.banner,
      blurb: entry.blurb,
      ends_at: endsAt.toISOString(),
      goods: (await brandGoodsPage(db, brand.id, entry.goods_ids, { page: 1, page_size: pageSize }, access))
        .list,
    })),
  );
}

/** GET /api/focus/brand/{id}: the brand's running zone with a page of its goods; 404 when it has none. */
export async function brandZone(
  db: Executor,
  brandId: number,
  query: BrandZoneQuery,
  access: BuyerAccess,
): Promise<BrandZone> {
  const [row] = await db
    .select()
    .from(brandZones)
    .where(and(eq(brandZones.brandId, brandId), running))
    .orderBy(desc(brandZones.startsAt), desc(brandZones.id))
    .limit(1);
  const brand = row && (await brandsByIds(db, [brandId])).get(brandId);
  if (!row || !brand) throw notFound(BRAND_ZONE_MESSAGES.none);
  return {
    ...brandOf(row, brand),
    goods: await brandGoodsPage(db, brandId, row.goodsIds, query, access),
  };
}
