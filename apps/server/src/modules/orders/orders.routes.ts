import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fastBuyQuery, orderListQuery, orderParams } from '@yaocai/domain/contracts/order';
import * as responses from '@yaocai/domain/contracts/order-responses';
import { pagedOf } from '@yaocai/domain/contracts/wire';
import { badRequest } from '@yaocai/domain/errors';
import { currentUserId } from '../../plugins/session.ts';
import { answers, ok } from '../../plugins/wire.ts';
import { detailOf, listOrders, ownOrder, readOrder } from './order-read.service.ts';
import { markCompleted } from './order-state.service.ts';
import { fastBuy } from './order-history.service.ts';

/** The buyer's orders (/order). */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/api/order',
    { schema: { querystring: orderListQuery, response: answers(responses.orderPage, 'signedIn') } },
    async (request) => ok(await listOrders(app.db, currentUserId(request), request.query)),
  );

  app.get(
    '/api/order/:id',
    { schema: { params: orderParams, response: answers(responses.orderDetail, 'signedIn') } },
    async (request) => ok(await readOrder(app.db, currentUserId(request), request.params.id)),
  );

  app.post(
    '/api/order/:id/receive',
    { schema: { params: orderParams, response: answers(responses.orderDetail, 'signedIn') } },
    async (request) => {
      const userId = currentUserId(request);
      await ownOrder(app.db, userId, request.params.id);
      const received = await markCompleted(app.db, request.params.id, userId);
      if (!received) throw badRequest('只有已发货的订单可以确认收货');
      return ok(await detailOf(app.db, received), '已确认收货');
    },
  );

  app.get(
    '/api/user/fast_buy',
    { schema: { querystring: fastBuyQuery, response: answers(pagedOf(responses.fastBuyEntry), 'signedIn') } },
    async (request) => ok(await fastBuy(app.db, currentUserId(request), request.buyerAccess, request.query)),
  );
};
