import { MONEY_MESSAGES, type Recharge } from '@yaocai/domain/contracts/money';
import { notFound } from '@yaocai/domain/errors';
import { fenToYuan } from '@yaocai/domain/money';
import type { Executor } from '../db/client.ts';
import { assertSameRequest, type IdempotencyKey } from '../plugins/idempotency-key.ts';
import { openRecharge, ownRecharge, type RechargeRow } from '../modules/money/recharges.service.ts';
import type { PaymentProvider } from '../modules/payments/payment-provider.ts';
import { openPayment, pendingPaymentOf } from '../modules/payments/payment-records.service.ts';

/** Where the buyer lands after paying a recharge at the gateway. */
export const rechargeReturnUrl = (rechargeId: number) => `/user/balance?recharge=${rechargeId}`;

/**
 * Opens a recharge and its payment at the gateway; the same key returns the same recharge and
 * cashier (with another amount, it is refused). The balance is credited only by the gateway's notify (settle-payment.ts), once.
 */
export async function startRecharge(
  db: Executor,
  provider: PaymentProvider,
  userId: number,
  amountFen: number,
  idempotencyKey: IdempotencyKey,
): Promise<Recharge> {
  return db.transaction(async (tx) => {
    const { recharge, created } = await openRecharge(tx, userId, amountFen, idempotencyKey);
    assertSameRequest(recharge, idempotencyKey, '充值');
    if (recharge.status === 'paid') return rechargeAnswer(recharge, null);
    const pending = created ? undefined : await pendingPaymentOf(tx, { rechargeId: recharge.id });
    const paymentId =
      pending?.id ??
      (await openPayment(tx, {
        rechargeId: recharge.id,
        userId,
        provider: provider.name,
        amountFen: recharge.amountFen,
      }));
    return rechargeAnswer(recharge, cashier(provider, paymentId, recharge));
  });
}

/** GET /api/cash_coupon/userRecharge/{id}: whether the buyer's recharge has been credited yet. */
export async function checkRecharge(
  db: Executor,
  provider: PaymentProvider,
  userId: number,
  rechargeId: number,
): Promise<Recharge> {
  const recharge = await ownRecharge(db, userId, rechargeId);
  if (!recharge) throw notFound(MONEY_MESSAGES.rechargeMissing);
  const pending = recharge.status === 'pending' ? await pendingPaymentOf(db, { rechargeId }) : undefined;
  return rechargeAnswer(recharge, pending ? cashier(provider, pending.id, recharge) : null);
}

const cashier = (provider: PaymentProvider, paymentId: number, recharge: RechargeRow) =>
  provider.cashierUrl({
    paymentId,
    amountFen: recharge.amountFen,
    subject: `余额充值 ¥${fenToYuan(recharge.amountFen)}`,
    returnUrl: rechargeReturnUrl(recharge.id),
  });

const rechargeAnswer = (recharge: RechargeRow, payUrl: string | null): Recharge => ({
  id: recharge.id,
  amount: fenToYuan(recharge.amountFen),
  bonus: fenToYuan(recharge.bonusFen),
  status: recharge.status,
  pay_url: payUrl,
});
