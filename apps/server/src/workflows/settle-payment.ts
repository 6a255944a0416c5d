import { PAY_METHOD } from '@yaocai/domain/contracts/checkout';
import { invalid } from '@yaocai/domain/errors';
import type { Executor, Transaction } from '../db/client.ts';
import type { JobQueue } from '../jobs/job.ts';
import { markOrderPaid } from './mark-order-paid.ts';
import { changeCarts } from '../modules/cart/cart-write.service.ts';
import { lockRepayment, settleRepayment } from '../modules/money/credit-repayments.service.ts';
import { creditRecharge, lockRecharge } from '../modules/money/recharges.service.ts';
import type { VerifiedNotify } from '../modules/payments/payment-provider.ts';
import {
  lockPayment,
  payerOf,
  settlePayment,
  type PaymentRow,
} from '../modules/payments/payment-records.service.ts';
import { refundPaymentJob } from '../modules/payments/payment-refund.job.ts';

export type NotifyOutcome = 'paid' | 'already' | 'refunding';

/** Gives the payment to what it paid for; false when that can no longer take it. */
async function apply(tx: Transaction, payment: PaymentRow): Promise<boolean> {
  if (payment.orderId !== null) {
    return (await markOrderPaid(tx, payment.orderId, PAY_METHOD.online)) !== undefined;
  }
  if (payment.rechargeId !== null) {
    const recharge = await lockRecharge(tx, payment.rechargeId);
    return recharge !== undefined && (await creditRecharge(tx, recharge));
  }
  const repayment = await lockRepayment(tx, payment.repaymentId!);
  return repayment !== undefined && (await settleRepayment(tx, repayment)) !== null;
}

/**
 * The gateway's notify, verified: settles the payment once (a replay finds it settled) and gives it
 * to its order, recharge or repayment. When that can no longer take it (an order cancelled or paid
 * another way, a recharge or repayment paid by an earlier payment) the money goes back, by a refund
 * job enqueued in the same transaction.
 */
export async function settleOnlinePayment(
  db: Executor,
  jobs: JobQueue,
  notify: VerifiedNotify,
): Promise<NotifyOutcome> {
  const payer = await payerOf(db, notify.paymentId);
  if (payer === undefined) throw invalid('payment_id', '支付记录不符');
  return db.transaction(async (tx) => {
    // The buyer's cart row first, as every change of a buyer's orders and money takes it (docs/orders.md).
    await changeCarts(tx, [payer]);
    const payment = await lockPayment(tx, notify.paymentId);
    if (!payment || payment.amountFen !== notify.amountFen) throw invalid('payment_id', '支付记录不符');
    if (payment.status !== 'pending' && payment.status !== 'closed') return 'already' as const;
    const taken = await apply(tx, payment);
    await settlePayment(tx, payment.id, notify.tradeNo, taken ? 'paid' : 'refunding');
    if (taken) return 'paid' as const;
    await jobs.enqueue(tx, refundPaymentJob, { paymentId: payment.id });
    return 'refunding' as const;
  });
}
