import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { noteTargets } from '@yaocai/domain/contracts/internal-notes';
import { operators } from './operators.tables.ts';

/** Operators' notes on an order or a buyer: kept as written, never shown to the buyer. */
export const internalNotes = pgTable(
  'internal_notes',
  {
    id: serial().primaryKey(),
    targetType: text({ enum: noteTargets }).notNull(),
    targetId: integer().notNull(),
    content: text().notNull(),
    operatorId: integer()
      .notNull()
      .references(() => operators.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('internal_notes_target_idx').on(t.targetType, t.targetId, t.id)],
);
