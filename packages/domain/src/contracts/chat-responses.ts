import { z } from 'zod';
import { instant, pagedOf, wholeNumber, yuan } from './wire.ts';

/** Who wrote a message: the buyer, an agent of the desk, or the shop itself (a note that it closed). */
export const chatAuthor = z.enum(['buyer', 'agent', 'system']);

/**
 * What a message carries beside its text (which then says it in words, for lists and search): a
 * picture, or a card of goods or of an order as it stood when sent (the price the buyer saw).
 */
export const chatAttachment = z.discriminatedUnion('type', [
  z.object({ type: z.literal('image'), url: z.string() }),
  z.object({
    type: z.literal('goods'),
    goods_id: wholeNumber,
    name: z.string(),
    ypgg: z.string(),
    sccj: z.string(),
    bzdw: z.string(),
    image: z.string().nullable(),
    price: yuan.nullable(),
    /** What the buyer saw instead of a price (log in, 认证后可见, 已下架); null when priced. */
    price_tip: z.string().nullable(),
  }),
  z.object({
    type: z.literal('order'),
    order_id: wholeNumber,
    order_no: z.string(),
    status_label: z.string(),
    payable: yuan,
    line_count: wholeNumber,
    image: z.string().nullable(),
  }),
]);
export type ChatAttachment = z.infer<typeof chatAttachment>;

export const chatMessage = z.object({
  id: wholeNumber,
  conversation_id: wholeNumber,
  author: chatAuthor,
  /** The agent's name as the buyer sees it; empty for the buyer's own. */
  author_name: z.string(),
  text: z.string(),
  attachment: chatAttachment.nullable(),
  created_at: instant,
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const conversationState = z.enum(['waiting', 'open', 'closed']);

/** The buyer's messages, oldest first, and whether older ones remain (for `before_id` paging). */
export const chatMessagePage = z.object({
  list: z.array(chatMessage),
  has_more: z.boolean(),
  /** The answering agent's read mark in each conversation of `list`: the buyer's messages up to it are read. */
  agent_read: z.array(z.object({ conversation_id: wholeNumber, agent_read_id: wholeNumber })),
  /** The buyer's conversation that is not closed, if any. */
  conversation: z
    .object({ id: wholeNumber, state: conversationState, agent_read_id: wholeNumber })
    .nullable(),
});
export type ChatMessagePage = z.infer<typeof chatMessagePage>;

/** The 在线客服 button's badge, and whether anyone answers now (else the widget asks for a 留言). */
export const chatStatus = z.object({
  unread: wholeNumber,
  agents_online: z.boolean(),
});
export type ChatStatus = z.infer<typeof chatStatus>;

/** A conversation as the service desk lists it. */
export const adminConversation = z.object({
  id: wholeNumber,
  state: conversationState,
  buyer_id: wholeNumber,
  company: z.string(),
  phone: z.string(),
  agent_id: wholeNumber.nullable(),
  agent_name: z.string(),
  last_text: z.string(),
  last_message_at: instant,
  /** Since when the buyer has waited for an agent's answer; null once answered or closed. */
  waiting_since: instant.nullable(),
  created_at: instant,
  closed_at: instant.nullable(),
  /** Read receipts: the last message id the buyer has seen, and the last the answering agent has. */
  buyer_read_id: wholeNumber,
  agent_read_id: wholeNumber,
});
export type AdminConversation = z.infer<typeof adminConversation>;
export const adminConversationPage = pagedOf(adminConversation);

/** A conversation's messages for the desk, oldest first. */
export const adminChatMessagePage = z.object({
  conversation: adminConversation,
  list: z.array(chatMessage),
  has_more: z.boolean(),
});
export type AdminChatMessagePage = z.infer<typeof adminChatMessagePage>;

export const cannedReply = z.object({
  id: wholeNumber,
  title: z.string(),
  text: z.string(),
  sort: wholeNumber,
});
export type CannedReply = z.infer<typeof cannedReply>;

/** An operator who may answer, as the desk hands out and transfers conversations. */
export const chatAgent = z.object({
  id: wholeNumber,
  name: z.string(),
  /** Has the desk open now. */
  online: z.boolean(),
  /** Conversations they answer now. */
  open: wholeNumber,
  max_open: wholeNumber,
});
export type ChatAgent = z.infer<typeof chatAgent>;

/** Who the buyer of a conversation is, beside it at the desk. */
export const chatBuyerContext = z.object({
  buyer: z.object({
    id: wholeNumber,
    company: z.string(),
    name: z.string(),
    phone: z.string(),
    status: z.enum(['pending', 'approved', 'rejected']),
    customer_type: z.string().nullable(),
    region: z.string().nullable(),
  }),
  manager: z.object({ name: z.string(), phone: z.string() }).nullable(),
  licences: z.array(
    z.object({
      type_name: z.string(),
      valid_until: z.string().nullable(),
      expiry: z.enum(['valid', 'expiring', 'expired', 'none']),
      state: z.string(),
    }),
  ),
  orders: z.array(
    z.object({
      id: wholeNumber,
      order_no: z.string(),
      status: z.number().int(),
      payable: z.string(),
      created_at: instant,
    }),
  ),
  cart: z.object({
    lines: wholeNumber,
    recent: z.array(z.object({ goods_id: wholeNumber, name: z.string(), number: wholeNumber })),
  }),
  balance_fen: wholeNumber,
  credit: z.object({ limit_fen: wholeNumber, used_fen: wholeNumber }).nullable(),
});
export type ChatBuyerContext = z.infer<typeof chatBuyerContext>;

/**
 * What the live connection sends. `chat.message` carries the message; the others say what changed,
 * and the page reads it again (`resync`: anything may have been missed, read everything again).
 */
export type LiveServerFrame =
  | { type: 'ready' }
  | { type: 'chat.message'; message: ChatMessage }
  | { type: 'chat.sent'; ref: string | null; message: ChatMessage }
  | {
      type: 'chat.conversation';
      conversation_id: number;
      state: 'waiting' | 'open' | 'closed';
      agent_id: number | null;
      buyer_read_id: number;
      agent_read_id: number;
    }
  | { type: 'chat.typing'; conversation_id: number; author: 'buyer' | 'agent' }
  | { type: 'cart' | 'messages' | 'orders' | 'todo' | 'resync' | 'pong' }
  | { type: 'error'; ref: string | null; code: number; msg: string };
