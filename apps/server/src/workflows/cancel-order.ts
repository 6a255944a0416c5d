import { CART_LINE_TYPE } from '@yaocai/domain/contracts/cart';
import { PAY_METHOD } from '@yaocai/domain/contracts/checkout';
import { ORDER_STATUS } from '@yaocai/domain/contracts/order';
import type { OrderDetail } from '@yaocai/domain/contracts/order-responses';
import { DomainError, notFound } from '@yaocai/domain/errors';
import { Code } from '@yaocai/domain/codes';
import type { Executor, Transaction } from '../db/client.ts';
import { returnStocks } from '../modules/catalog/stock.service.ts';
import { takeBackOrderPoints } from '../modules/accounts/points.service.ts';
import { creditBalanceBack, LEDGER_KIND, restoreCredit } from '../modules/money/money.service.ts';
import type { JobQueue } from '../jobs/job.ts';
import { refundPaymentJob } from '../modules/payments/payment-refund.job.ts';
import { releaseCoupons } from '../modules/promotions/coupons.service.ts';
import { returnCombinationUnits } from '../modules/promotions/combination-units.service.ts';
import { returnFlashSaleUnits } from '../modules/promotions/flash-sale-units.service.ts';
import { changeCarts } from '../modules/cart/cart-write.service.ts';
import { sendMessage } from '../modules/messages/messages.service.ts';
import { recordAudit, type AuditActor } from '../modules/operators/audit.service.ts';
import { detailOf, linesOf, ownOrder } from '../modules/orders/order-read.service.ts';
import type { OrderRow } from '../modules/orders/order-wire.ts';
import {
  buyerOfOrder,
  lockOverdueOrder,
  markCancelled,
  overdueOrders,
  stockTakesOf,
} from '../modules/orders/order-state.service.ts';
import { closePendingPayments, markPaymentsRefunding } from '../modules/payments/payment-records.service.ts';
import { takeBackReferral } from './take-back-referral.ts';

export const EXPIRED_REASON = '超时未支付，系统自动取消';
const refused = (message: string) => new DomainError(Code.badRequest, message, 400);

/**
 * Cancels a locked order that is unpaid or not yet shipped: the stock goes back to its warehouses,
 * flash-sale units and coupons are returned, and what was paid goes back the way it came (online:
 * by a refund job enqueued in this transaction).
 */
async function cancelLocked(tx: Transaction, jobs: JobQueue, order: OrderRow, reason: string): Promise<void> {
  if (order.status === ORDER_STATUS.cancelled) throw refused('订单已取消');
  if (order.status !== ORDER_STATUS.unpaid && order.status !== ORDER_STATUS.toShip) {
    throw refused('订单已发货，无法取消；如有问题请申请售后');
  }
  if (order.shippedAt !== null) throw refused('订单已部分发货，无法整单取消；未发的部分可由商家取消并退款');
  await markCancelled(tx, order.id, reason || '买家取消');
  const lines = await linesOf(tx, order.id);
  const flashLines = lines
    .filter((line) => line.type === CART_LINE_TYPE.flashSale && line.flashSaleId !== null)
    .sort((a, b) => a.flashSaleId! - b.flashSaleId!);
  for (const line of flashLines) {
    await returnFlashSaleUnits(tx, line.flashSaleId!, order.userId, line.number);
  }
  const packLines = lines
    .filter((line) => line.combinationId !== null)
    .sort((a, b) => a.combinationId! - b.combinationId!);
  for (const line of packLines) await returnCombinationUnits(tx, line.combinationId!, line.number);
  await releaseCoupons(tx, order.id);
  // Sales in id order, then stock in key order: the order submitting locks them in.
  await returnStocks(tx, await stockTakesOf(tx, order.id));
  await closePendingPayments(tx, order.id);
  if (order.status !== ORDER_STATUS.toShip) return;
  await takeBackOrderPoints(tx, order);
  await takeBackReferral(tx, order, '取消');
  if (order.payMethod === PAY_METHOD.balance) {
    await creditBalanceBack(tx, order.userId, order.payableFen, LEDGER_KIND.orderRefund, order.orderNo);
  } else if (order.payMethod === PAY_METHOD.credit) {
    await restoreCredit(tx, order.userId, order.payableFen, order);
  } else if (order.payMethod === PAY_METHOD.online) {
    for (const paymentId of await markPaymentsRefunding(tx, order.id)) {
      await jobs.enqueue(tx, refundPaymentJob, { paymentId });
    }
  }
}

export async function cancelOrder(
  db: Executor,
  jobs: JobQueue,
  userId: number,
  orderId: number,
  reason: string,
): Promise<OrderDetail> {
  return db.transaction(async (tx) => {
    await changeCarts(tx, [userId]);
    const order = await ownOrder(tx, userId, orderId, true);
    await cancelLocked(tx, jobs, order, reason);
    return detailOf(tx, await ownOrder(tx, userId, orderId));
  });
}

/**
 * An operator cancels an order that has not shipped, for the buyer: everything goes back as when the
 * buyer cancels (what was paid, the way it was paid), the buyer is told why, and it is audited.
 */
export async function cancelOrderForBuyer(
  db: Executor,
  jobs: JobQueue,
  actor: AuditActor,
  orderId: number,
  reason: string,
): Promise<void> {
  await withOrderLocked(db, orderId, (tx, order) => cancelLockedForBuyer(tx, jobs, actor, order, reason));
}

/**
 * Runs `change` on the order in one transaction that takes the buyer's cart row, then the order's
 * (the order of locks every change of a buyer's orders follows).
 */
export async function withOrderLocked(
  db: Executor,
  orderId: number,
  change: (tx: Transaction, order: OrderRow) => Promise<void>,
): Promise<void> {
  const buyer = await buyerOfOrder(db, orderId);
  if (buyer === undefined) throw notFound('订单不存在');
  await db.transaction(async (tx) => {
    await changeCarts(tx, [buyer]);
    await change(tx, await ownOrder(tx, buyer, orderId, true));
  });
}

/** As cancelOrderForBuyer, in the caller's transaction, which holds the buyer's cart and the order row. */
export async function cancelLockedForBuyer(
  tx: Transaction,
  jobs: JobQueue,
  actor: AuditActor,
  order: OrderRow,
  reason: string,
): Promise<void> {
  await cancelLocked(tx, jobs, order, `商家取消：${reason}`);
  const paid = order.status === ORDER_STATUS.toShip;
  await sendMessage(tx, order.userId, {
    title: '订单已取消',
    content: `您的订单${order.orderNo}已被商家取消，原因：${reason}。${paid ? '已支付的金额将原路退回。' : ''}`,
  });
  await recordAudit(tx, actor, {
    action: 'order.cancel',
    targetType: 'order',
    targetId: order.id,
    before: { status: order.status },
    after: { status: ORDER_STATUS.cancelled, reason, refund: paid ? order.payMethod : null },
  });
}

/**
 * Cancels the order if it is unpaid and past its deadline. Safe with several instances: it runs in
 * a transaction that takes the buyer's cart row first (the order of locks every buyer change
 * follows), skips an order another instance holds, and re-checks its state under the row lock.
 */
export async function cancelIfExpired(db: Executor, jobs: JobQueue, orderId: number): Promise<boolean> {
  const buyer = await buyerOfOrder(db, orderId);
  if (buyer === undefined) return false;
  return db.transaction(async (tx) => {
    await changeCarts(tx, [buyer]);
    const order = await lockOverdueOrder(tx, orderId);
    if (!order) return false;
    await cancelLocked(tx, jobs, order, EXPIRED_REASON);
    return true;
  });
}

/** Cancels a batch of unpaid orders past their deadline, oldest first; returns how many it cancelled. */
export async function cancelExpiredOrders(db: Executor, jobs: JobQueue, batch = 100): Promise<number> {
  let cancelled = 0;
  for (const id of await overdueOrders(db, batch)) cancelled += Number(await cancelIfExpired(db, jobs, id));
  return cancelled;
}
