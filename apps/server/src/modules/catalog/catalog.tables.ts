import { searchedOften, trigramIndex } from '../../db/search-indexes.ts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  pgMaterializedView,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

import { categoryMenus } from '@yaocai/domain/contracts/admin-catalog';

/** The four category menus of the spec: general, 优选 (yx), 中药 (zy), 器械 (qx). */
export { categoryMenus, type CategoryMenu } from '@yaocai/domain/contracts/admin-catalog';

export const categories = pgTable(
  'categories',
  {
    id: serial().primaryKey(),
    menu: text({ enum: categoryMenus }).notNull(),
    parentId: integer(),
    name: text().notNull(),
    logo1: text(),
    sort: integer().notNull().default(0),
    isShow: boolean().notNull().default(true),
  },
  (t) => [index('categories_menu_parent_idx').on(t.menu, t.parentId, t.sort)],
);

export const brands = pgTable('brands', {
  id: serial().primaryKey(),
  name: text().notNull(),
  logo: text(),
  sort: integer().notNull().default(0),
});

export const manufacturers = pgTable(
  'manufacturers',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    namePinyin: text().notNull(),
    nameInitials: text().notNull(),
  },
  (t) => [
    trigramIndex('manufacturers_name_trgm', t.name),
    trigramIndex('manufacturers_initials_trgm', t.nameInitials),
    trigramIndex('manufacturers_pinyin_trgm', t.namePinyin),
  ],
);

export const warehouses = pgTable('warehouses', {
  id: serial().primaryKey(),
  name: text().notNull(),
  sort: integer().notNull().default(0),
});

import { goodsKinds } from '@yaocai/domain/contracts/catalog';

export { goodsKinds, type GoodsKind } from '@yaocai/domain/contracts/catalog';

export interface LadderStep {
  /** Quantity from which the price applies. */
  number: number;
  priceFen: number;
}

export const goods = pgTable(
  'goods',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    namePinyin: text().notNull(),
    nameInitials: text().notNull(),
    kind: text({ enum: goodsKinds }).notNull(),
    /** 经营范围 class, e.g. 化学药制剂, 中成药, 中药饮片, 二类医疗器械. */
    businessScope: text().notNull(),
    manufacturerId: integer()
      .notNull()
      .references(() => manufacturers.id),
    brandId: integer().references(() => brands.id),
    approvalNumber: text().notNull(),
    spec: text('ypgg').notNull(),
    packUnit: text('bzdw').notNull(),
    packMultiple: integer('zbz').notNull().default(1),
    basePriceFen: integer().notNull(),
    retailPriceFen: integer(),
    ladderPrice: jsonb().$type<LadderStep[]>().notNull().default([]),
    ladderPriceType: smallint().notNull().default(0),
    isFreeShipping: boolean().notNull().default(false),
    freeShippingNumber: integer().notNull().default(0),
    isPreferred: boolean('is_youx').notNull().default(false),
    type: smallint().notNull().default(0),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    images: jsonb().$type<string[]>().notNull().default([]),
    batchNumber: text(),
    producedOn: date(),
    expiresOn: date(),
    /**
     * Every category the goods is in, with their ancestors: one array test answers "is it under
     * category X". Kept up to date by triggers on goods_categories and categories (migration 0005).
     */
    categoryIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** 特殊管理药品 are kept for records but never published. */
    isSpecialControl: boolean().notNull().default(false),
    /** 含麻黄碱类复方制剂: sold under a monthly limit per buyer, never paid from the balance. */
    containsEphedrine: boolean().notNull().default(false),
    /** Pieces one buyer may order in a calendar month (China time); null: no limit. */
    monthlyLimit: integer(),
    onSale: boolean().notNull().default(true),
    sales: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('goods_price_positive', sql`${t.basePriceFen} > 0`),
    check('goods_zbz_positive', sql`${t.packMultiple} > 0`),
    check('goods_monthly_limit_positive', sql`${t.monthlyLimit} is null or ${t.monthlyLimit} > 0`),
    check('goods_ephedrine_limited', sql`not ${t.containsEphedrine} or ${t.monthlyLimit} is not null`),
    trigramIndex('goods_name_trgm', t.name),
    trigramIndex('goods_initials_trgm', t.nameInitials),
    trigramIndex('goods_pinyin_trgm', t.namePinyin),
    trigramIndex('goods_approval_trgm', t.approvalNumber),
    index('goods_name_idx').on(t.name),
    index('goods_manufacturer_idx').on(t.manufacturerId),
    index('goods_brand_idx').on(t.brandId),
    index('goods_sales_idx').on(t.sales.desc().nullsFirst(), t.id),
    index('goods_category_ids_gin').using('gin', t.categoryIds).with(searchedOften),
    index('goods_default_order_idx').on(t.isPreferred.desc().nullsFirst(), t.sales.desc().nullsFirst(), t.id),
    index('goods_price_idx').on(t.basePriceFen, t.id),
    index('goods_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The console's list sorted by 更新时间 either way.
    index('goods_updated_idx').on(t.updatedAt, t.id),
  ],
);

/**
 * Sales waiting to be added to goods.sales: a trigger on orders writes a row per line when an order is
 * paid, and a negative one when a paid order is cancelled (migration 0021); a job folds them in every
 * minute. A payment thus never waits on, nor changes, a goods row that every list reads.
 */
export const goodsSalesDeltas = pgTable('goods_sales_deltas', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  goodsId: integer().notNull(),
  n: integer().notNull(),
});

/** A goods item may sit in several menus' categories (general and yx, say). */
export const goodsCategories = pgTable(
  'goods_categories',
  {
    goodsId: integer()
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.goodsId, t.categoryId] }),
    index('goods_categories_category_idx').on(t.categoryId),
  ],
);

/**
 * The codes a scan finds a goods item by (validation/barcodes.ts): its packs' EAN-13 barcodes and
 * the 药品标识码 its 药品追溯码 begin with. A code names one goods item.
 */
export const goodsBarcodes = pgTable(
  'goods_barcodes',
  {
    code: text().primaryKey(),
    goodsId: integer()
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
  },
  (t) => [index('goods_barcodes_goods_idx').on(t.goodsId)],
);

export const goodsStock = pgTable(
  'goods_stock',
  {
    goodsId: integer()
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    warehouseId: integer()
      .notNull()
      .references(() => warehouses.id),
    stock: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.goodsId, t.warehouseId] }),
    check('goods_stock_not_negative', sql`${t.stock} >= 0`),
  ],
);

/**
 * Each goods' sellable pieces in every warehouse together (the sum of its goods_stock rows), so the
 * console's list sorts and filters by stock through an index. Kept by statement-level triggers on
 * goods_stock, which lock the totals in goods order, and a row made with each goods (migration 0051,
 * docs/decisions/020); never written by the code.
 */
export const goodsStockTotals = pgTable(
  'goods_stock_totals',
  {
    goodsId: integer()
      .primaryKey()
      .references(() => goods.id, { onDelete: 'cascade' }),
    stock: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [index('goods_stock_totals_stock_idx').on(t.stock, t.goodsId)],
);

/**
 * Distinct goods names and manufacturer names of published goods, with their pinyin, for suggestions
 * and keyword search: a few thousand rows instead of the whole catalogue. Defined in SQL (migration
 * 0003); refresh with refreshSearchTerms() after changing goods.
 */
export const searchTerms = pgMaterializedView('search_terms', {
  kind: text({ enum: ['name', 'manufacturer'] }).notNull(),
  term: text().notNull(),
  pinyin: text().notNull(),
  initials: text().notNull(),
  weight: integer().notNull(),
}).existing();
