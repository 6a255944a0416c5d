import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The counters of @fastify/rate-limit (plugins/rate-limit.ts), in the database so that every server
 * instance counts against the same numbers. A row whose window has ended counts as absent.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    windowEndsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_window_ends_idx').on(t.windowEndsAt)],
);
