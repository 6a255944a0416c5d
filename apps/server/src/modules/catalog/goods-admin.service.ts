import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import {
  LOW_STOCK_BELOW,
  type AdminGoodsFilter,
  type AdminGoodsListQuery,
  type GoodsSort,
  type PatchGoodsBody,
  type SortOrder,
} from '@yaocai/domain/contracts/admin';
import type { AdminGoods } from '@yaocai/domain/contracts/admin-responses';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { invalid, notFound } from '@yaocai/domain/errors';
import { fenToYuan } from '@yaocai/domain/money';
import type { Executor, Transaction } from '../../db/client.ts';
import { goods, goodsStock, goodsStockTotals, manufacturers, warehouses } from './catalog.tables.ts';
import { escapeLike } from '../../db/like.ts';

/**
 * Goods matching a console search, published or not: name, its pinyin or initials, approval number,
 * manufacturer, or the id itself. Each is served by a trigram index.
 */
function keywordMatch(keywords: string): SQL {
  const contains = `%${escapeLike(keywords)}%`;
  const pinyin = `%${escapeLike(keywords.toLowerCase().replace(/\s+/g, ''))}%`;
  const byId = /^\d{1,9}$/.test(keywords) ? sql` or ${goods.id} = ${Number(keywords)}` : sql``;
  return sql`(${goods.name} ilike ${contains} or ${goods.nameInitials} like ${pinyin} or ${goods.namePinyin} like ${pinyin} or ${goods.approvalNumber} ilike ${contains} or ${goods.manufacturerId} in (select ${manufacturers.id} from ${manufacturers} where ${manufacturers.name} ilike ${contains})${byId})`;
}

const adminColumns = {
  id: goods.id,
  name: goods.name,
  manufacturer: manufacturers.name,
  spec: goods.spec,
  packUnit: goods.packUnit,
  packMultiple: goods.packMultiple,
  kind: goods.kind,
  businessScope: goods.businessScope,
  approvalNumber: goods.approvalNumber,
  basePriceFen: goods.basePriceFen,
  containsEphedrine: goods.containsEphedrine,
  monthlyLimit: goods.monthlyLimit,
  onSale: goods.onSale,
  sales: goods.sales,
  stock: sql<{ warehouse_id: number; warehouse: string; stock: number }[]>`coalesce((
    select json_agg(json_build_object('warehouse_id', s.warehouse_id, 'warehouse', w.name, 'stock', s.stock) order by w.sort, w.id)
    from ${goodsStock} s join ${warehouses} w on w.id = s.warehouse_id where s.goods_id = ${goods.id}), '[]'::json)`,
};

const selectAdminGoods = (db: Executor) =>
  db
    .select(adminColumns)
    .from(goods)
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .innerJoin(goodsStockTotals, eq(goodsStockTotals.goodsId, goods.id));
type AdminRow = Awaited<ReturnType<typeof selectAdminGoods>>[number];

const toAdminGoods = (row: AdminRow): AdminGoods => ({
  id: row.id,
  name: row.name,
  sccj: row.manufacturer,
  ypgg: row.spec,
  bzdw: row.packUnit,
  zbz: row.packMultiple,
  kind: row.kind,
  business_scope: row.businessScope,
  approval_no: row.approvalNumber || null,
  price: fenToYuan(row.basePriceFen),
  price_fen: row.basePriceFen,
  contains_ephedrine: row.containsEphedrine,
  monthly_limit: row.monthlyLimit,
  on_sale: row.onSale,
  sales: row.sales,
  stock: row.stock,
});

/**
 * Goods whose sellable pieces of every warehouse together (as the list shows them warehouse by
 * warehouse) meet `condition`: found in the totals' (stock, goods_id) index.
 */
const stockTotalIs = (condition: SQL): SQL =>
  sql`${goods.id} in (select ${goodsStockTotals.goodsId} from ${goodsStockTotals} where ${condition})`;

/**
 * The conditions the console's filters name, each beside the search; undefined for none. The list,
 * its count and its export all filter through here.
 */
function goodsConditions(query: AdminGoodsFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.keywords) conditions.push(keywordMatch(query.keywords));
  if (query.category_id !== undefined) {
    conditions.push(sql`${goods.categoryIds} @> array[${query.category_id}]::integer[]`);
  }
  if (query.brand_id !== undefined) conditions.push(eq(goods.brandId, query.brand_id));
  if (query.on_sale !== undefined) conditions.push(eq(goods.onSale, query.on_sale));
  if (query.stock === 'zero') conditions.push(stockTotalIs(eq(goodsStockTotals.stock, 0)));
  if (query.stock === 'low') conditions.push(stockTotalIs(lt(goodsStockTotals.stock, LOW_STOCK_BELOW)));
  if (query.price_min !== undefined) conditions.push(gte(goods.basePriceFen, query.price_min));
  if (query.price_max !== undefined) conditions.push(lte(goods.basePriceFen, query.price_max));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * The order of a sort, ties broken by id in the direction the sort's index holds them, so each
 * order is one index scan: (price, id), (sales desc, id), (updated_at, id) and the stock totals'
 * (stock, goods_id) (docs/decisions/020).
 */
function goodsOrder(sort: GoodsSort, order: SortOrder): SQL[] {
  const by = order === 'asc' ? asc : desc;
  const against = order === 'asc' ? desc : asc;
  switch (sort) {
    case 'price':
      return [by(goods.basePriceFen), by(goods.id)];
    case 'sales':
      return [by(goods.sales), against(goods.id)];
    case 'updated_at':
      return [by(goods.updatedAt), by(goods.id)];
    case 'stock':
      return [by(goodsStockTotals.stock), by(goodsStockTotals.goodsId)];
    case 'id':
      return [by(goods.id)];
  }
}

/** A page of goods for the console, newest first unless sorted otherwise. */
export async function listAdminGoods(db: Executor, query: AdminGoodsListQuery): Promise<Paged<AdminGoods>> {
  const where = goodsConditions(query);
  const [rows, [total]] = await Promise.all([
    selectAdminGoods(db)
      .where(where)
      .orderBy(...goodsOrder(query.sort, query.order))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(goods).where(where),
  ]);
  return {
    list: rows.map(toAdminGoods),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

export async function adminGoodsById(db: Executor, id: number): Promise<AdminGoods> {
  const [row] = await selectAdminGoods(db).where(eq(goods.id, id));
  if (!row) throw notFound('商品不存在');
  return toAdminGoods(row);
}

/** The goods of `ids` as the console's list shows them, in id order. */
export async function adminGoodsByIds(db: Executor, ids: readonly number[]): Promise<AdminGoods[]> {
  const rows = await selectAdminGoods(db)
    .where(inArray(goods.id, [...ids]))
    .orderBy(asc(goods.id));
  return rows.map(toAdminGoods);
}

/**
 * Changes a goods' price, publish state and stock per warehouse, in the caller's transaction, with
 * the goods row locked so that two edits of one goods apply one after the other. Stock is set to
 * the number given: the operator counted it.
 */
export async function updateGoods(
  tx: Transaction,
  id: number,
  patch: PatchGoodsBody,
  missing = '商品不存在',
): Promise<{ before: AdminGoods; after: AdminGoods }> {
  const [locked] = await tx.select({ id: goods.id }).from(goods).where(eq(goods.id, id)).for('update');
  if (!locked) throw notFound(missing);
  const before = await adminGoodsById(tx, id);
  const set: Partial<typeof goods.$inferInsert> = {};
  if (patch.price_fen !== undefined) set.basePriceFen = patch.price_fen;
  if (patch.on_sale !== undefined) set.onSale = patch.on_sale;
  if (Object.keys(set).length > 0) {
    await tx
      .update(goods)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(goods.id, id));
  }
  if (patch.stock) await setStocks(tx, id, patch.stock);
  return { before, after: await adminGoodsById(tx, id) };
}

/** Sets the stock counted in each warehouse named; a warehouse that does not exist is refused. */
export async function setStocks(
  tx: Transaction,
  goodsId: number,
  rows: { warehouse_id: number; stock: number }[],
) {
  const ids = rows.map((row) => row.warehouse_id);
  const known = await tx.select({ id: warehouses.id }).from(warehouses).where(inArray(warehouses.id, ids));
  const missing = ids.find((wanted) => !known.some((row) => row.id === wanted));
  if (missing !== undefined) throw invalid('stock', `仓库${missing}不存在`);
  await tx
    .insert(goodsStock)
    .values(rows.map((row) => ({ goodsId, warehouseId: row.warehouse_id, stock: row.stock })))
    .onConflictDoUpdate({
      target: [goodsStock.goodsId, goodsStock.warehouseId],
      set: { stock: sql`excluded.stock` },
    });
}

/** Goods after `afterId` in id order that the list's filters find: an export's next rows. */
export async function adminGoodsAfter(
  db: Executor,
  filter: AdminGoodsFilter,
  afterId: number,
  limit: number,
): Promise<AdminGoods[]> {
  const rows = await selectAdminGoods(db)
    .where(and(sql`${goods.id} > ${afterId}`, goodsConditions(filter)))
    .orderBy(asc(goods.id))
    .limit(limit);
  return rows.map(toAdminGoods);
}

/** How many goods an export with these filters will write, counted as the list counts them. */
export async function countAdminGoods(db: Executor, filter: AdminGoodsFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(goods).where(goodsConditions(filter));
  return row?.n ?? 0;
}
