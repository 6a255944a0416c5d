import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { licence } from '@yaocai/domain/contracts/licences';
import { currentUserId } from '../../plugins/session.ts';
import { answers, ok } from '../../plugins/wire.ts';
import { licencesOf } from './licences.service.ts';

/** The buyer's own licences (资质), as the member centre shows them. */
export const licencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/zizhi',
    { onRequest: app.requireUser, schema: { response: answers(z.array(licence), 'signedIn') } },
    async (request) => ok(await licencesOf(app.db, currentUserId(request))),
  );
};
