import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrderListQuery } from '@yaocai/domain/contracts/admin';
import {
  adminConversationParams,
  adminConversationsQuery,
  CHAT_CONTEXT_CART_LINES,
  CHAT_CONTEXT_ORDERS,
  CHAT_MESSAGES,
  chatAgentBody,
  chatAgentParams,
  chatReplyBody,
  chatMessagesQuery,
  chatReadBody,
  transferConversationBody,
} from '@yaocai/domain/contracts/chat';
import {
  adminChatMessagePage,
  adminConversationPage,
  chatAgent,
  chatBuyerContext,
  chatMessage,
  type ChatBuyerContext,
} from '@yaocai/domain/contracts/chat-responses';
import { invalid, notFound } from '@yaocai/domain/errors';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Transaction } from '../db/client.ts';
import { recentCartLines } from '../modules/cart/cart-read.service.ts';
import { goodsNames } from '../modules/catalog/goods-facts.service.ts';
import { chatAgentList, setAgentCap } from '../modules/chat/chat-desk.service.ts';
import { CANNED_REPLIES } from '../modules/chat/chat-lists.ts';
import { licencesOf } from '../modules/licences/licences.service.ts';
import { listAdminOrders } from '../modules/orders/order-admin.service.ts';
import { buyerDetail } from '../workflows/buyer-accounts.ts';
import { registerEditableList } from './editable-list.routes.ts';
import {
  closeConversation,
  conversationMessages,
  markAgentRead,
  conversationPage,
  pickConversation,
  reopenConversation,
  replyToConversation,
  transferConversation,
  visibleConversation,
  type DeskViewer,
} from '../modules/chat/chat.service.ts';
import { buyerIdsMatching } from '../modules/accounts/buyer-review.service.ts';
import { recordAudit } from '../modules/operators/audit.service.ts';
import { actorOf, currentOperator } from '../plugins/operator-session.ts';
import { answers, ok } from '../plugins/wire.ts';
import { withBuyers } from './with-buyers.ts';

/** Most buyers a keyword may name in the desk's search (the rest are found by the words they wrote). */
const CHAT_SEARCH_BUYERS_MAX = 500;

type DeskChange = (tx: Transaction, viewer: DeskViewer, id: number) => Promise<{ before: unknown }>;

const viewerOf = (request: FastifyRequest): DeskViewer => {
  const operator = currentOperator(request);
  return { operatorId: operator.id, supervises: operator.permissions.has('chat.supervise') };
};

/** 在线客服, the desk: agents (`chat.agent`) answer the queue and their own; supervisors see all. */
export const adminChatRoutes: FastifyPluginAsyncZod = async (app) => {
  const desk = app.requireAnyPermission(['chat.agent', 'chat.supervise']);

  app.get(
    '/api/admin/chat/conversations',
    {
      preValidation: desk,
      schema: { querystring: adminConversationsQuery, response: answers(adminConversationPage, 'signedIn') },
    },
    async (request) => {
      const { keyword } = request.query;
      const buyers = keyword ? await buyerIdsMatching(app.db, keyword, CHAT_SEARCH_BUYERS_MAX) : [];
      const page = await conversationPage(app.db, viewerOf(request), request.query, buyers);
      return ok({ ...page, list: await withBuyers(app.db, page.list) });
    },
  );

  app.get(
    '/api/admin/chat/conversations/:id/messages',
    {
      preValidation: desk,
      schema: {
        params: adminConversationParams,
        querystring: chatMessagesQuery,
        response: answers(adminChatMessagePage, 'signedIn'),
      },
    },
    async (request) => {
      const page = await conversationMessages(app.db, viewerOf(request), request.params.id, request.query);
      const [conversation] = await withBuyers(app.db, [page.conversation]);
      return ok({ ...page, conversation: conversation! });
    },
  );

  app.post(
    '/api/admin/chat/conversations/:id/messages',
    {
      preValidation: app.requirePermission('chat.agent'),
      schema: {
        params: adminConversationParams,
        body: chatReplyBody,
        response: answers(chatMessage, 'signedIn'),
      },
    },
    async (request) => {
      const { message } = await replyToConversation(
        app.db,
        viewerOf(request),
        request.params.id,
        request.body.text,
      );
      return ok(message, '已发送');
    },
  );

  /** A change of a conversation's state, made and audited in one transaction. */
  const stateRoute = (action: 'pick' | 'close' | 'reopen', change: DeskChange, done: string) =>
    app.post(
      `/api/admin/chat/conversations/:id/${action}`,
      {
        preValidation: app.requirePermission('chat.agent'),
        schema: { params: adminConversationParams, response: answers(z.null(), 'signedIn') },
      },
      async (request) => {
        const viewer = viewerOf(request);
        await app.db.transaction(async (tx: Transaction) => {
          const { before } = await change(tx, viewer, request.params.id);
          await recordAudit(tx, actorOf(request), {
            action: `chat.${action}`,
            targetType: 'conversation',
            targetId: request.params.id,
            before,
          });
        });
        return ok(null, done);
      },
    );

  stateRoute('pick', pickConversation, CHAT_MESSAGES.picked);
  stateRoute('close', closeConversation, CHAT_MESSAGES.closedDone);
  stateRoute('reopen', reopenConversation, CHAT_MESSAGES.reopened);

  /** The agent answering it (or one waiting), or a supervisor any, hands a conversation to another agent. */
  app.post(
    '/api/admin/chat/conversations/:id/transfer',
    {
      preValidation: desk,
      schema: {
        params: adminConversationParams,
        body: transferConversationBody,
        response: answers(z.null(), 'signedIn'),
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const agentId = request.body.agent_id;
      const agents = await chatAgentList(app.db);
      if (!agents.some((agent) => agent.id === agentId))
        throw invalid('agent_id', CHAT_MESSAGES.agentNotFound);
      await app.db.transaction(async (tx: Transaction) => {
        const { before, after } = await transferConversation(tx, viewer, request.params.id, agentId);
        await recordAudit(tx, actorOf(request), {
          action: 'chat.transfer',
          targetType: 'conversation',
          targetId: request.params.id,
          before,
          after,
        });
      });
      return ok(null, CHAT_MESSAGES.transferred);
    },
  );

  /** The answering agent has seen the conversation up to `last_id`: the buyer sees their messages read. */
  app.post(
    '/api/admin/chat/conversations/:id/read',
    {
      preValidation: desk,
      schema: {
        params: adminConversationParams,
        body: chatReadBody,
        response: answers(z.null(), 'signedIn'),
      },
    },
    async (request) => {
      await markAgentRead(app.db, viewerOf(request), request.params.id, request.body.last_id);
      return ok(null);
    },
  );

  app.get(
    '/api/admin/chat/agents',
    { preValidation: desk, schema: { response: answers(z.array(chatAgent), 'signedIn') } },
    async () => ok(await chatAgentList(app.db)),
  );

  app.put(
    '/api/admin/chat/agents/:id',
    {
      preValidation: app.requirePermission('chat.supervise'),
      schema: { params: chatAgentParams, body: chatAgentBody, response: answers(chatAgent, 'signedIn') },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await chatAgentList(app.db)).some((agent) => agent.id === id))
        throw notFound(CHAT_MESSAGES.agentNotFound);
      await app.db.transaction(async (tx: Transaction) => {
        const before = await setAgentCap(tx, id, request.body.max_open);
        await recordAudit(tx, actorOf(request), {
          action: 'chat.agent',
          targetType: 'chat',
          targetId: id,
          before: { max_open: before },
          after: { max_open: request.body.max_open },
        });
      });
      const agents = await chatAgentList(app.db);
      return ok(
        agents.find((agent) => agent.id === id)!,
        CHAT_MESSAGES.capSaved,
      );
    },
  );

  app.get(
    '/api/admin/chat/conversations/:id/context',
    {
      preValidation: desk,
      schema: { params: adminConversationParams, response: answers(chatBuyerContext, 'signedIn') },
    },
    async (request) => {
      const conversation = await visibleConversation(app.db, viewerOf(request), request.params.id);
      return ok(await buyerContext(conversation.buyer_id));
    },
  );

  registerEditableList(app, CANNED_REPLIES, {
    base: '/api/admin/chat',
    read: desk,
    write: app.requirePermission('chat.supervise'),
    targetType: 'chat',
  });

  /** Who the buyer is, what they hold and what they have bought, beside their conversation. */
  async function buyerContext(buyerId: number): Promise<ChatBuyerContext> {
    const [buyer, licences, orders, cart] = await Promise.all([
      buyerDetail(app.db, buyerId),
      licencesOf(app.db, buyerId),
      listAdminOrders(
        app.db,
        adminOrderListQuery.parse({ buyer_id: buyerId, page_size: CHAT_CONTEXT_ORDERS }),
        [],
      ),
      recentCartLines(app.db, buyerId, CHAT_CONTEXT_CART_LINES),
    ]);
    const names = await goodsNames(
      app.db,
      cart.lines.map((line) => line.goodsId),
    );
    return {
      buyer: {
        id: buyer.id,
        company: buyer.company,
        name: buyer.name,
        phone: buyer.phone,
        status: buyer.status,
        customer_type: buyer.customer_type,
        region: buyer.region,
      },
      manager: buyer.manager && { name: buyer.manager.name, phone: buyer.manager.phone },
      licences: licences.map((licence) => ({
        type_name: licence.type_name,
        valid_until: licence.valid_until,
        expiry: licence.expiry,
        state: licence.state,
      })),
      orders: orders.list.map((order) => ({
        id: order.id,
        order_no: order.order_no,
        status: order.status,
        payable: order.payable,
        created_at: order.created_at,
      })),
      cart: {
        lines: cart.total,
        recent: cart.lines.map((line) => ({
          goods_id: line.goodsId,
          name: names.get(line.goodsId)?.name ?? '',
          number: line.number,
        })),
      },
      balance_fen: buyer.balance_fen,
      credit: buyer.credit && { limit_fen: buyer.credit.limit_fen, used_fen: buyer.credit.used_fen },
    };
  }
};
