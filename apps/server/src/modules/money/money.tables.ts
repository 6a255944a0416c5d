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
import { repaymentStatuses } from '@yaocai/domain/contracts/money-responses';
import { users } from '../accounts/accounts.tables.ts';

/** Prepaid balance (余额) in fen; changed only with a ledger row in the same transaction. */
export const balances = pgTable(
  'balances',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountFen: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [check('balances_not_negative', sql`${t.amountFen} >= 0`)],
);

export const balanceLedger = pgTable(
  'balance_ledger',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    changeFen: bigint({ mode: 'number' }).notNull(),
    balanceAfterFen: bigint({ mode: 'number' }).notNull(),
    kind: text().notNull(),
    memo: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('balance_ledger_user_idx').on(t.userId, t.createdAt)],
);

/** Credit line (授信): buy now, repay later, never beyond the limit. */
export const creditLines = pgTable(
  'credit_lines',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    limitFen: bigint({ mode: 'number' }).notNull(),
    usedFen: bigint({ mode: 'number' }).notNull().default(0),
    /** Days a credit purchase may stay unpaid (账期). */
    termDays: integer().notNull().default(30),
  },
  (t) => [check('credit_within_limit', sql`${t.usedFen} >= 0 and ${t.usedFen} <= ${t.limitFen}`)],
);

export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    changeFen: bigint({ mode: 'number' }).notNull(),
    usedAfterFen: bigint({ mode: 'number' }).notNull(),
    kind: text().notNull(),
    memo: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_ledger_user_idx').on(t.userId, t.createdAt)],
);

/** A credit payment to be repaid by its due date; a cancelled order's bill is refunded instead. */
export const creditBills = pgTable(
  'credit_bills',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer().notNull(),
    orderNo: text().notNull(),
    amountFen: bigint({ mode: 'number' }).notNull(),
    status: text({ enum: ['unpaid', 'repaid', 'refunded'] })
      .notNull()
      .default('unpaid'),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    settledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_bills_user_idx').on(t.userId, t.id),
    index('credit_bills_order_idx').on(t.orderId),
    // 逾期账单: the unpaid bills past due across buyers, the longest overdue first.
    index('credit_bills_unpaid_due_idx')
      .on(t.dueAt, t.id)
      .where(sql`${t.status} = 'unpaid'`),
    check('credit_bills_amount_positive', sql`${t.amountFen} > 0`),
  ],
);

/** 充值优惠 (moneyConfig): a recharge of at least amount adds bonus to the balance as well. */
export const rechargeOffers = pgTable(
  'recharge_offers',
  {
    id: serial().primaryKey(),
    amountFen: bigint({ mode: 'number' }).notNull().unique(),
    bonusFen: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [check('recharge_offers_amounts', sql`${t.amountFen} > 0 and ${t.bonusFen} >= 0`)],
);

/** A top-up of the balance through the gateway: credited once, when its payment's notify arrives. */
export const recharges = pgTable(
  'recharges',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountFen: bigint({ mode: 'number' }).notNull(),
    bonusFen: bigint({ mode: 'number' }).notNull().default(0),
    status: text({ enum: ['pending', 'paid'] })
      .notNull()
      .default('pending'),
    /** The buyer's key for this recharge: asking again with it returns the same recharge. */
    idempotencyKey: text().notNull(),
    /** Hash of the body it was opened with: the key reused with another is refused. Null on older rows. */
    requestHash: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('recharges_idempotency_unique').on(t.userId, t.idempotencyKey),
    check('recharges_amounts', sql`${t.amountFen} > 0 and ${t.bonusFen} >= 0`),
  ],
);

/**
 * A repayment of credit bills (还款单). Paid once: the bills still unpaid then are repaid and their
 * credit comes back; what was paid online for bills settled meanwhile goes to the balance (all of
 * it: `refunded`). Paying it is refused before any money moves when its bills are no longer owed as
 * they were when it was opened (`rejected`).
 */
export const creditRepayments = pgTable(
  'credit_repayments',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    billIds: integer().array().notNull(),
    amountFen: bigint({ mode: 'number' }).notNull(),
    status: text({ enum: repaymentStatuses }).notNull().default('pending'),
    /** Why it was refunded or rejected (shown to the buyer); null otherwise. */
    reason: text(),
    idempotencyKey: text().notNull(),
    /** Hash of the body it was opened with: the key reused with another is refused. Null on older rows. */
    requestHash: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('credit_repayments_idempotency_unique').on(t.userId, t.idempotencyKey),
    check('credit_repayments_amount_positive', sql`${t.amountFen} > 0`),
  ],
);
