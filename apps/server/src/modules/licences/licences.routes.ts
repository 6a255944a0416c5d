import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  buyerLicenceParams,
  businessScope,
  licence,
  LICENCE_MESSAGES,
  licenceBody,
} from '@yaocai/domain/contracts/licences';
import { currentUserId } from '../../plugins/session.ts';
import { answers, ok } from '../../plugins/wire.ts';
import { businessScopesInUse } from '../catalog/goods-bulk.service.ts';
import { licencesOf, submitLicence } from './licences.service.ts';

/** The buyer's own licences (资质) and business scope (经营范围), as the member centre shows them. */
export const licencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/api/user/zizhi',
    { schema: { response: answers(z.array(licence), 'signedIn') } },
    async (request) => ok(await licencesOf(app.db, currentUserId(request))),
  );

  app.put(
    '/api/user/zizhi/:type',
    { schema: { params: buyerLicenceParams, body: licenceBody, response: answers(licence, 'signedIn') } },
    async (request) => {
      const userId = currentUserId(request);
      const submitted = await app.db.transaction((tx) =>
        submitLicence(tx, userId, request.params.type, request.body),
      );
      return ok(submitted, LICENCE_MESSAGES.submitted);
    },
  );

  app.get('/api/user/jyfw', { schema: { response: answers(businessScope, 'signedIn') } }, async (request) => {
    const access = request.buyerAccess;
    const scopes = access.kind === 'approved' ? [...access.businessScopes].sort() : [];
    const inUse = await businessScopesInUse(app.db);
    return ok({ scopes, outside: inUse.filter((scope) => !scopes.includes(scope)) });
  });
};
