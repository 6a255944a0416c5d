import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { address } from '@yaocai/domain/contracts/address-responses';
import { adminIdParams, buyerMessageBody, buyerPageQuery } from '@yaocai/domain/contracts/admin';
import { adminBuyerMessageList } from '@yaocai/domain/contracts/admin-responses';
import { listAddresses } from '../modules/accounts/addresses.service.ts';
import { messagePage } from '../modules/messages/messages.service.ts';
import { actorOf } from '../plugins/operator-session.ts';
import { answers, ok } from '../plugins/wire.ts';
import { sendBuyerMessage } from '../workflows/buyer-accounts.ts';
import { existingBuyer } from './with-buyers.ts';

/** Where a buyer receives goods and what they were told: the buyer page's addresses and messages. */
export const adminBuyerContactRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = app.requirePermission('buyers.read');

  app.get(
    '/api/admin/buyers/:id/addresses',
    {
      preValidation: read,
      schema: { params: adminIdParams, response: answers(z.array(address), 'signedIn') },
    },
    async (request) => ok(await listAddresses(app.db, await existingBuyer(app.db, request.params.id))),
  );

  app.get(
    '/api/admin/buyers/:id/messages',
    {
      preValidation: read,
      schema: {
        params: adminIdParams,
        querystring: buyerPageQuery,
        response: answers(adminBuyerMessageList, 'signedIn'),
      },
    },
    async (request) =>
      ok(await messagePage(app.db, await existingBuyer(app.db, request.params.id), request.query)),
  );

  app.post(
    '/api/admin/buyers/:id/messages',
    {
      preValidation: app.requirePermission('buyers.write'),
      schema: {
        params: adminIdParams,
        body: buyerMessageBody,
        response: answers(adminBuyerMessageList, 'signedIn'),
      },
    },
    async (request) => {
      const { id } = request.params;
      await sendBuyerMessage(app.db, actorOf(request), id, request.body);
      app.caches.change({ topic: 'user', key: id });
      return ok(await messagePage(app.db, id, { page: 1, page_size: 10 }), '消息已发送');
    },
  );
};
