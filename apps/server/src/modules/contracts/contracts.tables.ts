import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';

/** A buyer's signature of the shop's purchase contract: who, when, from where, which version. */
export const contractSignatures = pgTable(
  'contract_signatures',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: text().notNull(),
    account: text().notNull(),
    ip: text().notNull(),
    signedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contract_signatures_user_idx').on(t.userId, t.version)],
);
