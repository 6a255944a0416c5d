import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';
import { creditRepayments, recharges } from '../money/money.tables.ts';
import { orders } from '../orders/orders.tables.ts';

/**
 * One attempt to pay online, for an order, a recharge or a credit repayment (exactly one of them);
 * the gateway's notify settles it exactly once.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial().primaryKey(),
    orderId: integer().references(() => orders.id),
    rechargeId: integer().references(() => recharges.id),
    repaymentId: integer().references(() => creditRepayments.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    provider: text().notNull(),
    amountFen: bigint({ mode: 'number' }).notNull(),
    /**
     * pending → paid, or pending → closed; paid → refunding when the order was cancelled, and
     * refunding → refunded once the refund job has had the gateway give the money back.
     */
    status: text({ enum: ['pending', 'paid', 'closed', 'refunding', 'refunded'] })
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
    check('payments_one_purpose', sql`num_nonnulls(${t.orderId}, ${t.rechargeId}, ${t.repaymentId}) = 1`),
  ],
);

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
