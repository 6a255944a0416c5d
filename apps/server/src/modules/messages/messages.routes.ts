import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageListQuery, readMessagesBody } from '@yaocai/domain/contracts/messages';
import { buyerMessageList, unreadCount } from '@yaocai/domain/contracts/messages-responses';
import { currentUserId } from '../../plugins/session.ts';
import { answers, ok } from '../../plugins/wire.ts';
import { markMessagesRead, messagePage } from './messages.service.ts';

/** 我的消息: the messages reviews, shipments and refunds send a buyer. */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/api/user/messages',
    { schema: { querystring: messageListQuery, response: answers(buyerMessageList, 'signedIn') } },
    async (request) => ok(await messagePage(app.db, currentUserId(request), request.query, 'unreadFirst')),
  );

  app.post(
    '/api/user/messages/read',
    { schema: { body: readMessagesBody, response: answers(unreadCount, 'signedIn') } },
    async (request) =>
      ok(
        { unread: await markMessagesRead(app.db, currentUserId(request), request.body.ids) },
        '已标记为已读',
      ),
  );
};
