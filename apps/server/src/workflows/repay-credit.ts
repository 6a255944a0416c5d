import { MONEY_MESSAGES, type RepayMethod, type Repayment } from '@yaocai/domain/contracts/money';
import { badRequest, invalid, notFound } from '@yaocai/domain/errors';
import { fenToYuan } from '@yaocai/domain/money';
import type { Executor } from '../db/client.ts';
import { assertSameRequest, type IdempotencyKey } from '../plugins/idempotency-key.ts';
import { changeCarts } from '../modules/cart/cart-write.service.ts';
import {
  lockRepayment,
  openRepayment,
  ownRepayment,
  rejectRepayment,
  repaymentWire,
  settleRepayment,
  staleRepaymentReason,
  type RepaymentRow,
} from '../modules/money/credit-repayments.service.ts';
import { BALANCE_SHORT, debitBalance, LEDGER_KIND } from '../modules/money/money.service.ts';
import type { PaymentProvider } from '../modules/payments/payment-provider.ts';
import { openPayment, pendingPaymentOf } from '../modules/payments/payment-records.service.ts';

/** Where the buyer lands after repaying at the gateway. */
const repaymentReturnUrl = (repaymentId: number) => `/user/credit?repayment=${repaymentId}`;

const repaymentAnswer = (repayment: RepaymentRow, payUrl: string | null): Repayment => ({
  ...repaymentWire(repayment),
  pay_url: payUrl,
});

/**
 * POST /api/pay/user_credit_create: a repayment of the chosen bills still unpaid; the same key returns
 * the same repayment (with other bills, it is refused).
 */
export async function createRepayment(
  db: Executor,
  userId: number,
  billIds: readonly number[],
  idempotencyKey: IdempotencyKey,
): Promise<Repayment> {
  const repayment = await db.transaction(async (tx) => {
    const opened = await openRepayment(tx, userId, billIds, idempotencyKey);
    if (opened) assertSameRequest(opened, idempotencyKey, '还款');
    return opened;
  });
  if (!repayment) throw invalid('bill_ids', MONEY_MESSAGES.noBills);
  return repaymentAnswer(repayment, null);
}

/**
 * POST /api/pay/user_credit_pay: from the balance at once (never below zero), or online through the
 * gateway, whose notify settles it. Asking again online returns the same cashier. A repayment whose
 * bills are no longer owed as when it was opened (another repayment paid them first) is rejected
 * before any money moves, with why, and the buyer is told so.
 */
export async function payRepayment(
  db: Executor,
  provider: PaymentProvider,
  userId: number,
  repaymentId: number,
  method: RepayMethod,
): Promise<Repayment> {
  const outcome = await db.transaction(async (tx) => {
    await changeCarts(tx, [userId]);
    const repayment = await lockRepayment(tx, repaymentId);
    if (repayment?.userId !== userId) throw notFound(MONEY_MESSAGES.repaymentMissing);
    if (repayment.status !== 'pending')
      throw badRequest(
        repayment.status === 'paid' ? MONEY_MESSAGES.repaymentDone : MONEY_MESSAGES.repaymentClosed,
      );
    const stale = await staleRepaymentReason(tx, repayment);
    if (stale !== null) {
      await rejectRepayment(tx, repayment, stale);
      return { rejected: stale };
    }
    if (method === 'balance') {
      const memo = `还款单${repayment.id}`;
      if (!(await debitBalance(tx, userId, repayment.amountFen, LEDGER_KIND.repayment, memo)))
        throw invalid('method', BALANCE_SHORT);
      await settleRepayment(tx, repayment);
      return { answer: repaymentAnswer({ ...repayment, status: 'paid' }, null) };
    }
    const pending = await pendingPaymentOf(tx, { repaymentId });
    const paymentId =
      pending?.id ??
      (await openPayment(tx, {
        repaymentId,
        userId,
        provider: provider.name,
        amountFen: repayment.amountFen,
      }));
    return { answer: repaymentAnswer(repayment, cashier(provider, paymentId, repayment)) };
  });
  // The rejection is kept (the record says why); the request is still refused.
  if (outcome.rejected !== undefined) throw badRequest(outcome.rejected);
  return outcome.answer;
}

const cashier = (provider: PaymentProvider, paymentId: number, repayment: RepaymentRow) =>
  provider.cashierUrl({
    paymentId,
    amountFen: repayment.amountFen,
    subject: `账期还款 ¥${fenToYuan(repayment.amountFen)}`,
    returnUrl: repaymentReturnUrl(repayment.id),
  });

/** POST /api/pay/user_credit_check: where the buyer's repayment stands, with its cashier while pending. */
export async function checkRepayment(
  db: Executor,
  provider: PaymentProvider,
  userId: number,
  repaymentId: number,
): Promise<Repayment> {
  const repayment = await ownRepayment(db, userId, repaymentId);
  if (!repayment) throw notFound(MONEY_MESSAGES.repaymentMissing);
  const pending = repayment.status === 'pending' ? await pendingPaymentOf(db, { repaymentId }) : undefined;
  return repaymentAnswer(repayment, pending ? cashier(provider, pending.id, repayment) : null);
}
