import { z } from 'zod';
import { flag, id, integer, INT_MAX, page, pageSize } from '../validation/numbers.ts';
import { cleanText, text } from '../validation/text.ts';

/**
 * 在线客服 (issue 32): a buyer's conversations with the shop's service desk. A buyer has at most one
 * conversation that is not closed; what they write goes to it, or starts a new one. Messages are
 * shown as text, never as HTML.
 */
export const CHAT_TEXT_MAX = 1000;
/** Most messages one read returns; the rest are read by the next `after_id` or `before_id`. */
export const CHAT_PAGE_MAX = 100;
export const CHAT_PAGE_DEFAULT = 50;
/** Messages a buyer may send a minute. */
export const CHAT_MESSAGES_PER_MINUTE = 30;

export const CHAT_MESSAGES = {
  off: '在线客服暂未开通',
  closed: '该会话已结束',
  notYours: '该会话已由其他客服接待',
  conversationNotFound: '会话不存在',
  picked: '已接入会话',
  closedDone: '会话已结束',
  reopened: '会话已重新打开',
  stillOpen: '会话尚未结束',
  buyerHasOpen: '该客户已有进行中的会话',
  transferred: '已转接',
  agentNotFound: '该客服不存在或没有接待权限',
  sameAgent: '会话已由该客服接待',
  capSaved: '已保存',
  pictureNotYours: '图片不存在，请重新上传',
  goodsNotFound: '商品不存在',
} as const;

/** Conversations an agent is handed at most at once, until a supervisor sets their own number. */
export const CHAT_AGENT_MAX_OPEN_DEFAULT = 5;
export const CHAT_AGENT_MAX_OPEN_MAX = 50;
/** Recent orders and cart lines the desk shows beside a conversation. */
export const CHAT_CONTEXT_ORDERS = 5;
export const CHAT_CONTEXT_CART_LINES = 5;

const messageId = (label: string) =>
  integer({ min: 0, max: INT_MAX, message: `${label}格式不正确` }).optional();

/** GET /api/chat/messages: those after `after_id` (oldest first), or the page before `before_id`, or the latest. */
export const chatMessagesQuery = z
  .object({
    after_id: messageId('after_id'),
    before_id: messageId('before_id'),
    limit: pageSize(CHAT_PAGE_MAX, CHAT_PAGE_DEFAULT),
  })
  .refine((query) => query.after_id === undefined || query.before_id === undefined, {
    error: 'after_id 与 before_id 只能选其一',
    path: ['before_id'],
  });
export type ChatMessagesQuery = z.infer<typeof chatMessagesQuery>;

/** POST /api/chat/read and the desk's: the last message seen. */
export const chatReadBody = z.object({
  last_id: integer({ min: 1, max: INT_MAX, message: 'last_id格式不正确' }),
});

/** The desk's reply, and a buyer's message on the live connection: text. */
export const chatReplyBody = z.object({
  text: text('消息内容', CHAT_TEXT_MAX, { multiline: true }),
});

/**
 * POST /api/chat/messages: one of text, a picture the buyer uploaded for the chat (`/api/user/upload?
 * purpose=chat`), a goods card (from a goods page) or an order card (one of their orders).
 */
export const chatMessageBody = z
  .object({
    text: chatReplyBody.shape.text.optional(),
    image_url: text('图片', 200).optional(),
    goods_id: id('商品').optional(),
    order_id: id('订单').optional(),
  })
  .refine(
    (body) => [body.text, body.image_url, body.goods_id, body.order_id].some((part) => part !== undefined),
    { error: '请填写消息内容', path: ['text'] },
  )
  .refine(
    (body) =>
      [body.text, body.image_url, body.goods_id, body.order_id].filter((part) => part !== undefined).length <=
      1,
    { error: '一条消息只能发送一种内容', path: ['text'] },
  );
export type ChatMessageBody = z.infer<typeof chatMessageBody>;

/** How long a typing indicator lasts without another word that the typist is still typing. */
export const CHAT_TYPING_SECONDS = 6;

export const CONVERSATION_STATES = { waiting: '等待接入', open: '接待中', closed: '已结束' } as const;
export type ConversationState = keyof typeof CONVERSATION_STATES;

/** GET /api/admin/chat/conversations: the queue, one's own, or (supervising) everyone's. */
export const adminConversationsQuery = z.object({
  state: z.enum(['waiting', 'open', 'closed'], { error: '会话状态不正确' }).optional(),
  /** Only those this operator answers. */
  mine: flag('只看我的').default(false),
  keyword: cleanText('搜索内容', 50).optional(),
  page: page(),
  page_size: pageSize(CHAT_PAGE_MAX, 20),
});
export type AdminConversationsQuery = z.infer<typeof adminConversationsQuery>;

export const adminConversationParams = z.object({ id: id('会话编号') });

/** POST /api/admin/chat/conversations/:id/transfer: hand a conversation to another agent. */
export const transferConversationBody = z.object({ agent_id: id('接待客服') });

/** PUT /api/admin/chat/agents/:id: how many conversations the agent is handed at most at once. */
export const chatAgentBody = z.object({
  max_open: integer({
    min: 1,
    max: CHAT_AGENT_MAX_OPEN_MAX,
    message: `同时接待数须为 1–${CHAT_AGENT_MAX_OPEN_MAX} 的整数`,
  }),
});
export const chatAgentParams = z.object({ id: id('客服') });

/** A 快捷回复 as the console edits it. */
export const cannedReplyBody = z.object({
  title: text('标题', 30),
  text: text('回复内容', CHAT_TEXT_MAX, { multiline: true }),
  sort: integer({ min: 0, max: 9999, message: '排序须为 0–9999 的整数' }).default(0),
});
export type CannedReplyBody = z.infer<typeof cannedReplyBody>;

/** The live connection's address. */
export const LIVE_PATH = '/api/ws';
/** The largest frame a live connection takes. */
export const LIVE_FRAME_BYTES_MAX = 16 * 1024;

/** GET /api/ws: the live connection, as a buyer (default) or as the service desk. */
export const liveQuery = z.object({
  as: z.enum(['buyer', 'desk'], { error: 'as 须为 buyer 或 desk' }).default('buyer'),
  /** An agent with the desk's page open: online, and handed conversations in turn. */
  at_desk: flag('at_desk').default(false),
  /** The last chat message the buyer has: those after it are sent first, none twice. */
  after_id: messageId('after_id'),
});

/** What a live connection's peer may send: a chat message (a buyer's, or an agent's into a conversation). */
export const liveClientFrame = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('chat.send'),
      /** The sender's own tag for the message, echoed in the answer. */
      ref: z.string().max(64).optional(),
      conversation_id: id('会话编号').optional(),
      text: chatReplyBody.shape.text,
    }),
    /** The sender is typing (a buyer in their conversation, an agent in `conversation_id`). */
    z.object({ type: z.literal('chat.typing'), conversation_id: id('会话编号').optional() }),
    z.object({ type: z.literal('ping') }),
  ],
  { error: '消息格式不正确' },
);
export type LiveClientFrame = z.infer<typeof liveClientFrame>;

export const LIVE_MESSAGES = {
  badFrame: '消息格式不正确',
  tooFast: '发送过于频繁，请稍后再试',
  signedOut: '登录已失效，请重新登录',
  notAgent: '您没有在线客服接待权限',
  foreignOrigin: '请求来源不被信任',
  upgradeOnly: '请以 WebSocket 方式连接',
} as const;
