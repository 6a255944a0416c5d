import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Page views the web reports on every route change, for the operator's dashboard. */
export const pageViews = pgTable(
  'page_views',
  {
    id: serial().primaryKey(),
    /** The buyer when signed in; kept when the buyer is deleted, as plain history. */
    userId: integer(),
    path: text().notNull(),
    routeName: text(),
    referrer: text(),
    ip: text().notNull(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('page_views_created_idx').on(t.createdAt),
    index('page_views_path_idx').on(t.path, t.createdAt),
  ],
);
