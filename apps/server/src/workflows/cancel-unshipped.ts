import { CART_LINE_TYPE } from '@yaocai/domain/contracts/cart';
import { PAY_METHOD } from '@yaocai/domain/contracts/checkout';
import { ORDER_STATUS } from '@yaocai/domain/contracts/order';
import { Code } from '@yaocai/domain/codes';
import { DomainError } from '@yaocai/domain/errors';
import { fenToYuan } from '@yaocai/domain/money';
import type { Executor, Transaction } from '../db/client.ts';
import type { JobQueue } from '../jobs/job.ts';
import { takeBackRefundPoints } from '../modules/accounts/points.service.ts';
import { nothingPaidKept } from '../modules/after-sales/after-sale-refunds.service.ts';
import { claimsOf, shareOf } from '../modules/after-sales/after-sales.service.ts';
import { returnStocks, type StockTake } from '../modules/catalog/stock.service.ts';
import { sendMessage } from '../modules/messages/messages.service.ts';
import { creditBalanceBack, LEDGER_KIND, refundCreditPart } from '../modules/money/money.service.ts';
import { recordAudit, type AuditActor } from '../modules/operators/audit.service.ts';
import { insertCancellation } from '../modules/orders/order-cancellations.service.ts';
import { markShipped, releaseStockTakes } from '../modules/orders/order-state.service.ts';
import type { OrderLineRow, OrderRow } from '../modules/orders/order-wire.ts';
import { returnCombinationUnits } from '../modules/promotions/combination-units.service.ts';
import { returnFlashSaleUnits } from '../modules/promotions/flash-sale-units.service.ts';
import { combinationContents } from '../modules/promotions/line-promotions.service.ts';
import { cancelLockedForBuyer, withOrderLocked } from './cancel-order.ts';
import { cancellationRefundJob } from './cancellation-refund.job.ts';
import { takeBackReferral } from './take-back-referral.ts';

const refused = (message: string) => new DomainError(Code.badRequest, message, 400);

interface Cancelled {
  line: OrderLineRow;
  number: number;
  amountFen: number;
}

/** The stock the cancelled pieces took, back to the warehouses they came from (a pack: each of its goods). */
async function stockOf(tx: Transaction, cancelled: Cancelled[]): Promise<StockTake[]> {
  const packs = await combinationContents(
    tx,
    cancelled.flatMap(({ line }) => (line.combinationId === null ? [] : [line.combinationId])),
  );
  return cancelled.flatMap(({ line, number }) => {
    if (line.combinationId !== null) {
      return packs
        .filter((item) => item.combinationId === line.combinationId)
        .map((item) => ({
          goodsId: item.goodsId,
          warehouseId: line.warehouseId,
          number: item.number * number,
        }));
    }
    return line.goodsId === null ? [] : [{ goodsId: line.goodsId, warehouseId: line.warehouseId, number }];
  });
}

/** Gives `fen` back to the balance or the credit line; online refunds are left to the refund job. */
async function refundWay(tx: Transaction, order: OrderRow, fen: number): Promise<void> {
  if (fen === 0 || order.payMethod === PAY_METHOD.online) return;
  if (order.payMethod === PAY_METHOD.balance) {
    await creditBalanceBack(tx, order.userId, fen, LEDGER_KIND.orderRefund, order.orderNo);
  } else if (order.payMethod === PAY_METHOD.credit) {
    await refundCreditPart(tx, order.userId, fen, order, LEDGER_KIND.orderRefund);
  }
  await takeBackRefundPoints(tx, order, fen);
}

/**
 * The pieces of a locked, paid, part-shipped order still owed are cancelled, in the caller's
 * transaction: each line's share of what was paid for them goes back the way the order was paid, the
 * stock and flash-sale units go back, and the order becomes 已发货 (nothing is owed any more).
 */
async function cancelOwedPieces(
  tx: Transaction,
  jobs: JobQueue,
  actor: AuditActor,
  order: OrderRow,
  reason: string,
): Promise<void> {
  const claims = await claimsOf(tx, order.id);
  const cancelled: Cancelled[] = claims.flatMap((claim) => {
    const owed = claim.line.number - claim.shipped - claim.cancelled;
    return owed > 0 ? [{ line: claim.line, number: owed, amountFen: shareOf(claim, owed) }] : [];
  });
  if (cancelled.length === 0) throw refused('订单没有未发货的商品');
  const online = order.payMethod === PAY_METHOD.online;
  const amountFen = cancelled.reduce((sum, line) => sum + line.amountFen, 0);
  const row = await insertCancellation(tx, {
    orderId: order.id,
    userId: order.userId,
    reason,
    operatorId: actor.operatorId,
    refunding: online && amountFen > 0,
    lines: cancelled.map(({ line, number, amountFen: fen }) => ({
      orderLineId: line.id,
      number,
      amountFen: fen,
    })),
  });
  await refundWay(tx, order, amountFen);
  if (row.refundStatus === 'refunding')
    await jobs.enqueue(tx, cancellationRefundJob, { cancellationId: row.id });
  // Sales in id order, then stock in key order: the order submitting locks them in.
  const flash = cancelled
    .filter(({ line }) => line.type === CART_LINE_TYPE.flashSale && line.flashSaleId !== null)
    .sort((a, b) => a.line.flashSaleId! - b.line.flashSaleId!);
  for (const { line, number } of flash)
    await returnFlashSaleUnits(tx, line.flashSaleId!, order.userId, number);
  const packs = cancelled
    .filter(({ line }) => line.combinationId !== null)
    .sort((a, b) => a.line.combinationId! - b.line.combinationId!);
  for (const { line, number } of packs) await returnCombinationUnits(tx, line.combinationId!, number);
  const released = await stockOf(tx, cancelled);
  await returnStocks(tx, released);
  await releaseStockTakes(tx, order.id, released);
  await markShipped(tx, order, true);
  // What had shipped may all have come back through after-sales already.
  if (await nothingPaidKept(tx, order.id)) await takeBackReferral(tx, order, '全部退款');
  const list = cancelled.map(({ line, number }) => `${line.name}${number}${line.packUnit}`).join('、');
  await sendMessage(tx, order.userId, {
    title: '订单未发货部分已取消',
    content: `您的订单${order.orderNo}中尚未发货的${list}已被商家取消，原因：${reason}。${
      amountFen > 0 ? `对应金额¥${fenToYuan(amountFen)}将原路退回。` : ''
    }`,
  });
  await recordAudit(tx, actor, {
    action: 'order.cancel_unshipped',
    targetType: 'order',
    targetId: order.id,
    before: { status: order.status },
    after: {
      status: ORDER_STATUS.shipped,
      reason,
      cancellation: row.id,
      amount_fen: amountFen,
      refund: order.payMethod,
      lines: cancelled.map(({ line, number, amountFen: fen }) => ({
        line_id: line.id,
        number,
        amount_fen: fen,
      })),
    },
  });
}

/**
 * 取消未发部分: an operator cancels, with a reason, what a paid order still owes, in one transaction
 * that takes the buyer's cart row and then the order's, as shipping does, so a shipment and a
 * cancellation of one order run one after the other and no piece is both shipped and refunded. An
 * order that has shipped nothing is cancelled whole, refunded the way it was paid.
 */
export async function cancelUnshipped(
  db: Executor,
  jobs: JobQueue,
  actor: AuditActor,
  orderId: number,
  reason: string,
): Promise<void> {
  await withOrderLocked(db, orderId, async (tx, order) => {
    if (order.status !== ORDER_STATUS.toShip) throw refused('只有已付款、尚未发完的订单可以取消未发部分');
    if (order.shippedAt === null) return cancelLockedForBuyer(tx, jobs, actor, order, reason);
    await cancelOwedPieces(tx, jobs, actor, order, reason);
  });
}
