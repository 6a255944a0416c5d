import { PAY_METHOD } from '@yaocai/domain/contracts/checkout';
import type { AfterSaleBody, AfterSaleState, ReturnParcelBody } from '@yaocai/domain/contracts/after-sales';
import { Code } from '@yaocai/domain/codes';
import { DomainError, notFound } from '@yaocai/domain/errors';
import type { Executor, Transaction } from '../db/client.ts';
import type { JobQueue } from '../jobs/job.ts';
import {
  afterSaleById,
  fileAfterSale,
  lockAfterSale,
  moveAfterSale,
  refundedLinesOf,
  type AfterSaleRow,
} from '../modules/after-sales/after-sales.service.ts';
import { changeCarts } from '../modules/cart/cart-write.service.ts';
import { getShopSettings } from '../modules/content/settings.service.ts';
import { issueRedInvoice } from '../modules/invoices/invoice-issue.service.ts';
import { sendMessage } from '../modules/messages/messages.service.ts';
import { takeBackRefundPoints } from '../modules/accounts/points.service.ts';
import { creditBalanceBack, LEDGER_KIND, refundCreditPart } from '../modules/money/money.service.ts';
import { recordAudit, type AuditActor } from '../modules/operators/audit.service.ts';
import { ownOrder } from '../modules/orders/order-read.service.ts';
import type { OrderRow } from '../modules/orders/order-wire.ts';
import { nothingPaidKept } from '../modules/after-sales/after-sale-refunds.service.ts';
import { afterSaleRefundJob } from './after-sale-refund.job.ts';
import { takeBackReferral } from './take-back-referral.ts';
import {
  refundedMessage,
  refundingMessage,
  rejectedMessage,
  returnApprovedMessage,
} from './after-sale-messages.ts';

const refused = (message: string) => new DomainError(Code.badRequest, message, 400);
const MOVED = '售后单状态已变化，请刷新后重试';

/** A buyer asks for money back on goods of their order that were shipped. */
export async function requestAfterSale(
  db: Executor,
  userId: number,
  orderId: number,
  body: AfterSaleBody,
): Promise<AfterSaleRow> {
  return db.transaction(async (tx) => {
    const order = await ownOrder(tx, userId, orderId, true);
    const { features } = await getShopSettings(tx);
    return fileAfterSale(tx, order, body, features.is_after_sale);
  });
}

/** The buyer says how the goods of an approved return were sent back. */
export async function sendReturnParcel(
  db: Executor,
  userId: number,
  id: number,
  parcel: ReturnParcelBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    const request = await lockAfterSale(tx, id, userId);
    if (request.status !== 'returning') throw refused('售后单当前无需寄回商品');
    await moveAfterSale(tx, id, ['returning'], {
      returnCarrier: parcel.carrier,
      returnTrackingNo: parcel.tracking_no,
    });
  });
}

/** The key of a request's refund on its red-letter invoice: one per request, however often it is tried. */
export const afterSaleRefundKey = (afterSaleId: number) => `after-sale:${afterSaleId}`;

/** The red-letter invoice of what the request gives back of invoiced pieces (docs/invoices.md). */
async function takeBackInvoiced(tx: Transaction, request: AfterSaleRow): Promise<void> {
  const { seller } = await getShopSettings(tx);
  await issueRedInvoice(
    tx,
    {
      userId: request.userId,
      orderId: request.orderId,
      refundKey: afterSaleRefundKey(request.id),
      lines: await refundedLinesOf(tx, request),
    },
    seller,
  );
}

/**
 * Gives back what the request is owed the way its order was paid: to the balance, off the credit
 * bill, or through the gateway by a job enqueued in this transaction; and takes back on a red-letter
 * invoice what of it was invoiced (for a gateway refund too: once this commits, the job refunds).
 * When nothing the buyer paid for in the order is kept any more, a 老带新 reward it earned goes back.
 */
async function giveMoneyBack(
  tx: Transaction,
  jobs: JobQueue,
  request: AfterSaleRow,
  from: AfterSaleState[],
  reviewedBy: number,
): Promise<AfterSaleRow> {
  const order = await ownOrder(tx, request.userId, request.orderId);
  const moved = await refundBy(tx, jobs, order, request, from, reviewedBy);
  if (await nothingPaidKept(tx, order.id)) await takeBackReferral(tx, order, '全部退款');
  return moved;
}

async function refundBy(
  tx: Transaction,
  jobs: JobQueue,
  order: OrderRow,
  request: AfterSaleRow,
  from: AfterSaleState[],
  reviewedBy: number,
): Promise<AfterSaleRow> {
  const reviewed = request.status === 'pending';
  await takeBackInvoiced(tx, request);
  if (order.payMethod === PAY_METHOD.online) {
    const moved = await moveAfterSale(tx, request.id, from, { status: 'refunding', reviewedBy, reviewed });
    if (!moved) throw refused(MOVED);
    await jobs.enqueue(tx, afterSaleRefundJob, { afterSaleId: request.id });
    await sendMessage(tx, request.userId, await refundingMessage(tx, moved));
    return moved;
  }
  if (order.payMethod === PAY_METHOD.balance) {
    await creditBalanceBack(
      tx,
      request.userId,
      request.amountFen,
      LEDGER_KIND.afterSaleRefund,
      order.orderNo,
    );
  } else if (order.payMethod === PAY_METHOD.credit) {
    await refundCreditPart(tx, request.userId, request.amountFen, order);
  } else {
    throw refused('订单未支付，无法退款');
  }
  const moved = await moveAfterSale(tx, request.id, from, {
    status: 'refunded',
    reviewedBy,
    reviewed,
    refunded: true,
  });
  if (!moved) throw refused(MOVED);
  await takeBackRefundPoints(tx, order, request.amountFen);
  await sendMessage(tx, request.userId, await refundedMessage(tx, moved));
  return moved;
}

/**
 * In one transaction that takes the buyer's cart row first (the order of locks every change of a
 * buyer's money follows), then the request's row.
 */
async function withRequest<T>(
  db: Executor,
  id: number,
  change: (tx: Transaction, request: AfterSaleRow) => Promise<T>,
): Promise<T> {
  const owner = await afterSaleById(db, id);
  if (!owner) throw notFound('售后单不存在');
  return db.transaction(async (tx) => {
    await changeCarts(tx, [owner.userId]);
    return change(tx, await lockAfterSale(tx, id));
  });
}

/** The audit row of a request moved on, kept on its order. */
const auditMove = (
  tx: Transaction,
  actor: AuditActor,
  action: string,
  request: AfterSaleRow,
  moved: AfterSaleRow,
) =>
  recordAudit(tx, actor, {
    action,
    targetType: 'order',
    targetId: request.orderId,
    before: { after_sale: request.id, status: request.status },
    after: { after_sale: request.id, status: moved.status, amount_fen: request.amountFen },
  });

/** The seller agrees: 仅退款 gives the money back now; 退货退款 waits for the goods to come back. */
export async function approveAfterSale(
  db: Executor,
  jobs: JobQueue,
  actor: AuditActor,
  id: number,
): Promise<AfterSaleRow> {
  return withRequest(db, id, async (tx, request) => {
    if (request.status !== 'pending') throw refused('只有待审核的售后单可以审核');
    let moved: AfterSaleRow;
    if (request.kind === 'return') {
      const waiting = await moveAfterSale(tx, id, ['pending'], {
        status: 'returning',
        reviewedBy: actor.operatorId,
        reviewed: true,
      });
      if (!waiting) throw refused(MOVED);
      await sendMessage(tx, request.userId, await returnApprovedMessage(tx, waiting));
      moved = waiting;
    } else {
      moved = await giveMoneyBack(tx, jobs, request, ['pending'], actor.operatorId);
    }
    await auditMove(tx, actor, 'after_sale.approve', request, moved);
    return moved;
  });
}

/** The goods of an approved return are back: the money goes back. */
export async function receiveReturn(
  db: Executor,
  jobs: JobQueue,
  actor: AuditActor,
  id: number,
): Promise<AfterSaleRow> {
  return withRequest(db, id, async (tx, request) => {
    if (request.status !== 'returning') throw refused('只有待退货的售后单可以确认收到退货');
    const moved = await giveMoneyBack(tx, jobs, request, ['returning'], actor.operatorId);
    await auditMove(tx, actor, 'after_sale.receive', request, moved);
    return moved;
  });
}

/** The seller refuses, with a reason the buyer is told; the claimed goods may be claimed again. */
export async function rejectAfterSale(
  db: Executor,
  actor: AuditActor,
  id: number,
  reason: string,
): Promise<AfterSaleRow> {
  return withRequest(db, id, async (tx, request) => {
    const moved = await moveAfterSale(tx, id, ['pending', 'returning'], {
      status: 'rejected',
      rejectReason: reason,
      reviewedBy: actor.operatorId,
      reviewed: request.status === 'pending',
    });
    if (!moved) throw refused('只有待审核或待退货的售后单可以拒绝');
    await sendMessage(tx, request.userId, await rejectedMessage(tx, moved, reason));
    await recordAudit(tx, actor, {
      action: 'after_sale.reject',
      targetType: 'order',
      targetId: request.orderId,
      before: { after_sale: id, status: request.status },
      after: { after_sale: id, status: 'rejected', reason },
    });
    return moved;
  });
}
