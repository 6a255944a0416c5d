import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminIdParams } from '@yaocai/domain/contracts/admin';
import { licence, licenceBody, licenceParams, rejectLicenceBody } from '@yaocai/domain/contracts/licences';
import { licencesOf } from '../modules/licences/licences.service.ts';
import { actorOf } from '../plugins/operator-session.ts';
import { answers, ok } from '../plugins/wire.ts';
import { fileBuyerLicence, removeBuyerLicence, reviewBuyerLicence } from '../workflows/buyer-licences.ts';
import { existingBuyer } from './with-buyers.ts';

/**
 * A buyer's qualifications in the console: filed by operators from paper copies, or reviewed when
 * the buyer uploaded them. A licence is named by its buyer and type: a buyer holds one of each.
 */
export const adminLicencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const licences = z.array(licence);

  app.get(
    '/api/admin/buyers/:id/licences',
    {
      preValidation: app.requirePermission('buyers.read'),
      schema: { params: adminIdParams, response: answers(licences, 'signedIn') },
    },
    async (request) => ok(await licencesOf(app.db, await existingBuyer(app.db, request.params.id))),
  );

  app.put(
    '/api/admin/buyers/:id/licences/:type',
    {
      preValidation: app.requirePermission('buyers.write'),
      schema: { params: licenceParams, body: licenceBody, response: answers(licence, 'signedIn') },
    },
    async (request) => {
      const { id, type } = request.params;
      return ok(await fileBuyerLicence(app.db, actorOf(request), id, type, request.body), '证照已保存');
    },
  );

  app.delete(
    '/api/admin/buyers/:id/licences/:type',
    {
      preValidation: app.requirePermission('buyers.write'),
      schema: { params: licenceParams, response: answers(z.null(), 'signedIn') },
    },
    async (request) => {
      await removeBuyerLicence(app.db, actorOf(request), request.params.id, request.params.type);
      return ok(null, '证照已删除');
    },
  );

  app.post(
    '/api/admin/buyers/:id/licences/:type/approve',
    {
      preValidation: app.requirePermission('buyers.review'),
      schema: { params: licenceParams, response: answers(licence, 'signedIn') },
    },
    async (request) => {
      const { id, type } = request.params;
      return ok(await reviewBuyerLicence(app.db, actorOf(request), id, type, { approve: true }), '已通过');
    },
  );

  app.post(
    '/api/admin/buyers/:id/licences/:type/reject',
    {
      preValidation: app.requirePermission('buyers.review'),
      schema: { params: licenceParams, body: rejectLicenceBody, response: answers(licence, 'signedIn') },
    },
    async (request) => {
      const { id, type } = request.params;
      const decision = { approve: false as const, reason: request.body.reason };
      return ok(await reviewBuyerLicence(app.db, actorOf(request), id, type, decision), '已驳回');
    },
  );
};
