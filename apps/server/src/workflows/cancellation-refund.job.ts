import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client.ts';
import { defineJob } from '../jobs/job.ts';
import { takeBackRefundPoints } from '../modules/accounts/points.service.ts';
import { cancellationById, markCancellationRefunded } from '../modules/orders/order-cancellations.service.ts';
import { ownOrder } from '../modules/orders/order-read.service.ts';
import { paidPaymentOf } from '../modules/payments/payment-records.service.ts';
import type { PaymentProvider, RefundRequest } from '../modules/payments/payment-provider.ts';

/**
 * Gives back, through the gateway, what the cancelled unshipped pieces of an order paid online were
 * paid. Enqueued in the transaction that cancels them, so a crash after that commit loses nothing.
 */
export const cancellationRefundJob = defineJob<{ cancellationId: number }>('orders.cancellation-refund', {
  retryLimit: 30,
  retryDelay: 5,
  retryDelayMax: 3600,
  expireInSeconds: 600,
  heartbeatSeconds: 10,
});

/** One refund number per cancellation, so every try asks the gateway for the same refund. */
export const cancellationRefundNumberOf = (id: number) => `CX${String(id).padStart(10, '0')}`;

/** Refunds the cancellation if it is still `refunding`, then marks it `refunded`. Safe to run again. */
export async function refundCancellation(
  db: Executor,
  provider: PaymentProvider,
  cancellationId: number,
): Promise<RefundRequest | null> {
  const cancellation = await cancellationById(db, cancellationId);
  if (cancellation?.refundStatus !== 'refunding') return null;
  const payment = await paidPaymentOf(db, cancellation.orderId);
  if (!payment) {
    throw new Error(
      `order ${cancellation.orderId} has no paid payment to refund cancellation ${cancellationId}`,
    );
  }
  const refund: RefundRequest = {
    refundNo: cancellationRefundNumberOf(cancellationId),
    paymentId: payment.id,
    tradeNo: payment.tradeNo ?? '',
    amountFen: cancellation.amountFen,
  };
  await provider.refund(refund);
  const done = await db.transaction(async (tx) => {
    const refunded = await markCancellationRefunded(tx, cancellationId);
    if (!refunded) return false;
    await takeBackRefundPoints(tx, await ownOrder(tx, refunded.userId, refunded.orderId), refunded.amountFen);
    return true;
  });
  return done ? refund : null;
}

export async function handleCancellationRefunds(
  app: FastifyInstance,
  provider: PaymentProvider,
): Promise<void> {
  await app.jobs.handle(cancellationRefundJob, async ({ cancellationId }) => {
    const refund = await refundCancellation(app.db, provider, cancellationId);
    if (refund) app.log.info({ ...refund }, 'cancelled pieces refunded');
  });
}
