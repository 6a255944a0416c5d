import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { defineJob } from '../../jobs/job.ts';
import { payments } from './payments.tables.ts';
import type { PaymentProvider, RefundRequest } from './payment-provider.ts';

/**
 * Gives back an online payment marked `refunding` (its order was cancelled after it was paid). It
 * is enqueued in the transaction that marks the payment, so a crash after that commit loses nothing.
 */
export const refundPaymentJob = defineJob<{ paymentId: number }>('payments.refund', {
  // Back-off from 5 s to an hour: tried for about a day before it stays failed for an operator.
  retryLimit: 30,
  retryDelay: 5,
  retryDelayMax: 3600,
  expireInSeconds: 600,
  // An instance that dies mid-refund stops beating; its refund is tried again after this.
  heartbeatSeconds: 10,
});

/** One refund per payment, so every try asks the gateway for the same refund. */
export const refundNumberOf = (paymentId: number) => `RF${String(paymentId).padStart(10, '0')}`;

/**
 * Refunds the payment if it is still `refunding`, and marks it `refunded`. Safe to run again: a
 * refunded payment is left alone, and a try that died between the gateway's refund and the mark
 * asks the gateway again with the same refund number, which it makes only once.
 */
export async function refundPayment(
  db: Executor,
  provider: PaymentProvider,
  paymentId: number,
): Promise<RefundRequest | null> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (payment?.status !== 'refunding') return null;
  const refund: RefundRequest = {
    refundNo: refundNumberOf(payment.id),
    paymentId: payment.id,
    tradeNo: payment.tradeNo ?? '',
    amountFen: payment.amountFen,
  };
  await provider.refund(refund);
  const marked = await db
    .update(payments)
    .set({ status: 'refunded', refundedAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'refunding')))
    .returning({ id: payments.id });
  return marked.length > 0 ? refund : null;
}

export async function handleRefunds(app: FastifyInstance, provider: PaymentProvider): Promise<void> {
  await app.jobs.handle(refundPaymentJob, async ({ paymentId }) => {
    const refund = await refundPayment(app.db, provider, paymentId);
    if (refund) app.log.info({ ...refund }, 'payment refunded');
  });
}
