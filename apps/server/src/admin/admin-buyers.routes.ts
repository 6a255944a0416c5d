import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBuyerListQuery, adminIdParams, rejectBuyerBody } from '@yaocai/domain/contracts/admin';
import * as responses from '@yaocai/domain/contracts/admin-responses';
import { adminBuyerById, listBuyers } from '../modules/accounts/buyer-review.service.ts';
import { actorOf } from '../plugins/operator-session.ts';
import { answers, ok } from '../plugins/wire.ts';
import { approveBuyer, rejectBuyer } from '../workflows/review-buyer.ts';

/** The console's buyers: the list, one buyer, and the review of a registration. */
export const adminBuyersRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = app.requirePermission('buyers.read');
  const review = app.requirePermission('buyers.review');

  app.get(
    '/api/admin/buyers',
    {
      preValidation: read,
      schema: { querystring: adminBuyerListQuery, response: answers(responses.adminBuyerList, 'signedIn') },
    },
    async (request) => ok(await listBuyers(app.db, request.query)),
  );

  app.get(
    '/api/admin/buyers/:id',
    {
      preValidation: read,
      schema: { params: adminIdParams, response: answers(responses.adminBuyer, 'signedIn') },
    },
    async (request) => ok(await adminBuyerById(app.db, request.params.id)),
  );

  app.post(
    '/api/admin/buyers/:id/approve',
    {
      preValidation: review,
      schema: { params: adminIdParams, response: answers(responses.adminBuyer, 'signedIn') },
    },
    async (request) => ok(await approveBuyer(app.db, actorOf(request), request.params.id), '已通过审核'),
  );

  app.post(
    '/api/admin/buyers/:id/reject',
    {
      preValidation: review,
      schema: {
        params: adminIdParams,
        body: rejectBuyerBody,
        response: answers(responses.adminBuyer, 'signedIn'),
      },
    },
    async (request) =>
      ok(await rejectBuyer(app.db, actorOf(request), request.params.id, request.body.reason), '已驳回'),
  );
};
