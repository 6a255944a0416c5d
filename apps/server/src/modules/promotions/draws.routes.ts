import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DRAW_MESSAGES, drawIdParams, drawIdQuery, drawRecordQuery } from '@yaocai/domain/contracts/draws';
import {
  drawActivity as drawActivityAnswer,
  drawAds as drawAdsAnswer,
  drawNewRecords as drawNewRecordsAnswer,
  drawOwnRecords as drawOwnRecordsAnswer,
  drawResult,
  drawSimple as drawSimpleAnswer,
} from '@yaocai/domain/contracts/draws-responses';
import { badRequest } from '@yaocai/domain/errors';
import { idempotencyKeyOf, requestHashOf } from '../../plugins/idempotency-key.ts';
import { currentUserId } from '../../plugins/session.ts';
import { answers, ok } from '../../plugins/wire.ts';
import { draw, drawActivity, drawAds, drawNewRecords, drawOwnRecords, drawSimple } from './draws.service.ts';

/**
 * 抽奖 (spec §7). GET /api/draw?id= draws (the spec lists the popup's draw as this GET): the draw is
 * decided on the server under the request's Idempotency-Key, so a retry answers the same draw. The
 * activity, its latest winners and the ads are the same for every buyer; the rest is the buyer's own.
 */
export const drawsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/draw/simple',
    { onRequest: app.requireUser, schema: { response: answers(drawSimpleAnswer, 'signedIn') } },
    async (request) => ok(await drawSimple(app.db, currentUserId(request))),
  );

  app.get(
    '/api/draw',
    {
      onRequest: app.requireUser,
      schema: { querystring: drawIdQuery, response: answers(drawResult, 'signedIn') },
    },
    async (request) => {
      if (request.buyerAccess.kind !== 'approved') throw badRequest(DRAW_MESSAGES.pendingBuyer);
      const key = { ...idempotencyKeyOf(request), requestHash: requestHashOf(request.query) };
      const { result, created } = await draw(app.db, currentUserId(request), request.query.id, key);
      return ok(result, created ? DRAW_MESSAGES.drawn : DRAW_MESSAGES.again);
    },
  );

  app.get(
    '/api/draw/new_record',
    { schema: { querystring: drawIdQuery, response: answers(drawNewRecordsAnswer) } },
    async (request) => ok(await drawNewRecords(app.db, request.query.id)),
  );

  app.get(
    '/api/draw/:id/activity',
    { schema: { params: drawIdParams, response: answers(drawActivityAnswer) } },
    async (request) => ok(await drawActivity(app.db, request.params.id)),
  );

  app.get(
    '/api/draw/record',
    {
      onRequest: app.requireUser,
      schema: { querystring: drawRecordQuery, response: answers(drawOwnRecordsAnswer, 'signedIn') },
    },
    async (request) => ok(await drawOwnRecords(app.db, currentUserId(request), request.query)),
  );

  app.get('/api/draw/ads', { schema: { response: answers(drawAdsAnswer) } }, async () =>
    ok(await drawAds(app.db)),
  );
};
