import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  goodsIdParams,
  goodsListQuery,
  goodsSearchQuery,
  scannedCodeParams,
} from '@yaocai/domain/contracts/catalog';
import * as responses from '@yaocai/domain/contracts/catalog-responses';
import { z } from 'zod';
import { answers, ok, okBytes, sendJson } from '../../plugins/wire.ts';
import { goodsIdScanned } from './goods-barcodes.service.ts';
import { goodsFacets } from './goods-facets.service.ts';
import { goodsDetailAnswer, hotGoods, listGoodsAnswer } from './goods.service.ts';
import { suggest } from './search.service.ts';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/goods/search',
    { schema: { querystring: goodsSearchQuery, response: answers(responses.searchSuggestions) } },
    async (request) => {
      const { keywords, type } = request.query;
      return ok(await suggest(app.db, app.caches, keywords, type === '1' ? 'manufacturer' : 'name'));
    },
  );

  app.get(
    '/api/goods/hot',
    { schema: { response: answers(z.array(responses.goodsCard)) } },
    async (request) => ok(await hotGoods(app.db, request.buyerAccess)),
  );

  app.get(
    '/api/goods/list',
    { schema: { querystring: goodsListQuery, response: answers(responses.goodsPage) } },
    async (request, reply) =>
      sendJson(
        reply,
        await listGoodsAnswer(app.db, app.caches, request.query, request.buyerAccess, okBytes(reply)),
      ),
  );

  app.get(
    '/api/goods/filters',
    { schema: { querystring: goodsListQuery, response: answers(responses.goodsFacets) } },
    async (request) => ok(await goodsFacets(app.db, app.caches, request.query)),
  );

  app.get(
    '/api/goods/detail/:id',
    { schema: { params: goodsIdParams, response: answers(responses.goodsDetail) } },
    async (request, reply) =>
      sendJson(
        reply,
        await goodsDetailAnswer(app.db, app.caches, request.params.id, request.buyerAccess, okBytes(reply)),
      ),
  );

  app.get(
    '/api/goods/barcode/:code',
    { schema: { params: scannedCodeParams, response: answers(responses.scannedGoods) } },
    async (request) => ok({ goods_id: await goodsIdScanned(app.db, request.params.code) }),
  );
};
