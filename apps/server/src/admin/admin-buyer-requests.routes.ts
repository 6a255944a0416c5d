import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminIdParams, answerBuyerBody } from '@yaocai/domain/contracts/admin';
import {
  adminFeedbackQuery,
  adminPurchaseRequestQuery,
  BUYER_REQUEST_MESSAGES,
} from '@yaocai/domain/contracts/buyer-requests';
import { adminFeedback, adminPurchaseRequest } from '@yaocai/domain/contracts/buyer-requests-responses';
import { pagedOf } from '@yaocai/domain/contracts/wire';
import { z } from 'zod';
import { adminRequestPage, feedbackPage } from '../modules/buyer-requests/buyer-requests.service.ts';
import { actorOf } from '../plugins/operator-session.ts';
import { answers, ok } from '../plugins/wire.ts';
import { answerBuyerFeedback } from '../workflows/answer-feedback.ts';
import { answerPurchaseRequest } from '../workflows/answer-purchase-request.ts';
import { withBuyers } from './with-buyers.ts';

/** 求购与反馈: buyers' requests for goods, answered here, and their feedback. */
export const adminBuyerRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = app.requirePermission('buyers.read');

  app.get(
    '/api/admin/purchase-requests',
    {
      preValidation: read,
      schema: {
        querystring: adminPurchaseRequestQuery,
        response: answers(pagedOf(adminPurchaseRequest), 'signedIn'),
      },
    },
    async (request) => {
      const page = await adminRequestPage(app.db, request.query);
      return ok({ ...page, list: await withBuyers(app.db, page.list) });
    },
  );

  /** An answer to something a buyer wrote, sent to them as a message (their unread count changes). */
  const answerRoute = (url: string, answer: typeof answerPurchaseRequest, done: string) =>
    app.post(
      url,
      {
        preValidation: app.requirePermission('buyers.write'),
        schema: { params: adminIdParams, body: answerBuyerBody, response: answers(z.null(), 'signedIn') },
      },
      async (request) => {
        const buyerId = await answer(app.db, actorOf(request), request.params.id, request.body.answer);
        app.caches.change({ topic: 'user', key: buyerId });
        return ok(null, done);
      },
    );

  answerRoute(
    '/api/admin/purchase-requests/:id/answer',
    answerPurchaseRequest,
    BUYER_REQUEST_MESSAGES.answered,
  );
  answerRoute('/api/admin/feedback/:id/answer', answerBuyerFeedback, BUYER_REQUEST_MESSAGES.feedbackAnswered);

  app.get(
    '/api/admin/feedback',
    {
      preValidation: read,
      schema: { querystring: adminFeedbackQuery, response: answers(pagedOf(adminFeedback), 'signedIn') },
    },
    async (request) => {
      const page = await feedbackPage(app.db, request.query);
      return ok({ ...page, list: await withBuyers(app.db, page.list) });
    },
  );
};
