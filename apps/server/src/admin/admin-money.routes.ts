import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminIdParams, buyerPageQuery } from '@yaocai/domain/contracts/admin';
import { overdueBillQuery } from '@yaocai/domain/contracts/admin-money';
import {
  buyerBalanceLog,
  buyerCreditBills,
  overdueBillPage as overdueBillPageAnswer,
} from '@yaocai/domain/contracts/admin-money-responses';
import { balanceLog, creditBillPage, overdueBillPage } from '../modules/money/money.service.ts';
import { buyersManagedBy } from '../modules/accounts/buyer-review.service.ts';
import { answers, ok } from '../plugins/wire.ts';
import { existingBuyer, withBuyers } from './with-buyers.ts';

/**
 * A buyer's money as operators who may see the buyer read it: the balance ledger and the credit
 * bills, newest first; and the overdue bills of every buyer, the longest overdue first.
 */
export const adminMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = app.requirePermission('buyers.read');

  app.get(
    '/api/admin/buyers/:id/balance-log',
    {
      preValidation: read,
      schema: {
        params: adminIdParams,
        querystring: buyerPageQuery,
        response: answers(buyerBalanceLog, 'signedIn'),
      },
    },
    async (request) =>
      ok(
        await balanceLog(app.db, await existingBuyer(app.db, request.params.id), {
          ...request.query,
          use_type: 0,
        }),
      ),
  );

  app.get(
    '/api/admin/buyers/:id/credit-bills',
    {
      preValidation: read,
      schema: {
        params: adminIdParams,
        querystring: buyerPageQuery,
        response: answers(buyerCreditBills, 'signedIn'),
      },
    },
    async (request) =>
      ok(
        await creditBillPage(app.db, await existingBuyer(app.db, request.params.id), {
          ...request.query,
          type: 0,
        }),
      ),
  );

  app.get(
    '/api/admin/credit-bills/overdue',
    {
      preValidation: read,
      schema: { querystring: overdueBillQuery, response: answers(overdueBillPageAnswer, 'signedIn') },
    },
    async (request) => {
      const managerId = request.query.manager_id;
      const managed = managerId === undefined ? undefined : buyersManagedBy(managerId);
      const page = await overdueBillPage(app.db, request.query, managed);
      return ok({ ...page, list: await withBuyers(app.db, page.list) });
    },
  );
};
