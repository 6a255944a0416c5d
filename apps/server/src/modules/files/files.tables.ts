import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';

/**
 * The buyers a private file (a licence scan, a feedback picture) belongs to: whoever uploaded it, and
 * the buyer an operator filed it for. They may see it and attach it to their licences and feedback;
 * of the operators, those whose role may read buyers. A file is named by its content hash, so two
 * buyers who uploaded the same picture each hold it.
 */
export const privateFileHolders = pgTable(
  'private_file_holders',
  {
    name: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.name, t.userId] })],
);

/**
 * Files to move from the public side of the store to the private one, written by migration 0041 for
 * the licence scans and feedback pictures uploaded before files had sides, and moved at start. One
 * that a public row uses as well (a goods image of the same bytes) is copied and stays public too.
 */
export const privateFileMoves = pgTable('private_file_moves', {
  name: text().primaryKey(),
  keepPublic: boolean().notNull(),
});
