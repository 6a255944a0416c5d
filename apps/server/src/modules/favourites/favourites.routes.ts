import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { goodsPage } from '@yaocai/domain/contracts/catalog-responses';
import { FAVOURITE_MESSAGES, favouriteBody, favouriteListQuery } from '@yaocai/domain/contracts/favourites';
import { currentUserId } from '../../plugins/session.ts';
import { answers, ok } from '../../plugins/wire.ts';
import { addFavourites, cancelFavourites, favouriteIds, favouritePage } from './favourites.service.ts';

/** 我的收藏 (/star) and the hearts on lists and goods pages. */
export const favouritesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/api/favorite',
    { schema: { querystring: favouriteListQuery, response: answers(goodsPage, 'signedIn') } },
    async (request) =>
      ok(await favouritePage(app.db, currentUserId(request), request.buyerAccess, request.query)),
  );

  app.get(
    '/api/favorite/ids',
    { schema: { response: answers(z.array(z.number().int()), 'signedIn') } },
    async (request) => ok(await favouriteIds(app.db, currentUserId(request))),
  );

  app.post(
    '/api/favorite',
    { schema: { body: favouriteBody, response: answers(z.null(), 'signedIn') } },
    async (request) => {
      await addFavourites(app.db, currentUserId(request), request.body.goods_ids);
      return ok(null, FAVOURITE_MESSAGES.added);
    },
  );

  app.post(
    '/api/favorite/cancel',
    { schema: { body: favouriteBody, response: answers(z.null(), 'signedIn') } },
    async (request) => {
      await cancelFavourites(app.db, currentUserId(request), request.body.goods_ids);
      return ok(null, FAVOURITE_MESSAGES.cancelled);
    },
  );
};
