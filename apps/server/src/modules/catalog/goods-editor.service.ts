import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { AdminGoodsDetail, GoodsBody, GoodsFormOptions } from '@yaocai/domain/contracts/admin-goods';
import { invalid, notFound } from '@yaocai/domain/errors';
import { chinaDayOf } from '@yaocai/domain/validation/dates';
import { concurrently, type Executor, type Transaction } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { LADDER_TYPE } from '@yaocai/domain/pricing/ladder';
import { listBrands } from './brands.service.ts';
import {
  brands,
  categories,
  goods,
  goodsCategories,
  goodsStock,
  manufacturers,
  warehouses,
} from './catalog.tables.ts';
import { setStocks } from './goods-admin.service.ts';
import { barcodesOf, replaceBarcodes } from './goods-barcodes.service.ts';
import { businessScopesInUse, warehouseList } from './goods-bulk.service.ts';
import { searchFieldsFor } from './search-fields.ts';

/** Every field of a goods item, as the console's edit form shows it. */
export async function goodsForEdit(db: Executor, id: number): Promise<AdminGoodsDetail> {
  const [row] = await db
    .select({ goods, manufacturer: manufacturers.name })
    .from(goods)
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .where(eq(goods.id, id));
  if (!row) throw notFound('商品不存在');
  // Read in the transaction of an edit too, where its queries share one connection.
  const [placed, stock, codes] = await concurrently(
    db,
    () =>
      db
        .select({ id: goodsCategories.categoryId })
        .from(goodsCategories)
        .where(eq(goodsCategories.goodsId, id))
        .orderBy(asc(goodsCategories.categoryId)),
    () =>
      db
        .select({ warehouse_id: goodsStock.warehouseId, warehouse: warehouses.name, stock: goodsStock.stock })
        .from(goodsStock)
        .innerJoin(warehouses, eq(warehouses.id, goodsStock.warehouseId))
        .where(eq(goodsStock.goodsId, id))
        .orderBy(asc(warehouses.sort), asc(warehouses.id)),
    () => barcodesOf(db, [id]),
  );
  const g = row.goods;
  return {
    id: g.id,
    name: g.name,
    kind: g.kind,
    business_scope: g.businessScope,
    manufacturer: row.manufacturer,
    brand_id: g.brandId,
    approval_no: g.approvalNumber,
    barcodes: codes.get(id) ?? [],
    ypgg: g.spec,
    bzdw: g.packUnit,
    zbz: g.packMultiple,
    price_fen: g.basePriceFen,
    retail_price_fen: g.retailPriceFen,
    ladder:
      g.ladderPriceType === LADDER_TYPE.byQuantity
        ? g.ladderPrice.map((step) => ({ number: step.number, price_fen: step.priceFen }))
        : [],
    is_free_shipping: g.isFreeShipping,
    free_shipping_number: g.freeShippingNumber,
    is_preferred: g.isPreferred,
    tags: g.tags,
    images: g.images,
    batch_no: g.batchNumber ?? '',
    produced_on: g.producedOn,
    expires_on: g.expiresOn,
    category_ids: placed.map((category) => category.id),
    is_special_control: g.isSpecialControl,
    contains_ephedrine: g.containsEphedrine,
    monthly_limit: g.monthlyLimit,
    on_sale: g.onSale,
    sales: g.sales,
    stock,
    updated_at: g.updatedAt.toISOString(),
  };
}

/** A new goods item; answers its id. */
export async function createGoods(tx: Transaction, body: GoodsBody): Promise<number> {
  const values = await rowOf(tx, body);
  const [row] = await tx.insert(goods).values(values).returning({ id: goods.id });
  const id = row!.id;
  await placeGoods(tx, id, body);
  return id;
}

/**
 * Replaces every field of a goods item, its categories and the stock of the warehouses named, with
 * the row locked so that edits of one goods apply one after the other; answers it before and after.
 */
export async function replaceGoods(
  tx: Transaction,
  id: number,
  body: GoodsBody,
): Promise<{ before: AdminGoodsDetail; after: AdminGoodsDetail }> {
  const [locked] = await tx.select({ id: goods.id }).from(goods).where(eq(goods.id, id)).for('update');
  if (!locked) throw notFound('商品不存在');
  const before = await goodsForEdit(tx, id);
  const values = await rowOf(tx, body);
  await tx
    .update(goods)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(goods.id, id));
  await placeGoods(tx, id, body);
  return { before, after: await goodsForEdit(tx, id) };
}

async function rowOf(tx: Transaction, body: GoodsBody): Promise<typeof goods.$inferInsert> {
  if (body.brand_id !== null) {
    const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, body.brand_id));
    if (!brand) throw invalid('brand_id', '品牌不存在');
  }
  return {
    name: body.name,
    ...searchFieldsFor(body.name),
    kind: body.kind,
    businessScope: body.business_scope,
    manufacturerId: await manufacturerNamed(tx, body.manufacturer),
    brandId: body.brand_id,
    approvalNumber: body.approval_no,
    spec: body.ypgg,
    packUnit: body.bzdw,
    packMultiple: body.zbz,
    basePriceFen: body.price_fen,
    retailPriceFen: body.retail_price_fen,
    ladderPrice: body.ladder.map((step) => ({ number: step.number, priceFen: step.price_fen })),
    ladderPriceType: body.ladder.length > 0 ? LADDER_TYPE.byQuantity : LADDER_TYPE.none,
    isFreeShipping: body.is_free_shipping,
    freeShippingNumber: body.is_free_shipping ? body.free_shipping_number : 0,
    isPreferred: body.is_preferred,
    tags: body.tags,
    images: body.images,
    batchNumber: body.batch_no || null,
    producedOn: body.produced_on && chinaDayOf(body.produced_on),
    expiresOn: body.expires_on && chinaDayOf(body.expires_on),
    isSpecialControl: body.is_special_control,
    containsEphedrine: body.contains_ephedrine,
    monthlyLimit: body.monthly_limit,
    onSale: body.on_sale,
  };
}

/**
 * The manufacturer of that name, added when there is none. Two edits naming a new one at once take
 * turns, so it is added once.
 */
async function manufacturerNamed(tx: Transaction, name: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`manufacturer:${name}`}))`);
  const [found] = await tx
    .select({ id: manufacturers.id })
    .from(manufacturers)
    .where(eq(manufacturers.name, name))
    .orderBy(asc(manufacturers.id))
    .limit(1);
  if (found) return found.id;
  const [added] = await tx
    .insert(manufacturers)
    .values({ name, ...searchFieldsFor(name) })
    .returning({ id: manufacturers.id });
  return added!.id;
}

/** The goods' categories become those of the body; the stock of each warehouse named is set. */
async function placeGoods(tx: Transaction, goodsId: number, body: GoodsBody): Promise<void> {
  if (body.category_ids.length > 0) {
    const known = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(inArray(categories.id, body.category_ids));
    const missing = body.category_ids.find((wanted) => !known.some((row) => row.id === wanted));
    if (missing !== undefined) throw invalid('category_ids', `分类${missing}不存在`);
  }
  const current = await tx
    .select({ id: goodsCategories.categoryId })
    .from(goodsCategories)
    .where(eq(goodsCategories.goodsId, goodsId));
  const gone = current.map((row) => row.id).filter((id) => !body.category_ids.includes(id));
  const added = body.category_ids.filter((id) => !current.some((row) => row.id === id));
  if (gone.length > 0) {
    await tx
      .delete(goodsCategories)
      .where(and(eq(goodsCategories.goodsId, goodsId), inArray(goodsCategories.categoryId, gone)));
  }
  if (added.length > 0) {
    await tx.insert(goodsCategories).values(added.map((categoryId) => ({ goodsId, categoryId })));
  }
  if (body.stock.length > 0) await setStocks(tx, goodsId, body.stock);
  await replaceBarcodes(tx, goodsId, body.barcodes);
}

/** What the edit form offers: warehouses, brands, every menu's categories, the scopes in use. */
export async function goodsFormOptions(db: Executor): Promise<GoodsFormOptions> {
  const [warehouseRows, brandRows, categoryRows, scopes] = await Promise.all([
    warehouseList(db),
    listBrands(db),
    db
      .select({
        id: categories.id,
        name: categories.name,
        menu: categories.menu,
        parent_id: categories.parentId,
      })
      .from(categories)
      .orderBy(asc(categories.menu), asc(categories.sort), asc(categories.id)),
    businessScopesInUse(db),
  ]);
  return {
    warehouses: warehouseRows,
    brands: brandRows.map(({ id, name }) => ({ id, name })),
    categories: categoryRows,
    business_scopes: scopes,
  };
}

/** Manufacturers whose name, pinyin or initials hold the keywords, for the form's suggestions. */
export async function findManufacturers(db: Executor, keywords: string): Promise<string[]> {
  const contains = `%${escapeLike(keywords)}%`;
  const pinyin = `%${escapeLike(keywords.toLowerCase().replace(/\s+/g, ''))}%`;
  const rows = await db
    .selectDistinct({ name: manufacturers.name })
    .from(manufacturers)
    .where(
      keywords
        ? or(
            ilike(manufacturers.name, contains),
            sql`${manufacturers.namePinyin} like ${pinyin}`,
            sql`${manufacturers.nameInitials} like ${pinyin}`,
          )
        : undefined,
    )
    .orderBy(asc(manufacturers.name))
    .limit(20);
  return rows.map((row) => row.name);
}
