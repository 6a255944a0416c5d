import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';

/** What an operator answers to a buyer's feedback or 求购, once: waiting (`pending`) until then. */
const answerColumns = () => ({
  status: text({ enum: ['pending', 'answered'] })
    .notNull()
    .default('pending'),
  answer: text().notNull().default(''),
  answeredBy: integer(),
  answeredAt: timestamp({ withTimezone: true }),
});

/** 意见反馈: what a buyer wrote to the shop; an operator's answer reaches the buyer as a message. */
export const feedback = pgTable(
  'feedback',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: integer().notNull(),
    content: text().notNull(),
    images: jsonb().$type<string[]>().notNull(),
    ...answerColumns(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_created_idx').on(t.id),
    index('feedback_status_idx').on(t.status, t.id),
    index('feedback_user_idx').on(t.userId, t.id),
  ],
);

/** 求购: goods a buyer asks the shop for; an operator's answer reaches the buyer as a message. */
export const purchaseRequests = pgTable(
  'purchase_requests',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodsName: text().notNull(),
    manufacturer: text().notNull().default(''),
    spec: text().notNull().default(''),
    quantity: integer().notNull(),
    expectedPriceFen: bigint({ mode: 'number' }),
    remark: text().notNull().default(''),
    ...answerColumns(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('purchase_requests_user_idx').on(t.userId, t.id),
    index('purchase_requests_status_idx').on(t.status, t.id),
    check('purchase_requests_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
