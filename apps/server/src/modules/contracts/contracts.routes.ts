import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signContractBody } from '@yaocai/domain/contracts/contract';
import * as responses from '@yaocai/domain/contracts/contract-responses';
import { currentUserId } from '../../plugins/session.ts';
import { answers, ok } from '../../plugins/wire.ts';
import { getShopSettings, sellerOf } from '../content/settings.service.ts';
import { contractState, signContract } from './contracts.service.ts';

/** The electronic purchase contract (/dzht): shown, and signed once per version. */
export const contractsRoutes: FastifyPluginAsyncZod<{ siteTitle: string }> = async (app, { siteTitle }) => {
  app.addHook('onRequest', app.requireUser);
  const seller = async () => sellerOf(await getShopSettings(app.db), siteTitle);

  app.get(
    '/api/contract',
    { schema: { response: answers(responses.contractState, 'signedIn') } },
    async (request) => ok(await contractState(app.db, currentUserId(request), await seller())),
  );

  app.post(
    '/api/contract/sign',
    { schema: { body: signContractBody, response: answers(responses.contractState, 'signedIn') } },
    async (request) => {
      const userId = currentUserId(request);
      await signContract(app.db, userId, request.ip);
      return ok(await contractState(app.db, userId, await seller()), '合同签署成功');
    },
  );
};
