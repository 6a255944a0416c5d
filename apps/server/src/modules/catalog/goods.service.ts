import { and, asc, count, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type {
  GoodsCard,
  GoodsDetail,
  GoodsListQuery,
  GoodsPage,
  ManufacturerFacet,
} from '@yaocai/domain/contracts/catalog';
import { notFound } from '@yaocai/domain/errors';
import type { Executor } from '../../db/client.ts';
import type { BuyerAccess } from '../accounts/accounts.service.ts';
import { assertCategoryVisible } from './categories.service.ts';
import { cachedCount } from './goods-count-cache.ts';
import {
  brands,
  categories,
  goods,
  goodsCategories,
  goodsStock,
  manufacturers,
  warehouses,
} from './catalog.tables.ts';
import { priceView } from './price-visibility.ts';
import { keywordCondition, type SearchKind } from './search.service.ts';

export const HOT_GOODS_LIMIT = 10;
const MANUFACTURER_FACETS = 30;

/** Published goods: on sale, and never a special-control drug (spec §1). */
const published = and(eq(goods.onSale, true), eq(goods.isSpecialControl, false))!;

export type GoodsFilters = Omit<GoodsListQuery, 'sort' | 'order' | 'page' | 'page_size'>;

async function filterConditions(db: Executor, filters: GoodsFilters): Promise<SQL[]> {
  const conditions: SQL[] = [published];
  if (filters.select !== undefined) {
    await assertCategoryVisible(db, filters.select);
    conditions.push(sql`${goods.categoryIds} @> array[${filters.select}]::integer[]`);
  }
  if (filters.yx) conditions.push(eq(goods.isYoux, true));
  if (filters.qx) conditions.push(eq(goods.kind, 'device'));
  if (filters.zy) conditions.push(eq(goods.kind, 'herbal'));
  if (filters.brand !== undefined) conditions.push(eq(goods.brandId, filters.brand));
  if (filters.manufacturer !== undefined) conditions.push(eq(goods.manufacturerId, filters.manufacturer));
  if (filters.in_stock === '1') {
    conditions.push(
      sql`exists (select 1 from ${goodsStock} s where s.goods_id = ${goods.id} and s.stock > 0)`,
    );
  }
  if (filters.keyword) {
    const kinds: SearchKind[] =
      filters.type === '0' ? ['name'] : filters.type === '1' ? ['manufacturer'] : ['name', 'manufacturer'];
    conditions.push(keywordCondition(filters.keyword, kinds));
  }
  return conditions;
}

function ordering(sort: GoodsListQuery['sort'], order: GoodsListQuery['order']): SQL[] {
  const direction = (column: AnyColumn, fallback: 'asc' | 'desc') =>
    (order ?? fallback) === 'asc' ? asc(column) : desc(column);
  switch (sort) {
    case 'sales':
      return [direction(goods.sales, 'desc'), asc(goods.id)];
    case 'price':
      return [direction(goods.basePriceFen, 'asc'), asc(goods.id)];
    case 'newest':
      return [direction(goods.createdAt, 'desc'), desc(goods.id)];
    default:
      return [desc(goods.isYoux), desc(goods.sales), asc(goods.id)];
  }
}

const cardColumns = {
  id: goods.id,
  name: goods.name,
  manufacturerId: goods.manufacturerId,
  sccj: manufacturers.name,
  ypgg: goods.ypgg,
  bzdw: goods.bzdw,
  zbz: goods.zbz,
  basePriceFen: goods.basePriceFen,
  retailPriceFen: goods.retailPriceFen,
  ladderPrice: goods.ladderPrice,
  ladderPriceType: goods.ladderPriceType,
  isFreeShipping: goods.isFreeShipping,
  freeShippingNumber: goods.freeShippingNumber,
  isYoux: goods.isYoux,
  type: goods.type,
  tags: goods.tags,
  images: goods.images,
  approvalNumber: goods.approvalNumber,
  expiresOn: goods.expiresOn,
  kind: goods.kind,
  businessScope: goods.businessScope,
  stock: sql<number>`(select coalesce(sum(s.stock), 0)::integer from ${goodsStock} s where s.goods_id = ${goods.id})`,
};
type CardRow = { [K in Exclude<keyof typeof cardColumns, 'stock'>]: (typeof cardColumns)[K]['_']['data'] } & {
  sccj: string;
  stock: number;
};

function toCard(row: CardRow, access: BuyerAccess): GoodsCard {
  return {
    id: row.id,
    name: row.name,
    sccj: row.sccj,
    manufacturer_id: row.manufacturerId,
    ypgg: row.ypgg,
    bzdw: row.bzdw,
    zbz: row.zbz,
    ...priceView(row, access),
    number: Number(row.stock),
    ladder_price_type: row.ladderPriceType,
    is_free_shipping: row.isFreeShipping,
    free_shipping_number: row.freeShippingNumber,
    is_youx: row.isYoux,
    type: row.type,
    tags: row.tags,
    goods_image: row.images,
    approval_number: row.approvalNumber,
    expires_on: row.expiresOn,
    kind: row.kind,
  };
}

/** One page of published goods matching the filters, in the chosen order, with the total count. */
export async function listGoods(
  db: Executor,
  query: GoodsListQuery,
  access: BuyerAccess,
): Promise<GoodsPage> {
  const { sort, order, page, page_size: pageSize, ...filters } = query;
  const where = and(...(await filterConditions(db, filters)));
  const [rows, total] = await Promise.all([
    db
      .select(cardColumns)
      .from(goods)
      .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
      .where(where)
      .orderBy(...ordering(sort, order))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    cachedCount(filters, async () => (await db.select({ n: count() }).from(goods).where(where))[0]?.n ?? 0),
  ]);
  return { list: (rows as CardRow[]).map((row) => toCard(row, access)), total, page, page_size: pageSize };
}

/** The manufacturers of the goods matching the filters, most goods first, for the filter bar. */
export async function manufacturerFacets(db: Executor, filters: GoodsFilters): Promise<ManufacturerFacet[]> {
  const where = and(...(await filterConditions(db, { ...filters, manufacturer: undefined })));
  return db
    .select({ id: manufacturers.id, name: manufacturers.name, count: count() })
    .from(goods)
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .where(where)
    .groupBy(manufacturers.id)
    .orderBy(desc(count()), asc(manufacturers.name))
    .limit(MANUFACTURER_FACETS);
}

/** Best sellers among published goods. */
export async function hotGoods(db: Executor, access: BuyerAccess): Promise<GoodsCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(goods)
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .where(published)
    .orderBy(desc(goods.sales), asc(goods.id))
    .limit(HOT_GOODS_LIMIT);
  return (rows as CardRow[]).map((row) => toCard(row, access));
}

export async function goodsDetail(db: Executor, id: number, access: BuyerAccess): Promise<GoodsDetail> {
  const [row] = await db
    .select({
      ...cardColumns,
      brandId: brands.id,
      brandName: brands.name,
      batchNumber: goods.batchNumber,
      producedOn: goods.producedOn,
    })
    .from(goods)
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .leftJoin(brands, eq(brands.id, goods.brandId))
    .where(and(eq(goods.id, id), published));
  if (!row) throw notFound('商品不存在');
  const [stocks, inCategories] = await Promise.all([
    db
      .select({ ck_id: warehouses.id, name: warehouses.name, number: goodsStock.stock })
      .from(goodsStock)
      .innerJoin(warehouses, eq(warehouses.id, goodsStock.warehouseId))
      .where(eq(goodsStock.goodsId, id))
      .orderBy(asc(warehouses.sort), asc(warehouses.id)),
    db
      .select({ id: categories.id, name: categories.name, menu: categories.menu })
      .from(goodsCategories)
      .innerJoin(categories, eq(categories.id, goodsCategories.categoryId))
      .where(eq(goodsCategories.goodsId, id))
      .orderBy(asc(categories.id)),
  ]);
  const total = stocks.reduce((sum, stock) => sum + stock.number, 0);
  return {
    ...toCard({ ...(row as CardRow), stock: total }, access),
    business_scope: row.businessScope,
    brand: row.brandId === null || row.brandName === null ? null : { id: row.brandId, name: row.brandName },
    batch_number: row.batchNumber,
    produced_on: row.producedOn,
    stocks,
    categories: inCategories,
  };
}
