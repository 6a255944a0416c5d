import { pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Shop staff who use the operator console. */
export const operators = pgTable(
  'operators',
  {
    id: serial().primaryKey(),
    username: text().notNull(),
    passwordHash: text().notNull(),
    name: text().notNull(),
    role: text({ enum: ['admin', 'staff'] })
      .notNull()
      .default('staff'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operators_username_unique').on(t.username)],
);
