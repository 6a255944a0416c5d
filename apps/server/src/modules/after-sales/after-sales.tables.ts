import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { afterSaleStates } from '@yaocai/domain/contracts/after-sales';
import { users } from '../accounts/accounts.tables.ts';
import { orderLines, orders } from '../orders/orders.tables.ts';

/** A buyer's after-sales request (售后) on a shipped order; AFTER_SALE_STATES says how it moves. */
export const afterSales = pgTable(
  'after_sales',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['refund', 'return'] }).notNull(),
    status: text({ enum: afterSaleStates }).notNull().default('pending'),
    reason: text().notNull(),
    description: text().notNull().default(''),
    /** What goes back: the sum of the lines' shares of what was paid for them. */
    amountFen: bigint({ mode: 'number' }).notNull(),
    rejectReason: text(),
    returnCarrier: text(),
    returnTrackingNo: text(),
    reviewedBy: integer(),
    reviewedAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('after_sales_order_idx').on(t.orderId),
    index('after_sales_user_idx').on(t.userId, t.id),
    index('after_sales_status_idx').on(t.status, t.id),
    // The console's list by the days asked and by the refund, either way.
    index('after_sales_created_at_idx').on(t.createdAt),
    index('after_sales_amount_idx').on(t.amountFen, t.id),
    // The dashboard takes what was refunded in a period off its sales.
    index('after_sales_refunded_at_idx')
      .on(t.refundedAt)
      .where(sql`${t.refundedAt} is not null`),
    check('after_sales_amount_positive', sql`${t.amountFen} > 0`),
  ],
);

/** How many of one order line a request claims, and its share of what was paid for them. */
export const afterSaleLines = pgTable(
  'after_sale_lines',
  {
    id: serial().primaryKey(),
    afterSaleId: integer()
      .notNull()
      .references(() => afterSales.id, { onDelete: 'cascade' }),
    orderLineId: integer()
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    number: integer().notNull(),
    amountFen: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('after_sale_lines_unique').on(t.afterSaleId, t.orderLineId),
    index('after_sale_lines_order_line_idx').on(t.orderLineId),
    check('after_sale_lines_positive', sql`${t.number} > 0 and ${t.amountFen} >= 0`),
  ],
);
