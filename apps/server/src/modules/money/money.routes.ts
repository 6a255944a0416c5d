import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creditListQuery, moneyLogQuery } from '@yaocai/domain/contracts/money';
import { fenToYuan } from '@yaocai/domain/money';
import { currentUserId } from '../../plugins/session.ts';
import * as responses from '@yaocai/domain/contracts/money-responses';
import { pagedOf } from '@yaocai/domain/contracts/wire';
import { answers, ok } from '../../plugins/wire.ts';
import { balanceLog, balanceOf, creditBillPage, creditState } from './money.service.ts';
import { moneyConfig } from './recharges.service.ts';

/** The buyer's balance and credit line, and the recharge offers (spec §7 User). */
export const moneyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/api/moneys/moneyConfig',
    { schema: { response: answers(responses.moneyConfig, 'signedIn') } },
    async () => ok(await moneyConfig(app.db)),
  );

  app.get(
    '/api/user/user_money',
    { schema: { response: answers(responses.balance, 'signedIn') } },
    async (request) => ok({ balance: fenToYuan(await balanceOf(app.db, currentUserId(request))) }),
  );

  app.get(
    '/api/user/user_money_log',
    {
      schema: {
        querystring: moneyLogQuery,
        response: answers(pagedOf(responses.moneyLogEntry), 'signedIn'),
      },
    },
    async (request) => ok(await balanceLog(app.db, currentUserId(request), request.query)),
  );

  app.get(
    '/api/user/user_credit',
    { schema: { response: answers(responses.creditState, 'signedIn') } },
    async (request) => ok(await creditState(app.db, currentUserId(request))),
  );

  app.get(
    '/api/user/user_credit_list',
    {
      schema: { querystring: creditListQuery, response: answers(pagedOf(responses.creditBill), 'signedIn') },
    },
    async (request) => ok(await creditBillPage(app.db, currentUserId(request), request.query)),
  );
};
