import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { goodsPickSlots } from '@yaocai/domain/contracts/content-focus';
import { goods } from '../catalog/catalog.tables.ts';

/** Shop-wide settings shown to buyers (hotline, QQ, quality inspection, feature switches). */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
});

/** 热门搜索 (rnss). */
export const hotSearches = pgTable('hot_searches', {
  id: serial().primaryKey(),
  name: text().notNull(),
  url: text().notNull(),
  sort: integer().notNull().default(0),
});

export const navItems = pgTable('nav_items', {
  id: serial().primaryKey(),
  parentId: integer(),
  name: text().notNull(),
  url: text().notNull(),
  isOpen: boolean().notNull().default(false),
  image: text(),
  ids: text(),
  idss: text(),
  sort: integer().notNull().default(0),
});

export const articleCategories = pgTable('article_categories', {
  id: serial().primaryKey(),
  parentId: integer(),
  name: text().notNull(),
  sort: integer().notNull().default(0),
});

export const articles = pgTable(
  'articles',
  {
    id: serial().primaryKey(),
    categoryId: integer()
      .notNull()
      .references(() => articleCategories.id),
    title: text().notNull(),
    /** Sanitised HTML. */
    content: text().notNull(),
    sort: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('articles_category_idx').on(t.categoryId, t.sort)],
);

export const links = pgTable('links', {
  id: serial().primaryKey(),
  name: text().notNull(),
  url: text().notNull(),
  sort: integer().notNull().default(0),
});

/** Banner slots: bannerId 121 is the home carousel (spec §9), TOP_AD_BANNER_ID the header ad. */
export const banners = pgTable(
  'banners',
  {
    id: serial().primaryKey(),
    bannerId: integer().notNull(),
    title: text().notNull(),
    image: text().notNull(),
    url: text().notNull().default(''),
    sort: integer().notNull().default(0),
    isShow: boolean().notNull().default(true),
  },
  (t) => [index('banners_slot_idx').on(t.bannerId, t.sort)],
);
export const TOP_AD_BANNER_ID = 1;

export const notices = pgTable('notices', {
  id: serial().primaryKey(),
  /** Sanitised HTML shown in the scrolling notice bar. */
  content: text().notNull(),
  isActive: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** 商品推荐: goods operators pick for a slot (a zone's picks, 为你推荐), shown while on sale. */
export const goodsPicks = pgTable(
  'goods_picks',
  {
    id: serial().primaryKey(),
    slot: text({ enum: goodsPickSlots }).notNull(),
    goodsId: integer()
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    sort: integer().notNull().default(0),
  },
  (t) => [index('goods_picks_slot_idx').on(t.slot, t.sort)],
);
