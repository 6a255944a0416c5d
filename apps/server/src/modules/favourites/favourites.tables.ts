import { boolean, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';
import { goods } from '../catalog/catalog.tables.ts';

/** 我的收藏: goods a buyer keeps to find again. */
export const favourites = pgTable(
  'favourites',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodsId: integer()
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The price and whether it was in stock when the buyer last heard of it (on adding, or by a notice):
     * a lower price or a return to stock since is worth a message. Null until first seen.
     */
    seenPriceFen: integer(),
    seenInStock: boolean(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.goodsId] }),
    index('favourites_user_created_idx').on(t.userId, t.createdAt),
  ],
);
