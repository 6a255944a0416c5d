import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { payments } from './payments.tables.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** What a payment pays for: an order, a recharge or a credit repayment. */
export type PaymentPurpose = { orderId: number } | { rechargeId: number } | { repaymentId: number };

/** Opens a payment the gateway's notify will settle; returns its id. */
export async function openPayment(
  tx: Transaction,
  payment: PaymentPurpose & { userId: number; provider: string; amountFen: number },
): Promise<number> {
  const [opened] = await tx.insert(payments).values(payment).returning({ id: payments.id });
  return opened!.id;
}

export async function paymentStatus(
  db: Executor,
  paymentId: number,
): Promise<PaymentRow['status'] | undefined> {
  const [payment] = await db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return payment?.status;
}

/** The buyer who opened a payment, read without a lock (to take the buyer's locks first). */
export async function payerOf(db: Executor, paymentId: number): Promise<number | undefined> {
  const [known] = await db
    .select({ userId: payments.userId })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return known?.userId;
}

export async function lockPayment(tx: Transaction, paymentId: number): Promise<PaymentRow | undefined> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return payment;
}

/** Records the gateway's settlement: paid, or `refunding` when the order could not take it. */
export async function settlePayment(
  tx: Transaction,
  paymentId: number,
  tradeNo: string,
  outcome: 'paid' | 'refunding',
): Promise<void> {
  await tx
    .update(payments)
    .set({ status: outcome, tradeNo, paidAt: sql`now()` })
    .where(eq(payments.id, paymentId));
}

/** The recharge's or repayment's payment still waiting for the gateway, to send the buyer back to it. */
export async function pendingPaymentOf(
  db: Executor,
  purpose: { rechargeId: number } | { repaymentId: number },
): Promise<PaymentRow | undefined> {
  const target =
    'rechargeId' in purpose
      ? eq(payments.rechargeId, purpose.rechargeId)
      : eq(payments.repaymentId, purpose.repaymentId);
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(target, eq(payments.status, 'pending')))
    .limit(1);
  return payment;
}

/** Closes an order's payments still waiting for the gateway. */
export async function closePendingPayments(tx: Transaction, orderId: number): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'closed' })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')));
}

/** Marks an order's settled payments `refunding`; returns their ids, for the refund jobs to give back. */
export async function markPaymentsRefunding(tx: Transaction, orderId: number): Promise<number[]> {
  const refunding = await tx
    .update(payments)
    .set({ status: 'refunding' })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')))
    .returning({ id: payments.id });
  return refunding.map((payment) => payment.id);
}

/** The online payment that paid an order, if one did. */
export async function paidPaymentOf(db: Executor, orderId: number): Promise<PaymentRow | undefined> {
  const [paid] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')));
  return paid;
}
