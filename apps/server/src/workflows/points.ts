import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pointsLogQuery } from '@yaocai/domain/contracts/user';
import {
  POINTS_MALL_MESSAGES,
  pointsExchangeBody,
  pointsExchangeListQuery,
} from '@yaocai/domain/contracts/points-mall';
import {
  pointsExchange,
  pointsExchangePage,
  pointsMall,
} from '@yaocai/domain/contracts/points-mall-responses';
import { DomainError } from '@yaocai/domain/errors';
import { Code } from '@yaocai/domain/codes';
import * as responses from '@yaocai/domain/contracts/user-responses';
import type { Executor, Transaction } from '../db/client.ts';
import { currentUserId } from '../plugins/session.ts';
import { awardOrderPoints, pointsLog } from '../modules/accounts/points.service.ts';
import { getShopSettings } from '../modules/content/settings.service.ts';
import { buyerPoints } from '../modules/accounts/points.service.ts';
import { buyerExchangePage, pointsMallItems } from '../modules/promotions/points-mall.service.ts';
import { idempotencyKeyOf } from '../plugins/idempotency-key.ts';
import { exchangePoints } from './exchange-points.ts';
import { answers, ok } from '../plugins/wire.ts';

/** Points a paid yuan earns now, as the console's 站点设置 has it. */
const pointsRate = async (db: Executor) => (await getShopSettings(db)).points.per_yuan;

/** A paid order's points at the shop's rate, in the transaction that marks it paid. */
export const awardPaidOrderPoints = async (
  tx: Transaction,
  order: { userId: number; payableFen: number; orderNo: string },
) => awardOrderPoints(tx, order, await pointsRate(tx));

/**
 * GET /api/user/points_log: the points ledger (accounts) with the rate the shop sets (content); the
 * 积分商城 (/jfsc): the buyer's points and the items running (per buyer, never in a shared cache), and
 * the exchange.
 */
export const pointsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/points_log',
    {
      preHandler: app.requireUser,
      schema: { querystring: pointsLogQuery, response: answers(responses.pointsPage, 'signedIn') },
    },
    async (request) =>
      ok(await pointsLog(app.db, currentUserId(request), request.query, await pointsRate(app.db))),
  );

  app.get(
    '/api/user/points_mall',
    { preHandler: app.requireUser, schema: { response: answers(pointsMall, 'signedIn') } },
    async (request) => {
      const userId = currentUserId(request);
      const [points, items] = await Promise.all([
        buyerPoints(app.db, userId),
        pointsMallItems(app.db, userId),
      ]);
      return ok({ points, items });
    },
  );

  app.get(
    '/api/user/points_exchanges',
    {
      preHandler: app.requireUser,
      schema: { querystring: pointsExchangeListQuery, response: answers(pointsExchangePage, 'signedIn') },
    },
    async (request) => ok(await buyerExchangePage(app.db, currentUserId(request), request.query)),
  );

  app.post(
    '/api/user/points_mall/exchange',
    {
      preHandler: app.requireUser,
      schema: { body: pointsExchangeBody, response: answers(pointsExchange, 'signedIn') },
    },
    async (request) => {
      const key = idempotencyKeyOf(request);
      if (request.buyerAccess.kind !== 'approved')
        throw new DomainError(Code.badRequest, POINTS_MALL_MESSAGES.pendingBuyer, 400);
      const { exchange } = await exchangePoints(app.db, currentUserId(request), request.body.item_id, key);
      return ok(exchange, POINTS_MALL_MESSAGES.exchanged);
    },
  );
};
