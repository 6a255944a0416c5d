import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { runningActivities as runningActivitiesAnswer } from '@yaocai/domain/contracts/activity-responses';
import { couponCount } from '@yaocai/domain/contracts/checkout-responses';
import { answers, ok } from '../../plugins/wire.ts';
import { heldCouponCount } from './coupons.service.ts';
import { runningActivities } from './running-activities.service.ts';
import { currentUserId } from '../../plugins/session.ts';

export const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/activity/running', { schema: { response: answers(runningActivitiesAnswer) } }, async () =>
    ok(await runningActivities(app.db)),
  );

  app.get(
    '/api/user/couponNum',
    { onRequest: app.requireUser, schema: { response: answers(couponCount, 'signedIn') } },
    async (request) => ok({ count: await heldCouponCount(app.db, currentUserId(request)) }),
  );
};
