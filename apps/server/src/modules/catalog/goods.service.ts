import { and, asc, count, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  PRICE_TIPS,
  type GoodsCard,
  type GoodsDetail,
  type GoodsListQuery,
  type GoodsPage,
} from '@yaocai/domain/contracts/catalog';
import { notFound } from '@yaocai/domain/errors';
import type { Caches } from '../../cache/caches.ts';
import { objectKey } from '../../cache/named-cache.ts';
import type { Executor } from '../../db/client.ts';
import { accessKey, type BuyerAccess } from '../accounts/buyer-access.ts';
import { EncodedAnswers } from '../../cache/encoded-answers.ts';
import { assertCategoryVisible } from './categories.service.ts';
import {
  brands,
  categories,
  goods,
  goodsCategories,
  goodsStock,
  manufacturers,
  warehouses,
} from './catalog.tables.ts';
import { saleColumns } from './goods-columns.ts';
import { priceView, seesPrices } from './price-visibility.ts';
import { planFilters, published, statementName, type FilterPlan, type GoodsFilters } from './list-filters.ts';
import { prepared } from '../../db/prepared.ts';
import { ListPages } from './list-pages.ts';

/**
 * Shared by every viewer: rows as read, before prices are shown for one (docs/decisions/008-caching.md).
 * Totals are kept per filter combination: counting a large category visits every goods row in it.
 */
const listPages = (caches: Caches) => ListPages.of<CardRow>(caches);
const goodsDetails = (caches: Caches) => caches.open<number, DetailRow>('goodsDetails');

const HOT_GOODS_LIMIT = 10;

/**
 * Each order is a pair (column, id) that an index holds in the same order, read forwards or
 * backwards, so a page of many matches walks the index instead of sorting them all. When the matches
 * are few and scattered along the index (a small category, a manufacturer), walking it reads far more
 * rows than it keeps; then the first key asks for the null placement the index does not have (the
 * columns hold no nulls, so the order is the same), and PostgreSQL finds the matches and sorts them.
 */
export function ordering(
  sort: GoodsListQuery['sort'],
  order: GoodsListQuery['order'],
  walkIndex: boolean,
): SQL[] {
  const keys = orderKeys(sort, order);
  if (walkIndex) return keys.map(([column, direction]) => (direction === 'asc' ? asc : desc)(column));
  return keys.map(([column, direction], index) =>
    index > 0
      ? (direction === 'asc' ? asc : desc)(column)
      : direction === 'asc'
        ? sql`${column} asc nulls first`
        : sql`${column} desc nulls last`,
  );
}

function orderKeys(
  sort: GoodsListQuery['sort'],
  order: GoodsListQuery['order'],
): [AnyColumn, 'asc' | 'desc'][] {
  const pair = (
    column: AnyColumn,
    natural: 'asc' | 'desc',
    idNatural: 'asc' | 'desc',
  ): [AnyColumn, 'asc' | 'desc'][] => {
    const reversed = order !== undefined && order !== natural;
    const flip = (direction: 'asc' | 'desc') =>
      reversed ? (direction === 'asc' ? 'desc' : 'asc') : direction;
    return [
      [column, flip(natural)],
      [goods.id, flip(idNatural)],
    ];
  };
  switch (sort) {
    case 'sales':
      return pair(goods.sales, 'desc', 'asc');
    case 'price':
      return pair(goods.basePriceFen, 'asc', 'asc');
    case 'newest':
      return pair(goods.createdAt, 'desc', 'desc');
    default:
      return [
        [goods.isPreferred, 'desc'],
        [goods.sales, 'desc'],
        [goods.id, 'asc'],
      ];
  }
}

/**
 * Walking the index for a page reads about (offset + limit) × catalogue / matches rows, each a visit
 * to the table to test the filter; sorting reads the matches, found through the filter's own index,
 * at about a quarter of the cost a row (measured on the bench's catalogue). Walk when that is cheaper.
 */
const WALK_ROW_COST = 4;
const walksIndex = (matches: number, catalogue: number, rowsWanted: number): boolean =>
  matches * matches >= WALK_ROW_COST * rowsWanted * catalogue;

/** What a goods card shows, but its stock. */
const cardColumns = {
  ...saleColumns,
  manufacturerId: goods.manufacturerId,
  retailPriceFen: goods.retailPriceFen,
  approvalNumber: goods.approvalNumber,
  expiresOn: goods.expiresOn,
  kind: goods.kind,
};

/** The stock of a goods in all warehouses, read for each row of a result. */
const stockTotal = sql<number>`(select coalesce(sum(s.stock), 0)::integer from ${goodsStock} s where s.goods_id = ${goods.id})`;

export type CardRow = {
  [K in keyof typeof cardColumns]: (typeof cardColumns)[K]['_']['data'];
} & {
  manufacturer: string;
  stock: number;
};

function toCard(row: CardRow, access: BuyerAccess): GoodsCard {
  return {
    id: row.id,
    name: row.name,
    sccj: row.manufacturer,
    manufacturer_id: row.manufacturerId,
    ypgg: row.spec,
    bzdw: row.packUnit,
    zbz: row.packMultiple,
    ...priceView(row, access),
    number: Number(row.stock),
    ladder_price_type: row.ladderPriceType,
    is_free_shipping: row.isFreeShipping,
    free_shipping_number: row.freeShippingNumber,
    is_youx: row.isPreferred,
    type: row.type,
    tags: row.tags,
    goods_image: row.images,
    approval_number: row.approvalNumber,
    expires_on: row.expiresOn,
    kind: row.kind,
    contains_ephedrine: row.containsEphedrine,
    monthly_limit: row.monthlyLimit,
  };
}

/** Serializes an answer's data into the route's success body, as bytes. */
export type Encode<T> = (data: T) => Buffer;

/** Bytes of list and detail answers, kept with the rows they were made from, per price view. */
const encodedPages = new EncodedAnswers<CardRow[]>();
const encodedDetails = new EncodedAnswers<DetailRow>();

/**
 * One page of published goods matching the filters, in the chosen order, with the total count, as
 * the answer's bytes. A page asked for again while its rows are kept costs no query, no planning and
 * no serializing: the same viewer class gets the same bytes.
 */
export async function listGoodsAnswer(
  db: Executor,
  caches: Caches,
  query: GoodsListQuery,
  access: BuyerAccess,
  encode: Encode<GoodsPage>,
): Promise<Buffer> {
  // Ordering by a price the viewer cannot see would tell it; they get the default order instead.
  if (query.sort === 'price' && !seesPrices(access)) query = { ...query, sort: 'default', order: undefined };
  const { sort, order, page, page_size: pageSize, ...filters } = query;
  let plan: FilterPlan | undefined;
  const planned = () => (plan ??= planFilters(filters));
  const stockFiltered = filters.in_stock === '1';
  const [total, catalogue] = await Promise.all([
    listPages(caches).total(objectKey(filters), stockFiltered, () => countMatches(db, planned())),
    catalogueSize(db, caches),
  ]);
  const offset = (page - 1) * pageSize;
  const rows =
    total === 0 || offset >= total
      ? []
      : await listPages(caches).page(objectKey(query), stockFiltered, async () => {
          const walk = walksIndex(total, catalogue, offset + pageSize);
          return withStock(db, await readPage(db, planned(), sort, order, walk, pageSize, offset));
        });
  // Past the last page the filters still matched something: only an empty result needs explaining.
  if (total === 0) await explainEmpty(db, filters);
  return encodedPages.get(rows, `${accessKey(access)}|${total}`, () =>
    encode({ list: rows.map((row) => toCard(row, access)), total, page, page_size: pageSize }),
  );
}

async function countMatches(db: Executor, plan: FilterPlan): Promise<number> {
  const statement = prepared(db, statementName('goods_count', plan.shape), (db, name) =>
    db.select({ n: count() }).from(goods).where(plan.where).prepare(name),
  );
  return (await statement.execute(plan.params))[0]?.n ?? 0;
}

async function readPage(
  db: Executor,
  plan: FilterPlan,
  sort: GoodsListQuery['sort'],
  order: GoodsListQuery['order'],
  walk: boolean,
  limit: number,
  offset: number,
): Promise<Omit<CardRow, 'stock'>[]> {
  const statement = prepared(
    db,
    statementName('goods_page', `${plan.shape}|${sort}|${order ?? ''}|${walk ? 'walk' : 'sort'}`),
    (db, name) =>
      db
        .select(cardColumns)
        .from(goods)
        .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
        .where(plan.where)
        .orderBy(...ordering(sort, order, walk))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name),
  );
  return (await statement.execute({ ...plan.params, limit, offset })) as Omit<CardRow, 'stock'>[];
}

/**
 * The page's rows with their stock, read apart: in the page query, the stock of every row the index
 * walk passes before the offset would be summed too.
 */
async function withStock(db: Executor, rows: Omit<CardRow, 'stock'>[]): Promise<CardRow[]> {
  if (rows.length === 0) return [];
  const statement = prepared(db, 'goods_stock_totals', (db, name) =>
    db
      .select({ goodsId: goodsStock.goodsId, stock: sql<number>`sum(${goodsStock.stock})::integer` })
      .from(goodsStock)
      .where(sql`${goodsStock.goodsId} = any(${sql.placeholder('ids')})`)
      .groupBy(goodsStock.goodsId)
      .prepare(name),
  );
  const totals = new Map(
    (await statement.execute({ ids: rows.map((row) => row.id) })).map((row) => [row.goodsId, row.stock]),
  );
  return rows.map((row) => ({ ...row, stock: totals.get(row.id) ?? 0 }));
}

/** Published goods in all, the yardstick for how selective a filter is. */
async function catalogueSize(db: Executor, caches: Caches): Promise<number> {
  const statement = prepared(db, 'goods_published_count', (db, name) =>
    db.select({ n: count() }).from(goods).where(published).prepare(name),
  );
  return listPages(caches).total('catalogue', false, async () => (await statement.execute())[0]?.n ?? 0);
}

/** An empty result may be a wrong category id: that deserves a 422, found out only when nothing matched. */
export async function explainEmpty(db: Executor, filters: GoodsFilters): Promise<void> {
  if (filters.select !== undefined) await assertCategoryVisible(db, filters.select);
}

/** Best sellers among published goods. */
export async function hotGoods(db: Executor, access: BuyerAccess): Promise<GoodsCard[]> {
  const rows = await db
    .select({ ...cardColumns, stock: stockTotal })
    .from(goods)
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .where(published)
    .orderBy(desc(goods.sales), asc(goods.id))
    .limit(HOT_GOODS_LIMIT);
  return (rows as CardRow[]).map((row) => toCard(row, access));
}

/**
 * A published goods with its warehouses' stock and its categories, in one prepared query: the
 * detail page is the catalogue's most visited read.
 */
const detailStatement = (db: Executor, name: string) =>
  db
    .select({
      ...cardColumns,
      brandId: brands.id,
      brandName: brands.name,
      batchNumber: goods.batchNumber,
      producedOn: goods.producedOn,
      stocks: sql<GoodsDetail['stocks']>`(
        select coalesce(json_agg(json_build_object('ck_id', w.id, 'name', w.name, 'number', s.stock) order by w.sort, w.id), '[]')
        from ${goodsStock} s join ${warehouses} w on w.id = s.warehouse_id
        where s.goods_id = ${goods.id})`,
      categories: sql<GoodsDetail['categories']>`(
        select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'menu', c.menu) order by c.id), '[]')
        from ${goodsCategories} gc join ${categories} c on c.id = gc.category_id
        where gc.goods_id = ${goods.id})`,
    })
    .from(goods)
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .leftJoin(brands, eq(brands.id, goods.brandId))
    .where(and(eq(goods.id, sql.placeholder('id')), published))
    .prepare(name);

type DetailRow = Omit<CardRow, 'stock'> & {
  brandId: number | null;
  brandName: string | null;
  batchNumber: string | null;
  producedOn: string | null;
  stocks: GoodsDetail['stocks'];
  categories: GoodsDetail['categories'];
};

async function readDetail(db: Executor, id: number): Promise<DetailRow> {
  const [row] = await prepared(db, 'goods_detail', detailStatement).execute({ id });
  if (!row) throw notFound('商品不存在');
  return row as DetailRow;
}

/**
 * A goods as the detail page shows it to this viewer, as the answer's bytes: the shared part may be
 * kept a few seconds, and with it the answer for each viewer class.
 */
export async function goodsDetailAnswer(
  db: Executor,
  caches: Caches,
  id: number,
  access: BuyerAccess,
  encode: Encode<GoodsDetail>,
): Promise<Buffer> {
  const row = await goodsDetails(caches).remember(id, () => readDetail(db, id));
  return encodedDetails.get(row, accessKey(access), () => encode(detailView(row, access)));
}

function detailView(row: DetailRow, access: BuyerAccess): GoodsDetail {
  const total = row.stocks.reduce((sum, stock) => sum + stock.number, 0);
  return {
    ...toCard({ ...row, stock: total }, access),
    business_scope: row.businessScope,
    brand: row.brandId === null || row.brandName === null ? null : { id: row.brandId, name: row.brandName },
    batch_number: row.batchNumber,
    produced_on: row.producedOn,
    stocks: row.stocks,
    categories: row.categories,
  };
}

/**
 * Goods cards by id, in no order, as a buyer's own lists (favourites) show them: goods taken off sale
 * still show, as 已下架 and not buyable; special-control drugs never do.
 */
export async function goodsCardsByIds(
  db: Executor,
  ids: readonly number[],
  access: BuyerAccess,
): Promise<GoodsCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ ...cardColumns, stock: stockTotal, onSale: goods.onSale })
    .from(goods)
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .where(and(inArray(goods.id, [...ids]), eq(goods.isSpecialControl, false)));
  return rows.map(({ onSale, ...row }) => {
    const card = toCard(row as CardRow, access);
    return onSale ? card : { ...card, is_buy: false, price_tip: PRICE_TIPS.offSale };
  });
}

/** Which of these ids are goods a buyer may keep in a list: published, not special control. */
export async function publishedGoodsIds(db: Executor, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: goods.id })
    .from(goods)
    .where(and(inArray(goods.id, [...ids]), published));
  return rows.map((row) => row.id);
}

/**
 * A page of a brand's published goods as cards for this viewer, priced as the goods list prices them:
 * all of them in the list's default order, or only those `picked`, in the order picked.
 */
export async function brandGoodsPage(
  db: Executor,
  brandId: number,
  picked: readonly number[] | null,
  page: { page: number; page_size: number },
  access: BuyerAccess,
): Promise<GoodsPage> {
  const where = and(
    published,
    eq(goods.brandId, brandId),
    picked === null ? undefined : inArray(goods.id, [...picked]),
  );
  const order =
    picked === null
      ? ordering('default', undefined, false)
      : [sql`array_position(${sql.param([...picked])}::integer[], ${goods.id})`];
  const [counted, rows] = await Promise.all([
    db.select({ n: count() }).from(goods).where(where),
    db
      .select({ ...cardColumns, stock: stockTotal })
      .from(goods)
      .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
      .where(where)
      .orderBy(...order)
      .limit(page.page_size)
      .offset((page.page - 1) * page.page_size),
  ]);
  return {
    list: (rows as CardRow[]).map((row) => toCard(row, access)),
    total: counted[0]?.n ?? 0,
    page: page.page,
    page_size: page.page_size,
  };
}
