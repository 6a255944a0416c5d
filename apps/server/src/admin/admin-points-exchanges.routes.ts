import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPointsExchangeQuery } from '@yaocai/domain/contracts/points-mall';
import { adminPointsExchange } from '@yaocai/domain/contracts/points-mall-responses';
import { pagedOf } from '@yaocai/domain/contracts/wire';
import { buyerIdentity } from '../modules/accounts/accounts.service.ts';
import { adminPointsExchanges } from '../modules/promotions/points-mall.service.ts';
import { answers, ok } from '../plugins/wire.ts';

/**
 * 积分兑换记录: every 积分商城 exchange with its buyer; the goods ones (待发货) are what the shop owes
 * them. Reading needs promotions.read.
 */
export const adminPointsExchangesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/points_exchanges',
    {
      preValidation: app.requirePermission('promotions.read'),
      schema: {
        querystring: adminPointsExchangeQuery,
        response: answers(pagedOf(adminPointsExchange), 'signedIn'),
      },
    },
    async (request) => {
      const page = await adminPointsExchanges(app.db, request.query);
      const buyers = new Map(
        await Promise.all(
          [...new Set(page.list.map((row) => row.user_id))].map(
            async (id) => [id, await buyerIdentity(app.db, id)] as const,
          ),
        ),
      );
      return ok({
        ...page,
        list: page.list.map((row) => ({
          ...row,
          phone: buyers.get(row.user_id)?.phone ?? '',
          company: buyers.get(row.user_id)?.company ?? '',
        })),
      });
    },
  );
};
