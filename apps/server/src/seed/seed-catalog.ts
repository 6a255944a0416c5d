import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import {
  brands,
  categories,
  categoryMenus,
  goods,
  goodsBarcodes,
  goodsCategories,
  goodsKinds,
  goodsStock,
  manufacturers,
  warehouses,
  type CategoryMenu,
  type GoodsKind,
} from '../modules/catalog/catalog.tables.ts';
import { ean13CheckDigit } from '@yaocai/domain/validation/barcodes';
import { searchFieldsFor } from '../modules/catalog/search-fields.ts';
import { categoryTrees } from './data/categories.ts';
import { brandOwners, manufacturersByKind } from './data/manufacturers.ts';
import { generateGoods, type GoodsDraft } from './goods-generator.ts';
import { iconPlaceholderUrl } from '../modules/content/placeholder-images.ts';
import { chunked } from './lists.ts';
import { refreshSearchTerms } from '../modules/catalog/search.service.ts';

/** Rows per multi-row insert: well below PostgreSQL's 65,535 bind parameters for the widest table. */
const CHUNK_SIZE = 500;
const WAREHOUSE_NAMES = ['华东一号仓', '华南二号仓'] as const;
const menuColors: Record<CategoryMenu, string> = {
  general: '#2f6fb5',
  yx: '#d9363e',
  zy: '#3f7d3a',
  qx: '#0f766e',
};

export interface CatalogOptions {
  goodsCount: number;
  today: Date;
  onProgress?: (inserted: number, total: number) => void;
}

/** Category ids by menu and name, for the content that links to categories. */
export type CategoryIds = Map<string, number>;
export const categoryKey = (menu: CategoryMenu, name: string): string => `${menu}:${name}`;

export async function seedCatalog(db: Executor, options: CatalogOptions): Promise<CategoryIds> {
  const warehouseIds = await seedWarehouses(db);
  const makerIds = await seedManufacturers(db);
  const brandIds = await seedBrands(db);
  const categoryIds = await seedCategories(db);
  const drafts = generateGoods(options.goodsCount, options.today);
  let inserted = 0;
  for (const chunk of chunked(drafts, CHUNK_SIZE)) {
    await insertGoodsChunk(db, chunk, { warehouseIds, makerIds, brandIds, categoryIds });
    inserted += chunk.length;
    options.onProgress?.(inserted, drafts.length);
  }
  await refreshSearchTerms(db);
  // Fresh statistics, so the planner knows the catalogue's size (PGlite runs no autovacuum).
  await db.execute(sql`analyze`);
  return categoryIds;
}

async function seedWarehouses(db: Executor): Promise<number[]> {
  const rows = await db
    .insert(warehouses)
    .values(WAREHOUSE_NAMES.map((name, sort) => ({ name, sort })))
    .returning({ id: warehouses.id });
  return rows.map((row) => row.id);
}

async function seedManufacturers(db: Executor): Promise<Map<string, number>> {
  const names = goodsKinds.flatMap((kind) => manufacturersByKind[kind]);
  const rows = await db
    .insert(manufacturers)
    .values(names.map((name) => ({ name, ...searchFieldsFor(name) })))
    .returning({ id: manufacturers.id, name: manufacturers.name });
  return new Map(rows.map((row) => [row.name, row.id]));
}

async function seedBrands(db: Executor): Promise<Map<string, number>> {
  const rows = await db
    .insert(brands)
    .values(
      brandOwners.map(([name], sort) => ({ name, sort, logo: iconPlaceholderUrl(name, menuColors.yx) })),
    )
    .returning({ id: brands.id, name: brands.name });
  return new Map(rows.map((row) => [row.name, row.id]));
}

async function seedCategories(db: Executor): Promise<CategoryIds> {
  const ids: CategoryIds = new Map();
  for (const menu of categoryMenus) {
    const tops = categoryTrees[menu];
    const topRows = await db
      .insert(categories)
      .values(
        tops.map((top, sort) => ({
          menu,
          name: top.name,
          sort,
          logo1: iconPlaceholderUrl(top.name.slice(0, 1), menuColors[menu]),
        })),
      )
      .returning({ id: categories.id, name: categories.name });
    for (const row of topRows) ids.set(categoryKey(menu, row.name), row.id);
    const children = tops.flatMap((top) =>
      top.children.map((name, sort) => ({
        menu,
        name,
        sort,
        parentId: ids.get(categoryKey(menu, top.name)) ?? null,
        logo1: iconPlaceholderUrl(name.slice(0, 1), menuColors[menu]),
      })),
    );
    const childRows = await db
      .insert(categories)
      .values(children)
      .returning({ id: categories.id, name: categories.name });
    for (const row of childRows) ids.set(categoryKey(menu, row.name), row.id);
  }
  return ids;
}

interface Lookups {
  warehouseIds: number[];
  makerIds: Map<string, number>;
  brandIds: Map<string, number>;
  categoryIds: CategoryIds;
}

async function insertGoodsChunk(db: Executor, drafts: GoodsDraft[], lookups: Lookups): Promise<void> {
  const makerIdOf = (draft: GoodsDraft): number =>
    required(lookups.makerIds.get(draft.manufacturer), draft.manufacturer);
  const rows = await db
    .insert(goods)
    .values(
      drafts.map((draft) => ({
        ...draft.row,
        manufacturerId: makerIdOf(draft),
        brandId: draft.brand === null ? null : required(lookups.brandIds.get(draft.brand), draft.brand),
      })),
    )
    .returning({ id: goods.id, name: goods.name, spec: goods.spec, manufacturerId: goods.manufacturerId });
  const idOf = new Map(rows.map((row) => [`${row.name}|${row.spec}|${row.manufacturerId}`, row.id]));
  const withIds = drafts.map((draft) => {
    const key = `${draft.row.name}|${draft.row.spec}|${makerIdOf(draft)}`;
    return { draft, goodsId: required(idOf.get(key), key) };
  });
  await db
    .insert(goodsCategories)
    .values(withIds.flatMap(({ draft, goodsId }) => categoryLinks(draft, goodsId, lookups)));
  await db
    .insert(goodsStock)
    .values(withIds.flatMap(({ draft, goodsId }) => stockRows(draft, goodsId, lookups)));
  await db
    .insert(goodsBarcodes)
    .values(withIds.flatMap(({ draft, goodsId }) => demoBarcodes(goodsId, draft.row.kind)));
}

/**
 * A made-up EAN-13 barcode under China's 690 prefix for each goods item, and for medicines a
 * 药品标识码 (their trace codes begin with it), both derived from the id so that they never collide.
 */
export function demoBarcodes(goodsId: number, kind: GoodsKind) {
  const first12 = `690${String(goodsId).padStart(9, '0')}`;
  const codes = [`${first12}${ean13CheckDigit(first12)}`];
  if (kind !== 'device' && goodsId < 1_000_000) codes.push(`8${String(goodsId).padStart(6, '0')}`);
  return codes.map((code) => ({ code, goodsId }));
}

function categoryLinks(draft: GoodsDraft, goodsId: number, lookups: Lookups) {
  return draft.categories.map(({ menu, name }) => ({
    goodsId,
    categoryId: required(lookups.categoryIds.get(categoryKey(menu, name)), `${menu} category ${name}`),
  }));
}

function stockRows(draft: GoodsDraft, goodsId: number, lookups: Lookups) {
  return draft.stock.flatMap((stock, index) =>
    stock === null
      ? []
      : [{ goodsId, warehouseId: required(lookups.warehouseIds[index], 'warehouse'), stock }],
  );
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Seed data refers to an unknown ${what}`);
  return value;
}
