import { AFTER_SALE_KINDS } from '@yaocai/domain/contracts/after-sales';
import { fenToYuan } from '@yaocai/domain/money';
import type { Executor } from '../db/client.ts';
import { orderNoOf, type AfterSaleRow } from '../modules/after-sales/after-sales.service.ts';

type Message = { title: string; content: string };

/** What the buyer is told as their request moves on (我的消息). */
export async function refundedMessage(db: Executor, request: AfterSaleRow): Promise<Message> {
  return {
    title: '售后退款已到账',
    content: `您的订单${await orderNoOf(db, request)}的售后申请已退款¥${fenToYuan(request.amountFen)}，已原路退回。`,
  };
}

export async function refundingMessage(db: Executor, request: AfterSaleRow): Promise<Message> {
  return {
    title: '售后申请已通过',
    content: `您的订单${await orderNoOf(db, request)}的售后申请已通过，¥${fenToYuan(request.amountFen)}将原路退回，请留意到账。`,
  };
}

export async function returnApprovedMessage(db: Executor, request: AfterSaleRow): Promise<Message> {
  return {
    title: '退货申请已通过',
    content: `您的订单${await orderNoOf(db, request)}的退货申请已通过，请将商品寄回，并在订单详情中填写退货运单号；商家收货后退款¥${fenToYuan(request.amountFen)}。`,
  };
}

export async function rejectedMessage(db: Executor, request: AfterSaleRow, reason: string): Promise<Message> {
  return {
    title: '售后申请未通过',
    content: `您的订单${await orderNoOf(db, request)}的${AFTER_SALE_KINDS[request.kind]}申请未通过，原因：${reason}。`,
  };
}
