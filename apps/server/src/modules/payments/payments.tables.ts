import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';
import { orders } from '../orders/orders.tables.ts';

/** One attempt to pay an order online; the gateway's notify settles it exactly once. */
export const payments = pgTable(
  'payments',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    provider: text().notNull(),
    amountFen: bigint({ mode: 'number' }).notNull(),
    /** pending → paid, or pending → closed; paid → refunded when the order was cancelled. */
    status: text({ enum: ['pending', 'paid', 'closed', 'refunded'] })
      .notNull()
      .default('pending'),
    tradeNo: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    check('payments_amount_positive', sql`${t.amountFen} > 0`),
  ],
);
