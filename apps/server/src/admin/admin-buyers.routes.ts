import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adjustBalanceBody,
  adminBuyerListQuery,
  adminIdParams,
  buyerPageQuery,
  buyerProfileBody,
  creditLineBody,
  rejectBuyerBody,
} from '@yaocai/domain/contracts/admin';
import * as responses from '@yaocai/domain/contracts/admin-responses';
import { approveBuyerBody } from '@yaocai/domain/contracts/licence-requirements';
import { licenceCheck } from '@yaocai/domain/contracts/licence-requirements-responses';
import { repaymentRecordPage } from '@yaocai/domain/contracts/money-responses';
import { accountManagerList } from '../modules/accounts/buyer-profile.service.ts';
import { listBuyers } from '../modules/accounts/buyer-review.service.ts';
import { buyersWithPendingLicences } from '../modules/licences/licences.service.ts';
import { businessScopesInUse } from '../modules/catalog/goods-bulk.service.ts';
import { repaymentPage } from '../modules/money/credit-repayments.service.ts';
import { actorOf } from '../plugins/operator-session.ts';
import { answers, ok } from '../plugins/wire.ts';
import {
  adjustBuyerBalance,
  buyerDetail,
  setBuyerCredit,
  setBuyerProfile,
} from '../workflows/buyer-accounts.ts';
import { approveBuyer, checkBuyerLicences, rejectBuyer } from '../workflows/review-buyer.ts';
import { existingBuyer } from './with-buyers.ts';

/**
 * The console's buyers: the list, one buyer with their money and manager, the review of a
 * registration, balance and credit adjustments, their repayments, and the manager and business scope.
 */
export const adminBuyersRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = app.requirePermission('buyers.read');
  const review = app.requirePermission('buyers.review');
  const write = app.requirePermission('buyers.write');
  const finance = app.requirePermission('finance.adjust');
  /**
   * This instance forgets what it keeps of the buyer at once, so the buyer's next call here sees the
   * change; the others forget it when the database announces it (decision 010).
   */
  const forgetBuyer = <T>(buyerId: number, answer: T): T => {
    app.caches.change({ topic: 'user', key: buyerId });
    return answer;
  };

  app.get(
    '/api/admin/buyers',
    {
      preValidation: read,
      schema: { querystring: adminBuyerListQuery, response: answers(responses.adminBuyerList, 'signedIn') },
    },
    async (request) =>
      ok(
        await listBuyers(
          app.db,
          request.query,
          request.query.licence_state === 'pending' ? buyersWithPendingLicences(app.db) : undefined,
        ),
      ),
  );

  app.get(
    '/api/admin/buyers/:id',
    {
      preValidation: read,
      schema: { params: adminIdParams, response: answers(responses.adminBuyerDetail, 'signedIn') },
    },
    async (request) => ok(await buyerDetail(app.db, request.params.id)),
  );

  app.post(
    '/api/admin/buyers/:id/approve',
    {
      preValidation: review,
      schema: {
        params: adminIdParams,
        body: approveBuyerBody,
        response: answers(responses.adminBuyer, 'signedIn'),
      },
    },
    async (request) =>
      ok(
        forgetBuyer(
          request.params.id,
          await approveBuyer(app.db, actorOf(request), request.params.id, request.body),
        ),
        '已通过审核',
      ),
  );

  app.get(
    '/api/admin/buyers/:id/licence-check',
    {
      preValidation: read,
      schema: { params: adminIdParams, response: answers(licenceCheck, 'signedIn') },
    },
    async (request) => ok(await checkBuyerLicences(app.db, request.params.id)),
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
      ok(
        forgetBuyer(
          request.params.id,
          await rejectBuyer(app.db, actorOf(request), request.params.id, request.body.reason),
        ),
        '已驳回',
      ),
  );

  app.post(
    '/api/admin/buyers/:id/balance',
    {
      preValidation: finance,
      schema: {
        params: adminIdParams,
        body: adjustBalanceBody,
        response: answers(responses.adminBuyerDetail, 'signedIn'),
      },
    },
    async (request) =>
      ok(
        forgetBuyer(
          request.params.id,
          await adjustBuyerBalance(app.db, actorOf(request), request.params.id, request.body),
        ),
        '余额已调整',
      ),
  );

  app.put(
    '/api/admin/buyers/:id/credit',
    {
      preValidation: finance,
      schema: {
        params: adminIdParams,
        body: creditLineBody,
        response: answers(responses.adminBuyerDetail, 'signedIn'),
      },
    },
    async (request) =>
      ok(
        forgetBuyer(
          request.params.id,
          await setBuyerCredit(app.db, actorOf(request), request.params.id, request.body),
        ),
        '授信已更新',
      ),
  );

  app.get(
    '/api/admin/buyers/:id/repayments',
    {
      preValidation: read,
      schema: {
        params: adminIdParams,
        querystring: buyerPageQuery,
        response: answers(repaymentRecordPage, 'signedIn'),
      },
    },
    async (request) =>
      ok(await repaymentPage(app.db, await existingBuyer(app.db, request.params.id), request.query)),
  );

  app.put(
    '/api/admin/buyers/:id/profile',
    {
      preValidation: write,
      schema: {
        params: adminIdParams,
        body: buyerProfileBody,
        response: answers(responses.adminBuyerDetail, 'signedIn'),
      },
    },
    async (request) =>
      ok(
        forgetBuyer(
          request.params.id,
          await setBuyerProfile(app.db, actorOf(request), request.params.id, request.body),
        ),
        '已保存',
      ),
  );

  app.get(
    '/api/admin/managers',
    { preValidation: read, schema: { response: answers(z.array(responses.accountManager), 'signedIn') } },
    async () => ok(await accountManagerList(app.db)),
  );

  app.get(
    '/api/admin/business-scopes',
    { preValidation: read, schema: { response: answers(z.array(z.string()), 'signedIn') } },
    async () => ok(await businessScopesInUse(app.db)),
  );
};
