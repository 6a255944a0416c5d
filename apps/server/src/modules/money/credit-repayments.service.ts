import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import type { IdempotencyKey } from '../../plugins/idempotency-key.ts';
import { creditBalanceBack, LEDGER_KIND } from './money.service.ts';
import { creditBills as bills, creditLedger, creditLines, creditRepayments } from './money.tables.ts';

export type RepaymentRow = typeof creditRepayments.$inferSelect;

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
 * Settles a pending repayment that was paid: its bills still unpaid become repaid and their credit
 * comes back; what was paid beyond them (bills refunded or repaid meanwhile, or made smaller by an
 * after-sales refund) goes to the balance. Null when it was settled before.
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
  return { repaidFen, surplusFen };
}
