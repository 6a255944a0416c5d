import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminIdParams } from '@yaocai/domain/contracts/admin';
import { adminPointsExchangeQuery, POINTS_MALL_MESSAGES } from '@yaocai/domain/contracts/points-mall';
import { adminPointsExchangeList } from '@yaocai/domain/contracts/points-mall-responses';
import { pointsExchangePage } from '../modules/promotions/points-exchanges-admin.service.ts';
import { actorOf } from '../plugins/operator-session.ts';
import { answers, ok } from '../plugins/wire.ts';
import { markExchangeShippedAudited } from '../workflows/run-activities.ts';

/**
 * 积分兑换记录: every 积分商城 exchange with its buyer; the goods ones (待发货) are what the shop owes
 * them until an operator marks them shipped. Reading needs promotions.read, marking promotions.write.
 */
export const adminPointsExchangesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/points_exchanges',
    {
      preValidation: app.requirePermission('promotions.read'),
      schema: {
        querystring: adminPointsExchangeQuery,
        response: answers(adminPointsExchangeList, 'signedIn'),
      },
    },
    async (request) => ok(await pointsExchangePage(app.db, request.query)),
  );

  app.post(
    '/api/admin/points_exchanges/:id/shipped',
    {
      preValidation: app.requirePermission('promotions.write'),
      schema: { params: adminIdParams, response: answers(z.null(), 'signedIn') },
    },
    async (request) => {
      await markExchangeShippedAudited(app.db, actorOf(request), request.params.id);
      return ok(null, POINTS_MALL_MESSAGES.markedShipped);
    },
  );
};
