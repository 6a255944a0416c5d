import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';
import { goods, warehouses } from '../catalog/catalog.tables.ts';
import { combinations, flashSales, tradeUpOffers } from '../promotions/promotions.tables.ts';

/**
 * A buyer's cart as a whole: `version` goes up with every change to its lines, in the changing
 * transaction. Changes lock this row first, so one buyer's changes queue up; readers compare versions
 * to know whether a cart they showed is still the cart.
 */
export const carts = pgTable('carts', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: integer().notNull().default(0),
});

/**
 * One line per buyer, warehouse and what is bought (spec §3 Cart line): a goods at its own price
 * (type 0), a goods in a flash sale (type 1, flash_sale_id), a goods at a 换购 price (type 2,
 * trade_up_offer_id), or a combination pack (type 3, combination_id, no goods_id). `number` counts
 * pieces, or packs for type 3.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodsId: integer().references(() => goods.id, { onDelete: 'cascade' }),
    combinationId: integer().references(() => combinations.id, { onDelete: 'cascade' }),
    flashSaleId: integer().references(() => flashSales.id, { onDelete: 'cascade' }),
    tradeUpOfferId: integer().references(() => tradeUpOffers.id, { onDelete: 'cascade' }),
    warehouseId: integer()
      .notNull()
      .references(() => warehouses.id),
    type: smallint().notNull().default(0),
    number: integer().notNull(),
    isSelected: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_lines_goods_unique')
      .on(t.userId, t.goodsId, t.warehouseId, t.type)
      .where(sql`${t.goodsId} is not null`),
    uniqueIndex('cart_lines_combination_unique')
      .on(t.userId, t.combinationId, t.warehouseId)
      .where(sql`${t.combinationId} is not null`),
    index('cart_lines_user_idx').on(t.userId, t.warehouseId, t.id),
    check('cart_lines_number_positive', sql`${t.number} > 0`),
    check(
      'cart_lines_kind',
      sql`((${t.type} = 0 and ${t.goodsId} is not null and ${t.combinationId} is null and ${t.flashSaleId} is null)
       or (${t.type} = 1 and ${t.goodsId} is not null and ${t.flashSaleId} is not null and ${t.combinationId} is null)
       or (${t.type} = 2 and ${t.goodsId} is not null and ${t.combinationId} is null and ${t.flashSaleId} is null)
       or (${t.type} = 3 and ${t.combinationId} is not null and ${t.goodsId} is null and ${t.flashSaleId} is null))
       and (${t.type} = 2) = (${t.tradeUpOfferId} is not null)`,
    ),
  ],
);
