import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client.ts';
import { defineJob } from '../jobs/job.ts';
import { afterSaleById, markRefunded } from '../modules/after-sales/after-sales.service.ts';
import { takeBackRefundPoints } from '../modules/accounts/points.service.ts';
import { sendMessage } from '../modules/messages/messages.service.ts';
import { ownOrder } from '../modules/orders/order-read.service.ts';
import { paidPaymentOf } from '../modules/payments/payment-records.service.ts';
import type { PaymentProvider, RefundRequest } from '../modules/payments/payment-provider.ts';
import { refundedMessage } from './after-sale-messages.ts';

/**
 * Gives back, through the gateway, what an approved after-sales request of an order paid online is
 * owed. Enqueued in the transaction that approves it, so a crash after that commit loses nothing.
 */
export const afterSaleRefundJob = defineJob<{ afterSaleId: number }>('after-sales.refund', {
  retryLimit: 30,
  retryDelay: 5,
  retryDelayMax: 3600,
  expireInSeconds: 600,
  heartbeatSeconds: 10,
});

/** One refund number per request, so every try asks the gateway for the same refund. */
export const afterSaleRefundNumberOf = (afterSaleId: number) => `AS${String(afterSaleId).padStart(10, '0')}`;

/**
 * Refunds the request's amount if it is still `refunding`, then marks it `refunded` and tells the
 * buyer. Safe to run again: the gateway makes each refund number's refund once.
 */
export async function refundAfterSale(
  db: Executor,
  provider: PaymentProvider,
  afterSaleId: number,
): Promise<RefundRequest | null> {
  const request = await afterSaleById(db, afterSaleId);
  if (request?.status !== 'refunding') return null;
  const payment = await paidPaymentOf(db, request.orderId);
  if (!payment)
    throw new Error(`order ${request.orderId} has no paid payment to refund after-sale ${afterSaleId} from`);
  const refund: RefundRequest = {
    refundNo: afterSaleRefundNumberOf(afterSaleId),
    paymentId: payment.id,
    tradeNo: payment.tradeNo ?? '',
    amountFen: request.amountFen,
  };
  await provider.refund(refund);
  const done = await db.transaction(async (tx) => {
    const refunded = await markRefunded(tx, afterSaleId);
    if (!refunded) return false;
    const order = await ownOrder(tx, refunded.userId, refunded.orderId);
    await takeBackRefundPoints(tx, order, refunded.amountFen);
    await sendMessage(tx, refunded.userId, await refundedMessage(tx, refunded));
    return true;
  });
  return done ? refund : null;
}

export async function handleAfterSaleRefunds(app: FastifyInstance, provider: PaymentProvider): Promise<void> {
  await app.jobs.handle(afterSaleRefundJob, async ({ afterSaleId }) => {
    const refund = await refundAfterSale(app.db, provider, afterSaleId);
    if (refund) app.log.info({ ...refund }, 'after-sale refunded');
  });
}
