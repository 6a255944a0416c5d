import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageViewBody } from '@yaocai/domain/contracts/content';
import { ok } from '../../plugins/wire.ts';
import { recordPageView } from './analytics.service.ts';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/analytics/page_view', { schema: { body: pageViewBody } }, async (request) => {
    await recordPageView(app.db, request.body, {
      userId: request.userId,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    return ok(null);
  });
};
