import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageViewBody } from '@yaocai/domain/contracts/content';
import { z } from 'zod';
import { answers, ok } from '../../plugins/wire.ts';
import { recordPageView } from './analytics.service.ts';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/analytics/page_view',
    { schema: { body: pageViewBody, response: answers(z.null()) } },
    async (request) => {
      await recordPageView(app.db, request.body, {
        userId: request.userId,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return ok(null);
    },
  );
};
