import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { SellerDetails } from '@yaocai/domain/contracts/admin-content';
import { invoiceKinds, invoiceStates } from '@yaocai/domain/contracts/invoice-kinds';
import { users } from '../accounts/accounts.tables.ts';
import { orderLines, orders, shipments } from '../orders/orders.tables.ts';

/**
 * An electronic invoice (docs/invoices.md): a blue one for what a shipment carried, or a red-letter
 * one (红字, amounts negative) for money given back on invoiced pieces. The buyer's details, the
 * order number and the seller are copied when it is issued, so it reads the same ever after.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    orderNo: text().notNull(),
    /** The shipment a blue invoice is for (null: a whole-order invoice of before, or a red-letter one). */
    shipmentId: integer().references(() => shipments.id, { onDelete: 'set null' }),
    invoiceNo: text().notNull(),
    kind: text({ enum: invoiceKinds }).notNull().default('blue'),
    status: text({ enum: invoiceStates }).notNull().default('issued'),
    type: smallint().notNull(),
    title: text().notNull(),
    taxNo: text().notNull().default(''),
    /** A special invoice's buyer 地址、电话 and 开户行及账号, as the order froze them. */
    addressPhone: text().notNull().default(''),
    bankAccount: text().notNull().default(''),
    /** Negative on a red-letter invoice. */
    amountFen: bigint({ mode: 'number' }).notNull(),
    /** The order's freight, carried by its first blue invoice. */
    freightFen: bigint({ mode: 'number' }).notNull().default(0),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The seller as the settings named it when the invoice was issued (null: issued before they existed). */
    seller: jsonb().$type<SellerDetails>(),
    /** The refund a red-letter invoice answers (`after-sale:12`): one red-letter invoice per refund. */
    refundKey: text(),
    /** The voided invoice this one was issued again in place of. */
    replacesId: integer().references((): AnyPgColumn => invoices.id),
    voidedAt: timestamp({ withTimezone: true }),
    voidReason: text(),
  },
  (t) => [
    uniqueIndex('invoices_no_unique').on(t.invoiceNo),
    uniqueIndex('invoices_refund_key_unique').on(t.refundKey),
    index('invoices_order_idx').on(t.orderId, t.id),
    index('invoices_user_idx').on(t.userId, t.issuedAt),
    index('invoices_issued_at_idx').on(t.issuedAt, t.id),
    // The console's list by amount, either way.
    index('invoices_amount_idx').on(t.amountFen, t.id),
    check(
      'invoices_amount_sign',
      sql`(${t.kind} = 'blue' and ${t.amountFen} >= 0) or (${t.kind} = 'red' and ${t.amountFen} < 0)`,
    ),
    check('invoices_voided_has_time', sql`(${t.status} = 'voided') = (${t.voidedAt} is not null)`),
  ],
);

/**
 * What an invoice bills of one order line: pieces and amount (negative on a red-letter invoice, which
 * names the blue invoice the pieces were billed on). Name, spec and price are copied from the line.
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial().primaryKey(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    orderLineId: integer()
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    originalInvoiceId: integer().references(() => invoices.id),
    name: text().notNull(),
    spec: text().notNull(),
    unit: text().notNull(),
    unitPriceFen: bigint({ mode: 'number' }).notNull(),
    number: integer().notNull(),
    amountFen: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    index('invoice_lines_invoice_idx').on(t.invoiceId),
    index('invoice_lines_order_line_idx').on(t.orderLineId),
    index('invoice_lines_original_idx').on(t.originalInvoiceId),
    check('invoice_lines_number_positive', sql`${t.number} > 0`),
  ],
);
