import type { AdminAfterSale } from '@yaocai/domain/contracts/after-sales';
import { PAY_METHOD_LABEL } from '@yaocai/domain/contracts/checkout';

type Request = Pick<AdminAfterSale, 'kind' | 'status' | 'amount' | 'pay_method'>;

// Which review a request's state allows, as the server does (workflows/after-sales.ts): a pending
// request is approved or rejected; an approved return is received once the goods are back, or rejected.
export const canApprove = (request: Request) => request.status === 'pending';
export const canReceive = (request: Request) => request.status === 'returning';
export const canReject = (request: Request) => request.status === 'pending' || request.status === 'returning';

/** The money goes back the way the order was paid. */
export const refundWayOf = (payMethod: AdminAfterSale['pay_method']) =>
  payMethod ? `原路退回（${PAY_METHOD_LABEL[payMethod]}）` : '原路退回';

/** A gateway's refund is sent by a job and arrives when the gateway says so; balance and credit at once. */
const arrival = (payMethod: AdminAfterSale['pay_method']) =>
  payMethod === 'online' ? '，到账时间以支付渠道为准' : '，立即到账';

/** What 同意 does, said before it is done. */
export function approveNotice(request: Request): string {
  if (request.kind === 'return') {
    return `同意后将通知买家寄回商品，收到退货后再退款 ¥${request.amount}。`;
  }
  return `同意后立即退款 ¥${request.amount}，${refundWayOf(request.pay_method)}${arrival(request.pay_method)}。`;
}

/** What 确认收到退货并退款 does. */
export const receiveNotice = (request: Request) =>
  `请确认已收到买家退回的商品。确认后退款 ¥${request.amount}，${refundWayOf(request.pay_method)}${arrival(request.pay_method)}。`;

// The server's words for each review (admin-after-sales.routes.ts); the client hands over only the
// answer's data, and the approved request's state tells which of the two approvals it was.
export const approvedMessage = (request: Request) =>
  request.status === 'returning' ? '已同意退货，等待买家寄回' : '已同意并退款';
export const RECEIVED_MESSAGE = '已确认收到退货并退款';
export const REJECTED_MESSAGE = '已拒绝售后申请';
