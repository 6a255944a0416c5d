import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pointsLogQuery } from '@yaocai/domain/contracts/user';
import * as responses from '@yaocai/domain/contracts/user-responses';
import type { Executor, Transaction } from '../db/client.ts';
import { currentUserId } from '../plugins/session.ts';
import { awardOrderPoints, pointsLog } from '../modules/accounts/points.service.ts';
import { getShopSettings } from '../modules/content/settings.service.ts';
import { answers, ok } from '../plugins/wire.ts';

/** Points a paid yuan earns now, as the console's 站点设置 has it. */
const pointsRate = async (db: Executor) => (await getShopSettings(db)).points.per_yuan;

/** A paid order's points at the shop's rate, in the transaction that marks it paid. */
export const awardPaidOrderPoints = async (
  tx: Transaction,
  order: { userId: number; payableFen: number; orderNo: string },
) => awardOrderPoints(tx, order, await pointsRate(tx));

/** GET /api/user/points_log: the points ledger (accounts) with the rate the shop sets (content). */
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
};
