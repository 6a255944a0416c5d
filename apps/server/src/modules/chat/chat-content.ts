import { CHAT_MESSAGES, type ChatMessageBody } from '@yaocai/domain/contracts/chat';
import type { ChatAttachment } from '@yaocai/domain/contracts/chat-responses';
import { notFound } from '@yaocai/domain/errors';
import type { Executor } from '../../db/client.ts';
import { buyerAccesses } from '../accounts/buyer-profile.service.ts';
import { visitorAccess } from '../accounts/buyer-access.ts';
import { goodsCardsByIds } from '../catalog/goods.service.ts';
import { assertHeldPrivateFiles } from '../files/private-files.service.ts';
import { linesOf, ownOrder } from '../orders/order-read.service.ts';
import { orderSummary } from '../orders/order-wire.ts';

/** A message as it is stored: its words, and what it carries. */
export interface MessageContent {
  text: string;
  attachment: ChatAttachment | null;
}

export const textContent = (text: string): MessageContent => ({ text, attachment: null });

/**
 * What a buyer's message holds: their words; a picture they uploaded; or a card of goods (priced as
 * they see it) or of one of their orders, as it stands now. Goods they may not see and another
 * buyer's orders are not found; a picture not theirs is refused.
 */
export async function buyerMessageContent(
  db: Executor,
  userId: number,
  body: ChatMessageBody,
): Promise<MessageContent> {
  if (body.image_url !== undefined) {
    await assertHeldPrivateFiles(db, userId, [body.image_url], {
      field: 'image_url',
      message: CHAT_MESSAGES.pictureNotYours,
    });
    return { text: '[图片]', attachment: { type: 'image', url: body.image_url } };
  }
  if (body.goods_id !== undefined) return goodsContent(db, userId, body.goods_id);
  if (body.order_id !== undefined) return orderContent(db, userId, body.order_id);
  return textContent(body.text ?? '');
}

async function goodsContent(db: Executor, userId: number, goodsId: number): Promise<MessageContent> {
  const access = (await buyerAccesses(db, [userId])).get(userId) ?? visitorAccess;
  const [card] = await goodsCardsByIds(db, [goodsId], access);
  if (!card) throw notFound(CHAT_MESSAGES.goodsNotFound);
  return {
    text: `[商品] ${card.name} ${card.ypgg}`.trim(),
    attachment: {
      type: 'goods',
      goods_id: card.id,
      name: card.name,
      ypgg: card.ypgg,
      sccj: card.sccj,
      bzdw: card.bzdw,
      image: card.goods_image[0] ?? null,
      price: card.price_tip === null ? card.base_price : null,
      price_tip: card.price_tip,
    },
  };
}

async function orderContent(db: Executor, userId: number, orderId: number): Promise<MessageContent> {
  const order = await ownOrder(db, userId, orderId);
  const summary = orderSummary(order, await linesOf(db, order.id));
  return {
    text: `[订单] ${summary.order_no}`,
    attachment: {
      type: 'order',
      order_id: summary.id,
      order_no: summary.order_no,
      status_label: summary.status_label,
      payable: summary.payable,
      line_count: summary.line_count,
      image: summary.preview[0]?.image ?? null,
    },
  };
}
