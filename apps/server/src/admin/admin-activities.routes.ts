import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminIdParams } from '@yaocai/domain/contracts/admin';
import { activityBody, activityListQuery, stopActivityBody } from '@yaocai/domain/contracts/admin-activities';
import { adminActivityDetail, adminActivityList } from '@yaocai/domain/contracts/admin-activities-responses';
import { DRAW_RECORD_MESSAGES, drawRecordListQuery } from '@yaocai/domain/contracts/admin-draw-records';
import { adminDrawRecordList } from '@yaocai/domain/contracts/admin-draw-records-responses';
import { referralRewardListQuery } from '@yaocai/domain/contracts/admin-referral-rewards';
import { adminReferralRewardList } from '@yaocai/domain/contracts/admin-referral-rewards-responses';
import { activityPreview as activityPreviewAnswer } from '@yaocai/domain/contracts/activity-preview-responses';
import { activityDetail, activityPage } from '../modules/promotions/activities.service.ts';
import { activityPreview } from '../modules/promotions/activity-preview.service.ts';
import { drawRecordPage } from '../modules/promotions/draw-records-admin.service.ts';
import { referralRewardPage } from '../modules/promotions/referral-rewards-admin.service.ts';
import { actorOf } from '../plugins/operator-session.ts';
import { answers, ok } from '../plugins/wire.ts';
import {
  copyActivityAudited,
  createActivityAudited,
  markPrizeSentAudited,
  publishActivityAudited,
  stopActivityAudited,
  updateActivityAudited,
} from '../workflows/run-activities.ts';

/**
 * 营销活动 (decision 021): flash-sale sessions and coupon campaigns defined in the console, published
 * into the tables the shop sells from, stopped with a reason, copied into new drafts. Reading needs
 * promotions.read, every change promotions.write and is audited.
 */
export const adminActivitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = app.requirePermission('promotions.read');
  const write = app.requirePermission('promotions.write');
  const detail = { params: adminIdParams, response: answers(adminActivityDetail, 'signedIn') };

  app.get(
    '/api/admin/activities',
    {
      preValidation: read,
      schema: { querystring: activityListQuery, response: answers(adminActivityList, 'signedIn') },
    },
    async (request) => ok(await activityPage(app.db, request.query)),
  );

  app.get('/api/admin/activities/:id', { preValidation: read, schema: detail }, async (request) =>
    ok(await activityDetail(app.db, request.params.id)),
  );

  app.get(
    '/api/admin/activities/:id/preview',
    {
      preValidation: read,
      schema: { params: adminIdParams, response: answers(activityPreviewAnswer, 'signedIn') },
    },
    async (request) => ok(await activityPreview(app.db, request.params.id)),
  );

  app.post(
    '/api/admin/activities',
    {
      preValidation: write,
      schema: { body: activityBody, response: answers(adminActivityDetail, 'signedIn') },
    },
    async (request) => {
      const id = await createActivityAudited(app.db, actorOf(request), request.body);
      return ok(await activityDetail(app.db, id), '活动草稿已保存');
    },
  );

  app.put(
    '/api/admin/activities/:id',
    { preValidation: write, schema: { ...detail, body: activityBody } },
    async (request) => {
      const id = await updateActivityAudited(app.db, actorOf(request), request.params.id, request.body);
      return ok(await activityDetail(app.db, id), '活动已保存');
    },
  );

  app.post('/api/admin/activities/:id/publish', { preValidation: write, schema: detail }, async (request) => {
    const id = await publishActivityAudited(app.db, actorOf(request), request.params.id);
    return ok(await activityDetail(app.db, id), '活动已发布');
  });

  app.post(
    '/api/admin/activities/:id/stop',
    { preValidation: write, schema: { ...detail, body: stopActivityBody } },
    async (request) => {
      const id = await stopActivityAudited(app.db, actorOf(request), request.params.id, request.body.reason);
      return ok(await activityDetail(app.db, id), '活动已停止');
    },
  );

  app.get(
    '/api/admin/activities/:id/draw_records',
    {
      preValidation: read,
      schema: {
        params: adminIdParams,
        querystring: drawRecordListQuery,
        response: answers(adminDrawRecordList, 'signedIn'),
      },
    },
    async (request) => ok(await drawRecordPage(app.db, request.params.id, request.query)),
  );

  app.get(
    '/api/admin/activities/:id/referral_rewards',
    {
      preValidation: read,
      schema: {
        params: adminIdParams,
        querystring: referralRewardListQuery,
        response: answers(adminReferralRewardList, 'signedIn'),
      },
    },
    async (request) => ok(await referralRewardPage(app.db, request.params.id, request.query)),
  );

  app.post(
    '/api/admin/draw_records/:id/sent',
    { preValidation: write, schema: { params: adminIdParams, response: answers(z.null(), 'signedIn') } },
    async (request) => {
      await markPrizeSentAudited(app.db, actorOf(request), request.params.id);
      return ok(null, DRAW_RECORD_MESSAGES.marked);
    },
  );

  app.post('/api/admin/activities/:id/copy', { preValidation: write, schema: detail }, async (request) => {
    const id = await copyActivityAudited(app.db, actorOf(request), request.params.id);
    return ok(await activityDetail(app.db, id), '已复制为新的草稿');
  });
};
