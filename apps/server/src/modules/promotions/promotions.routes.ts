import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { runningActivities as runningActivitiesAnswer } from '@yaocai/domain/contracts/activity-responses';
import { answers, ok } from '../../plugins/wire.ts';
import { runningActivities } from './running-activities.service.ts';

export const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/activity/running', { schema: { response: answers(runningActivitiesAnswer) } }, async () =>
    ok(await runningActivities(app.db)),
  );
};
