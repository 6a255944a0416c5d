import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { BrandZoneDefinition } from '@yaocai/domain/contracts/admin-activities';
import { invalid } from '@yaocai/domain/errors';
import type { Executor } from '../../../db/client.ts';
import { visitorAccess } from '../../accounts/buyer-access.ts';
import { brandGoodsPage } from '../../catalog/goods.service.ts';
import { brandsByIds, goodsBrands } from '../../catalog/brands.service.ts';
import { brandZones } from '../promotions.tables.ts';
import type { ActivityBodyOf, ActivityKindRules } from './activity-kind.ts';
import { endedNow } from './kind-helpers.ts';

/** Each brand exists and has goods to show; each goods picked is on sale and of its brand. */
async function checkBrands(db: Executor, definition: BrandZoneDefinition) {
  const { brands } = definition;
  const found = await brandsByIds(
    db,
    brands.map((entry) => entry.brand_id),
  );
  const goods = await goodsBrands(
    db,
    brands.flatMap((entry) => entry.goods_ids ?? []),
  );
  for (const [i, entry] of brands.entries()) {
    const brand = found.get(entry.brand_id);
    if (!brand) throw invalid(`definition.brands.${i}.brand_id`, `编号${entry.brand_id}的品牌不存在`);
    if (entry.goods_ids === null) {
      const onSale = await brandGoodsPage(db, brand.id, null, { page: 1, page_size: 1 }, visitorAccess);
      if (onSale.total === 0) {
        throw invalid(`definition.brands.${i}.goods_ids`, `${brand.name}：该品牌暂无在售商品，请先上架商品`);
      }
      continue;
    }
    for (const [j, goodsId] of entry.goods_ids.entries()) {
      const field = `definition.brands.${i}.goods_ids.${j}`;
      const item = goods.get(goodsId);
      if (!item) throw invalid(field, `${brand.name}：编号${goodsId}的商品不存在`);
      if (item.brandId !== brand.id) throw invalid(field, `${item.name}：不是${brand.name}品牌的商品`);
      if (!item.onSale) throw invalid(field, `${item.name}：商品未上架，不能加入品牌专区`);
    }
  }
}

/** A published zone may not show a brand another zone shows in the same time (a brand has one page). */
async function checkOverlap(db: Executor, body: ActivityBodyOf<'brand_zone'>, activityId: number) {
  const { brands } = body.definition;
  const from = new Date(Math.max(body.starts_at.getTime(), Date.now()));
  const rows = await db
    .select({ brandId: brandZones.brandId })
    .from(brandZones)
    .where(
      and(
        inArray(
          brandZones.brandId,
          brands.map((entry) => entry.brand_id),
        ),
        lt(brandZones.startsAt, body.ends_at),
        gt(brandZones.endsAt, from),
        ne(brandZones.activityId, activityId),
      ),
    );
  const elsewhere = new Set(rows.map((row) => row.brandId));
  const i = brands.findIndex((entry) => elsewhere.has(entry.brand_id));
  if (i < 0) return;
  const name = (await brandsByIds(db, [brands[i]!.brand_id])).get(brands[i]!.brand_id)?.name;
  throw invalid(`definition.brands.${i}.brand_id`, `${name}：该时段已在其他品牌专区中`);
}

/**
 * 品牌专区: each brand one brand_zones row in the window, read by /pp and the home block. Nothing is
 * sold from it (its goods sell at their own prices), so nothing is taken and every edit is free.
 */
export const brandZoneKind: ActivityKindRules<'brand_zone'> = {
  goodsIds: (definition) => [...new Set(definition.brands.flatMap((entry) => entry.goods_ids ?? []))],
  total: (definition) => definition.brands.length,
  takenSql: sql`0`,

  async check(db, body, live) {
    await checkBrands(db, body.definition);
    if (live !== null) await checkOverlap(db, body, live);
  },

  checkLive: checkOverlap,

  checkExtension: () => undefined,

  async publish(tx, row) {
    const { brands } = row.definition as BrandZoneDefinition;
    await tx.delete(brandZones).where(eq(brandZones.activityId, row.id));
    await tx.insert(brandZones).values(
      brands.map((entry, position) => ({
        activityId: row.id,
        brandId: entry.brand_id,
        banner: entry.banner,
        blurb: entry.blurb,
        goodsIds: entry.goods_ids,
        position,
        startsAt: row.startsAt,
        endsAt: row.endsAt,
      })),
    );
  },

  async stop(tx, id) {
    await tx.update(brandZones).set(endedNow).where(eq(brandZones.activityId, id));
  },

  detail: async (_db, row) => row.definition as BrandZoneDefinition,
};
