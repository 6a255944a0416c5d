import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';
import { goods, warehouses } from '../catalog/catalog.tables.ts';

/** One line per buyer, goods, warehouse and line type (spec §3 Cart line). */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodsId: integer()
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
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
    uniqueIndex('cart_lines_unique').on(t.userId, t.goodsId, t.warehouseId, t.type),
    check('cart_lines_number_positive', sql`${t.number} > 0`),
  ],
);
