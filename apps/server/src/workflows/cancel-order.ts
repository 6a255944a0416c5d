import { CART_LINE_TYPE } from '@yaocai/domain/contracts/cart';
import { ORDER_STATUS, PAY_METHOD, type OrderDetail } from '@yaocai/domain/contracts/order';
import { DomainError } from '@yaocai/domain/errors';
import { Code } from '@yaocai/domain/codes';
import type { Executor, Transaction } from '../db/client.ts';
import { returnStocks } from '../modules/catalog/stock.service.ts';
import { creditBalanceBack, LEDGER_KIND, restoreCredit } from '../modules/money/money.service.ts';
import type { PaymentProvider } from '../modules/payments/payment-provider.ts';
import { releaseCoupons } from '../modules/promotions/coupons.service.ts';
import { returnFlashSaleUnits } from '../modules/promotions/flash-sale-units.service.ts';
import { changeCarts } from '../modules/cart/cart-write.service.ts';
import { detailOf, linesOf, ownOrder } from '../modules/orders/order-read.service.ts';
import type { OrderRow } from '../modules/orders/order-wire.ts';
import {
  lockOverdueOrder,
  markCancelled,
  overdueOrders,
  stockTakesOf,
} from '../modules/orders/order-state.service.ts';
import { closePendingPayments, refundPaidPayments } from '../modules/payments/payment-records.service.ts';

export const EXPIRED_REASON = '超时未支付，系统自动取消';
const refused = (message: string) => new DomainError(Code.badRequest, message, 400);

type Refund = { paymentId: number; tradeNo: string; amountFen: number };

/**
 * Cancels a locked order that is unpaid or not yet shipped: the stock goes back to its warehouses,
 * flash-sale units and coupons are returned, and what was paid goes back the way it came.
 * Returns online refunds to ask the gateway for once the transaction has committed.
 */
async function cancelLocked(tx: Transaction, order: OrderRow, reason: string): Promise<Refund[]> {
  if (order.status === ORDER_STATUS.cancelled) throw refused('订单已取消');
  if (order.status !== ORDER_STATUS.unpaid && order.status !== ORDER_STATUS.toShip) {
    throw refused('订单已发货，无法取消；如有问题请申请售后');
  }
  await markCancelled(tx, order.id, reason || '买家取消');
  const flashLines = (await linesOf(tx, order.id))
    .filter((line) => line.type === CART_LINE_TYPE.flashSale && line.flashSaleId !== null)
    .sort((a, b) => a.flashSaleId! - b.flashSaleId!);
  for (const line of flashLines) {
    await returnFlashSaleUnits(tx, line.flashSaleId!, order.userId, line.number);
  }
  await releaseCoupons(tx, order.id);
  // Sales in id order, then stock in key order: the order submitting locks them in.
  await returnStocks(tx, await stockTakesOf(tx, order.id));
  await closePendingPayments(tx, order.id);
  if (order.status !== ORDER_STATUS.toShip) return [];
  if (order.payMethod === PAY_METHOD.balance) {
    await creditBalanceBack(tx, order.userId, order.payableFen, LEDGER_KIND.orderRefund, order.orderNo);
  } else if (order.payMethod === PAY_METHOD.credit) {
    await restoreCredit(tx, order.userId, order.payableFen, order);
  } else if (order.payMethod === PAY_METHOD.online) {
    return refundPaidPayments(tx, order.id);
  }
  return [];
}

export async function cancelOrder(
  db: Executor,
  provider: PaymentProvider,
  userId: number,
  orderId: number,
  reason: string,
): Promise<OrderDetail> {
  const { detail, refunds } = await db.transaction(async (tx) => {
    await changeCarts(tx, [userId]);
    const order = await ownOrder(tx, userId, orderId, true);
    const refunds = await cancelLocked(tx, order, reason);
    return { detail: await detailOf(tx, await ownOrder(tx, userId, orderId)), refunds };
  });
  for (const refund of refunds) await provider.refund(refund);
  return detail;
}

/**
 * Cancels unpaid orders past their deadline. Safe with several instances: each order is cancelled in
 * its own transaction that takes the buyer's cart row first (the order of locks every buyer change
 * follows), skips an order another instance holds, and re-checks its state under the row lock.
 */
export async function cancelExpiredOrders(db: Executor, batch = 100, now = new Date()): Promise<number> {
  const expired = await overdueOrders(db, batch, now);
  let cancelled = 0;
  for (const { id, userId } of expired) {
    cancelled += await db.transaction(async (tx) => {
      await changeCarts(tx, [userId]);
      const order = await lockOverdueOrder(tx, id, now);
      if (!order) return 0;
      await cancelLocked(tx, order, EXPIRED_REASON);
      return 1;
    });
  }
  return cancelled;
}
