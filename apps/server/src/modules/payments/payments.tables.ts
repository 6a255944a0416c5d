import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox gateway's own record of the refunds it made, as a real gateway keeps them on its side:
 * one per refund number, however often the shop asks.
 */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  refundNo: text().primaryKey(),
  paymentId: integer().notNull(),
  tradeNo: text().notNull(),
  amountFen: bigint({ mode: 'number' }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
