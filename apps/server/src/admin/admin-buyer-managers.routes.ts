import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assignManagerBody } from '@yaocai/domain/contracts/admin';
import { actorOf } from '../plugins/operator-session.ts';
import { answers, ok } from '../plugins/wire.ts';
import { assignManagerToBuyers } from '../workflows/assign-account-manager.ts';

/** The buyers picked in the console's list given one account manager at once. */
export const adminBuyerManagersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/buyers/assign-manager',
    {
      preValidation: app.requirePermission('buyers.write'),
      schema: { body: assignManagerBody, response: answers(z.null(), 'signedIn') },
    },
    async (request) => {
      const assigned = await assignManagerToBuyers(app.db, actorOf(request), request.body);
      // Each buyer's header shows their manager: their cached sessions are told.
      for (const id of request.body.ids) app.caches.change({ topic: 'user', key: id });
      return ok(null, `已为${assigned}个客户指定客户经理`);
    },
  );
};
