import {
  date,
  index,
  integer,
  primaryKey,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { licenceStates, licenceTypes } from '@yaocai/domain/contracts/licences';
import { users } from '../accounts/accounts.tables.ts';

/** A buyer's licence of one type: the one on file now (a new copy replaces it and is reviewed again). */
export const buyerLicences = pgTable(
  'buyer_licences',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text({ enum: licenceTypes }).notNull(),
    number: text().notNull(),
    holder: text().notNull(),
    /** Null: valid without end (长期). */
    validUntil: date(),
    images: jsonb().$type<string[]>().notNull(),
    state: text({ enum: licenceStates }).notNull(),
    reviewNote: text().notNull().default(''),
    submittedBy: text({ enum: ['operator', 'buyer'] }).notNull(),
    reviewedBy: integer(),
    reviewedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('buyer_licences_user_type').on(t.userId, t.type),
    index('buyer_licences_expiry_idx').on(t.validUntil),
  ],
);

/** The expiry notices sent for a licence: one per threshold (30, 7, 0 days) of each expiry date. */
export const licenceNotices = pgTable(
  'licence_notices',
  {
    licenceId: integer()
      .notNull()
      .references(() => buyerLicences.id, { onDelete: 'cascade' }),
    validUntil: date().notNull(),
    daysBefore: integer().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.licenceId, t.validUntil, t.daysBefore] })],
);
