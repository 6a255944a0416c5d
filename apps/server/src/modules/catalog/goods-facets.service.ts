import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { GoodsFacets, GoodsListQuery } from '@yaocai/domain/contracts/catalog';
import type { Caches } from '../../cache/caches.ts';
import { objectKey } from '../../cache/named-cache.ts';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { brands, goods, manufacturers } from './catalog.tables.ts';
import { explainEmpty } from './goods.service.ts';
import { planFilters, statementName, type GoodsFilters } from './list-filters.ts';
import { ListPages } from './list-pages.ts';

const MANUFACTURER_FACETS = 30;
const BRAND_FACETS = 40;

/**
 * What the filter bar may offer within the current search and filters, each with its count of goods:
 * the manufacturers and brands (each counted without its own filter, so another one can be chosen
 * instead) and every category the matching goods are in.
 */
export async function goodsFacets(db: Executor, caches: Caches, query: GoodsListQuery): Promise<GoodsFacets> {
  const { sort: _sort, order: _order, page: _page, page_size: _pageSize, ...filters } = query;
  // Three counts over the matching goods (a third of a second over the whole of a large catalogue),
  // the same for every viewer: kept as the list's totals are.
  const facets = await ListPages.of<{ id: number }, GoodsFacets>(caches).facets(
    objectKey(filters),
    filters.in_stock === '1',
    () => readFacets(db, filters),
  );
  if (facets.categories.length === 0) await explainEmpty(db, filters);
  return facets;
}

async function readFacets(db: Executor, filters: GoodsFilters): Promise<GoodsFacets> {
  const [manufacturerRows, brandRows, categoryRows] = [
    await manufacturerFacets(db, filters),
    await brandFacets(db, filters),
    await categoryFacets(db, filters),
  ];
  return { manufacturers: manufacturerRows, brands: brandRows, categories: categoryRows };
}

function manufacturerFacets(db: Executor, filters: GoodsFilters) {
  const plan = planFilters({ ...filters, manufacturer: undefined });
  const statement = prepared(db, statementName('goods_facets', plan.shape), (db, name) =>
    db
      .select({ id: manufacturers.id, name: manufacturers.name, count: count() })
      .from(goods)
      .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
      .where(plan.where)
      .groupBy(manufacturers.id)
      .orderBy(desc(count()), asc(manufacturers.name))
      .limit(MANUFACTURER_FACETS)
      .prepare(name),
  );
  return statement.execute(plan.params);
}

function brandFacets(db: Executor, filters: GoodsFilters) {
  const plan = planFilters({ ...filters, brand: undefined });
  const statement = prepared(db, statementName('brand_facets', plan.shape), (db, name) =>
    db
      .select({ id: brands.id, name: brands.name, count: count() })
      .from(goods)
      .innerJoin(brands, eq(brands.id, goods.brandId))
      .where(plan.where)
      .groupBy(brands.id)
      .orderBy(desc(count()), asc(brands.name))
      .limit(BRAND_FACETS)
      .prepare(name),
  );
  return statement.execute(plan.params);
}

async function categoryFacets(db: Executor, filters: GoodsFilters) {
  const plan = planFilters(filters);
  // category_ids holds each goods' categories with their ancestors, so a parent counts its children's goods.
  const category = sql<number>`unnest(${goods.categoryIds})`;
  const statement = prepared(db, statementName('category_facets', plan.shape), (db, name) =>
    db
      .select({ id: category.as('id'), count: count() })
      .from(goods)
      .where(plan.where)
      .groupBy(sql`1`)
      .orderBy(sql`1`)
      .prepare(name),
  );
  return statement.execute(plan.params);
}
