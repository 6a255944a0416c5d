import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAT_MESSAGES,
  CHAT_MESSAGES_PER_MINUTE,
  chatMessageBody,
  chatMessagesQuery,
} from '@yaocai/domain/contracts/chat';
import { chatMessage, chatMessagePage } from '@yaocai/domain/contracts/chat-responses';
import { forbidden } from '@yaocai/domain/errors';
import { currentUserId } from '../../plugins/session.ts';
import { answers, ok } from '../../plugins/wire.ts';
import { shownShopSettings } from '../content/settings.service.ts';
import { buyerMessages, postBuyerMessage } from './chat.service.ts';

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
    async (request) =>
      ok(await postBuyerMessage(app.db, currentUserId(request), request.body.text), '已发送'),
  );
};
