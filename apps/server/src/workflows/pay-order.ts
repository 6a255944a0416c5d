import { PAY_METHOD, type PayMethod, type PaymentAnswer } from '@yaocai/domain/contracts/checkout';
import { MONEY_MESSAGES } from '@yaocai/domain/contracts/money';
import { ORDER_STATUS } from '@yaocai/domain/contracts/order';
import { DomainError, invalid } from '@yaocai/domain/errors';
import { EPHEDRINE_NO_BALANCE } from '@yaocai/domain/pricing/monthly-limit';
import { Code } from '@yaocai/domain/codes';
import type { Executor } from '../db/client.ts';
import {
  BALANCE_SHORT,
  chargeCredit,
  CREDIT_SHORT,
  debitBalance,
  LEDGER_KIND,
  NO_CREDIT,
} from '../modules/money/money.service.ts';
import type { PaymentProvider } from '../modules/payments/payment-provider.ts';
import { changeCarts } from '../modules/cart/cart-write.service.ts';
import { ownOrder } from '../modules/orders/order-read.service.ts';
import { orderSummary, type OrderRow } from '../modules/orders/order-wire.ts';
import { openPayment } from '../modules/payments/payment-records.service.ts';
import { assertLicencesInForce } from '../modules/licences/licences.service.ts';
import { markOrderPaid } from './mark-order-paid.ts';

const CREDIT_REFUSAL = { none: NO_CREDIT, short: CREDIT_SHORT, overdue: MONEY_MESSAGES.overdue } as const;

const refused = (message: string) => new DomainError(Code.badRequest, message, 400);

/** Why this order cannot be paid now, or null. */
function payProblem(order: OrderRow, now: Date): string | null {
  if (order.status === ORDER_STATUS.cancelled) return '订单已取消，无法支付';
  if (order.status !== ORDER_STATUS.unpaid) return '订单已支付，请勿重复支付';
  if (order.payDeadline <= now) return '订单已超过支付时间，将自动取消';
  return null;
}

/**
 * Pays an unpaid order. Balance and credit are taken in the same transaction as the state change,
 * with conditional updates (never below zero, never over the limit); online opens a payment that
 * the gateway's notify settles.
 */
export async function payOrder(
  db: Executor,
  provider: PaymentProvider,
  userId: number,
  orderId: number,
  method: PayMethod,
): Promise<PaymentAnswer> {
  await assertLicencesInForce(db, userId);
  return db.transaction(async (tx) => {
    // The buyer's cart row first, as every change of a buyer's cart and orders takes it (docs/orders.md).
    await changeCarts(tx, [userId]);
    const order = await ownOrder(tx, userId, orderId, true);
    const problem = payProblem(order, new Date());
    if (problem) throw refused(problem);
    if (method === PAY_METHOD.online) {
      const paymentId = await openPayment(tx, {
        orderId,
        userId,
        provider: provider.name,
        amountFen: order.payableFen,
      });
      const payUrl = provider.cashierUrl({
        paymentId,
        amountFen: order.payableFen,
        subject: `订单${order.orderNo}`,
        returnUrl: `/cart/result/${orderId}`,
      });
      return { order: orderSummary(order, []), pay_url: payUrl };
    }
    if (method === PAY_METHOD.balance) {
      if (order.containsEphedrine) throw invalid('method', EPHEDRINE_NO_BALANCE);
      if (!(await debitBalance(tx, userId, order.payableFen, LEDGER_KIND.orderPay, order.orderNo))) {
        throw invalid('method', BALANCE_SHORT);
      }
    } else {
      const charged = await chargeCredit(tx, userId, order.payableFen, order);
      if (charged !== 'charged') throw invalid('method', CREDIT_REFUSAL[charged]);
    }
    const paid = await markOrderPaid(tx, orderId, method);
    return { order: orderSummary(paid!, []), pay_url: null };
  });
}
