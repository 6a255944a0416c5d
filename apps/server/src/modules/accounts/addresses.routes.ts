import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressBody, addressParams } from '@yaocai/domain/contracts/address';
import { address } from '@yaocai/domain/contracts/address-responses';
import { currentUserId } from '../../plugins/session.ts';
import { answers, ok } from '../../plugins/wire.ts';
import { deleteAddress, listAddresses, saveAddress } from './addresses.service.ts';

/** The buyer's delivery addresses (checkout step 2 edits them). */
export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/api/user/address',
    { schema: { response: answers(z.array(address), 'signedIn') } },
    async (request) => ok(await listAddresses(app.db, currentUserId(request))),
  );

  app.post(
    '/api/user/address',
    { schema: { body: addressBody, response: answers(address, 'signedIn') } },
    async (request) => ok(await saveAddress(app.db, currentUserId(request), request.body), '收货地址已保存'),
  );

  app.post(
    '/api/user/address/:id',
    { schema: { params: addressParams, body: addressBody, response: answers(address, 'signedIn') } },
    async (request) =>
      ok(
        await saveAddress(app.db, currentUserId(request), request.body, request.params.id),
        '收货地址已保存',
      ),
  );

  app.delete(
    '/api/user/address/:id',
    { schema: { params: addressParams, response: answers(z.null(), 'signedIn') } },
    async (request) => {
      await deleteAddress(app.db, currentUserId(request), request.params.id);
      return ok(null, '收货地址已删除');
    },
  );
};
