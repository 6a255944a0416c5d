import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BUYER_REQUEST_MESSAGES,
  feedbackBody,
  purchaseRequestBody,
  buyerRequestListQuery,
} from '@yaocai/domain/contracts/buyer-requests';
import { feedback, purchaseRequest } from '@yaocai/domain/contracts/buyer-requests-responses';
import { pagedOf } from '@yaocai/domain/contracts/wire';
import { currentUserId } from '../../plugins/session.ts';
import { answers, ok } from '../../plugins/wire.ts';
import { buyerFeedbackPage, buyerRequestPage, fileRequest, saveFeedback } from './buyer-requests.service.ts';

/** What a buyer writes to the shop: feedback (意见反馈) and 求购 requests. */
export const buyerRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/api/user/feedback',
    { schema: { body: feedbackBody, response: answers(z.null(), 'signedIn') } },
    async (request) => {
      await saveFeedback(app.db, currentUserId(request), request.body);
      return ok(null, BUYER_REQUEST_MESSAGES.feedbackSent);
    },
  );

  app.get(
    '/api/user/feedback',
    {
      schema: {
        querystring: buyerRequestListQuery,
        response: answers(pagedOf(feedback), 'signedIn'),
      },
    },
    async (request) => ok(await buyerFeedbackPage(app.db, currentUserId(request), request.query)),
  );

  app.post(
    '/api/user/buy',
    { schema: { body: purchaseRequestBody, response: answers(purchaseRequest, 'signedIn') } },
    async (request) =>
      ok(await fileRequest(app.db, currentUserId(request), request.body), BUYER_REQUEST_MESSAGES.requestSent),
  );

  app.get(
    '/api/user/buy',
    {
      schema: {
        querystring: buyerRequestListQuery,
        response: answers(pagedOf(purchaseRequest), 'signedIn'),
      },
    },
    async (request) => ok(await buyerRequestPage(app.db, currentUserId(request), request.query)),
  );
};
