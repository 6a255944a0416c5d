import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAT_MESSAGES,
  CHAT_MESSAGES_PER_MINUTE,
  chatMessageBody,
  chatMessagesQuery,
  chatReadBody,
} from '@yaocai/domain/contracts/chat';
import { chatMessage, chatMessagePage, chatStatus } from '@yaocai/domain/contracts/chat-responses';
import { z } from 'zod';
import { forbidden } from '@yaocai/domain/errors';
import { currentUserId } from '../../plugins/session.ts';
import { answers, ok } from '../../plugins/wire.ts';
import { shownShopSettings } from '../content/settings.service.ts';
import { buyerMessageContent } from './chat-content.ts';
import { agentsOnline } from './chat-desk.service.ts';
import { buyerMessages, buyerUnread, markBuyerRead, postBuyerMessage } from './chat.service.ts';

/** 在线客服, the buyer's side: their conversation with the desk, while the shop has chat switched on. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  app.addHook('preValidation', async () => {
    if (!(await shownShopSettings(app.db, app.caches)).features.is_can_chat)
      throw forbidden(CHAT_MESSAGES.off);
  });

  app.get(
    '/api/chat/messages',
    { schema: { querystring: chatMessagesQuery, response: answers(chatMessagePage, 'signedIn') } },
    async (request) => ok(await buyerMessages(app.db, currentUserId(request), request.query)),
  );

  app.get('/api/chat/status', { schema: { response: answers(chatStatus, 'signedIn') } }, async (request) => {
    const [unread, online] = await Promise.all([
      buyerUnread(app.db, currentUserId(request)),
      agentsOnline(app.db),
    ]);
    return ok({ unread, agents_online: online });
  });

  app.post(
    '/api/chat/read',
    { schema: { body: chatReadBody, response: answers(z.null(), 'signedIn') } },
    async (request) => {
      await markBuyerRead(app.db, currentUserId(request), request.body.last_id);
      return ok(null);
    },
  );

  app.post(
    '/api/chat/messages',
    {
      config: {
        rateLimit: {
          max: CHAT_MESSAGES_PER_MINUTE,
          timeWindow: 60_000,
          groupId: 'chat-message',
          keyGenerator: (request) => `buyer:${request.userId ?? request.ip}`,
        },
      },
      schema: { body: chatMessageBody, response: answers(chatMessage, 'signedIn', 'throttled') },
    },
    async (request) => {
      const userId = currentUserId(request);
      const content = await buyerMessageContent(app.db, userId, request.body);
      return ok(await postBuyerMessage(app.db, userId, content), '已发送');
    },
  );
};
