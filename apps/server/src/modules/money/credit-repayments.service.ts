import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { MONEY_MESSAGES } from '@yaocai/domain/contracts/money';
import {
  REPAYMENT_STATUS_LABEL,
  type Repayment,
  type RepaymentRecord,
} from '@yaocai/domain/contracts/money-responses';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { fenToYuan } from '@yaocai/domain/money';
import type { Executor, Transaction } from '../../db/client.ts';
import type { IdempotencyKey } from '../../plugins/idempotency-key.ts';
import { creditBalanceBack, LEDGER_KIND } from './money.service.ts';
import { creditBills as bills, creditLedger, creditLines, creditRepayments } from './money.tables.ts';

export type RepaymentRow = typeof creditRepayments.$inferSelect;

/** A repayment as the wire shows it, with how it stands in words and why, but not its cashier. */
export const repaymentWire = (repayment: RepaymentRow): Omit<Repayment, 'pay_url'> => ({
  id: repayment.id,
  amount: fenToYuan(repayment.amountFen),
  bill_ids: repayment.billIds,
  status: repayment.status,
  status_label: REPAYMENT_STATUS_LABEL[repayment.status],
  reason: repayment.reason,
});

/** A page of the buyer's repayments, latest first (the console's buyer page). */
export async function repaymentPage(
  db: Executor,
  userId: number,
  query: { page: number; page_size: number },
): Promise<Paged<RepaymentRecord>> {
  const mine = eq(creditRepayments.userId, userId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(creditRepayments)
      .where(mine)
      .orderBy(desc(creditRepayments.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(creditRepayments).where(mine),
  ]);
  return {
    list: rows.map((row) => ({
      ...repaymentWire(row),
      created_at: row.createdAt.toISOString(),
      paid_at: row.paidAt?.toISOString() ?? null,
    })),
    total: counted?.total ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

/**
 * Opens a repayment of the buyer's chosen bills that are still unpaid, or finds the one this key
 * opened before. Null when none of the bills is the buyer's and unpaid.
 */
export async function openRepayment(
  tx: Transaction,
  userId: number,
  billIds: readonly number[],
  { key: idempotencyKey, requestHash }: IdempotencyKey,
): Promise<RepaymentRow | null> {
  const [existing] = await tx
    .select()
    .from(creditRepayments)
    .where(and(eq(creditRepayments.userId, userId), eq(creditRepayments.idempotencyKey, idempotencyKey)));
  if (existing) return existing;
  const owed = await tx
    .select({ id: bills.id, amountFen: bills.amountFen })
    .from(bills)
    .where(and(eq(bills.userId, userId), eq(bills.status, 'unpaid'), inArray(bills.id, [...billIds])))
    .orderBy(bills.id);
  if (owed.length === 0) return null;
  const [created] = await tx
    .insert(creditRepayments)
    .values({
      userId,
      billIds: owed.map((bill) => bill.id),
      amountFen: owed.reduce((sum, bill) => sum + bill.amountFen, 0),
      idempotencyKey,
      requestHash,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  // The same key raced in from a second request and won: its repayment is this one.
  const [raced] = await tx
    .select()
    .from(creditRepayments)
    .where(and(eq(creditRepayments.userId, userId), eq(creditRepayments.idempotencyKey, idempotencyKey)));
  return raced ?? null;
}

/** The buyer's own repayment, locked when asked; undefined for another buyer's. */
export async function ownRepayment(
  db: Executor,
  userId: number,
  repaymentId: number,
): Promise<RepaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(creditRepayments)
    .where(and(eq(creditRepayments.id, repaymentId), eq(creditRepayments.userId, userId)));
  return row;
}

export async function lockRepayment(tx: Transaction, repaymentId: number): Promise<RepaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(creditRepayments)
    .where(eq(creditRepayments.id, repaymentId))
    .for('update');
  return row;
}

/**
 * Why the repayment can no longer be paid as it was opened (its bills repaid, refunded or made
 * smaller since), or null. The bills it pays stay locked until the commit, so the answer holds while
 * it is paid.
 */
export async function staleRepaymentReason(tx: Transaction, repayment: RepaymentRow): Promise<string | null> {
  const owed = await tx
    .select({ amountFen: bills.amountFen })
    .from(bills)
    .where(
      and(
        eq(bills.userId, repayment.userId),
        eq(bills.status, 'unpaid'),
        inArray(bills.id, repayment.billIds),
      ),
    )
    .orderBy(bills.id)
    .for('update');
  if (owed.length === 0) return MONEY_MESSAGES.billsSettled;
  const owedFen = owed.reduce((sum, bill) => sum + bill.amountFen, 0);
  if (owed.length !== repayment.billIds.length || owedFen !== repayment.amountFen)
    return MONEY_MESSAGES.billsChanged;
  return null;
}

/** Closes a pending repayment that will not be paid, with why; no money moved for it. */
export async function rejectRepayment(
  tx: Transaction,
  repayment: RepaymentRow,
  reason: string,
): Promise<void> {
  await tx
    .update(creditRepayments)
    .set({ status: 'rejected', reason })
    .where(and(eq(creditRepayments.id, repayment.id), eq(creditRepayments.status, 'pending')));
}

/**
 * Settles a pending repayment that was paid: its bills still unpaid become repaid and their credit
 * comes back; what was paid beyond them (bills refunded or repaid meanwhile, or made smaller by an
 * after-sales refund) goes to the balance, and when that is all of it the repayment is `refunded`.
 * Null when it was settled before.
 */
export async function settleRepayment(
  tx: Transaction,
  repayment: RepaymentRow,
): Promise<{ repaidFen: number; surplusFen: number } | null> {
  const [paid] = await tx
    .update(creditRepayments)
    .set({ status: 'paid', paidAt: sql`now()` })
    .where(and(eq(creditRepayments.id, repayment.id), eq(creditRepayments.status, 'pending')))
    .returning({ id: creditRepayments.id });
  if (!paid) return null;
  const repaid = await tx
    .update(bills)
    .set({ status: 'repaid', settledAt: sql`now()` })
    .where(
      and(
        eq(bills.userId, repayment.userId),
        eq(bills.status, 'unpaid'),
        inArray(bills.id, repayment.billIds),
      ),
    )
    .returning({ amountFen: bills.amountFen });
  const repaidFen = repaid.reduce((sum, bill) => sum + bill.amountFen, 0);
  const memo = `还款单${repayment.id}`;
  if (repaidFen > 0) {
    const [line] = await tx
      .update(creditLines)
      .set({ usedFen: sql`greatest(${creditLines.usedFen} - ${repaidFen}, 0)` })
      .where(eq(creditLines.userId, repayment.userId))
      .returning({ used: creditLines.usedFen });
    if (line) {
      await tx.insert(creditLedger).values({
        userId: repayment.userId,
        changeFen: -repaidFen,
        usedAfterFen: line.used,
        kind: LEDGER_KIND.repayment,
        memo,
      });
    }
  }
  const surplusFen = repayment.amountFen - repaidFen;
  if (surplusFen > 0)
    await creditBalanceBack(tx, repayment.userId, surplusFen, LEDGER_KIND.repaymentSurplus, memo);
  if (repaidFen === 0)
    await tx
      .update(creditRepayments)
      .set({ status: 'refunded', reason: MONEY_MESSAGES.refundedToBalance })
      .where(eq(creditRepayments.id, repayment.id));
  return { repaidFen, surplusFen };
}
