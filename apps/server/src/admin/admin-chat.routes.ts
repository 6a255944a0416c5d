import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminConversationParams,
  adminConversationsQuery,
  CHAT_MESSAGES,
  chatMessageBody,
  chatMessagesQuery,
} from '@yaocai/domain/contracts/chat';
import {
  adminChatMessagePage,
  adminConversationPage,
  chatMessage,
} from '@yaocai/domain/contracts/chat-responses';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Transaction } from '../db/client.ts';
import {
  closeConversation,
  conversationMessages,
  conversationPage,
  pickConversation,
  reopenConversation,
  replyToConversation,
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
        body: chatMessageBody,
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
};
