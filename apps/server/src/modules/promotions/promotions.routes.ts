import { goodsTags } from '@yaocai/domain/contracts/activity-goods-tags-responses';
import { goodsTagsNow } from './goods-tags.service.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  homeSpike,
  runningActivities as runningActivitiesAnswer,
  spikeSessions,
} from '@yaocai/domain/contracts/activity-responses';
import { combinationZone as combinationZoneAnswer } from '@yaocai/domain/contracts/activity-combination-responses';
import { everydayPrice } from '@yaocai/domain/contracts/activity-special-price-responses';
import { newBuyerZoneQuery } from '@yaocai/domain/contracts/activity-new-buyer';
import {
  newBuyerHighlights as newBuyerHighlightsAnswer,
  newBuyerZone as newBuyerZoneAnswer,
} from '@yaocai/domain/contracts/activity-new-buyer-responses';
import { holidayPageParams, holidayPageQuery } from '@yaocai/domain/contracts/activity-holiday-page';
import { holidayPage as holidayPageAnswer } from '@yaocai/domain/contracts/activity-holiday-page-responses';
import { brandZoneParams, brandZoneQuery } from '@yaocai/domain/contracts/activity-brand-zone';
import {
  brandZone as brandZoneAnswer,
  brandZoneBlock,
} from '@yaocai/domain/contracts/activity-brand-zone-responses';
import { SIGNUP_MESSAGES, signupBody } from '@yaocai/domain/contracts/activity-signup';
import { signupPage as signupPageAnswer } from '@yaocai/domain/contracts/activity-signup-responses';
import { rankingContest as rankingContestAnswer } from '@yaocai/domain/contracts/activity-ranking-contest-responses';
import { referralPage as referralPageAnswer } from '@yaocai/domain/contracts/activity-referral-reward-responses';
import { couponCount } from '@yaocai/domain/contracts/checkout-responses';
import {
  claimableCouponQuery,
  claimCouponBody,
  COUPON_MESSAGES,
  heldCouponQuery,
} from '@yaocai/domain/contracts/coupons';
import { claimableCoupon, heldCouponEntry } from '@yaocai/domain/contracts/coupons-responses';
import { pagedOf } from '@yaocai/domain/contracts/wire';
import { z } from 'zod';
import { DomainError } from '@yaocai/domain/errors';
import { Code } from '@yaocai/domain/codes';
import { answers, ok, okBytes, sendJson } from '../../plugins/wire.ts';
import { claimableCouponPage, claimCoupon, heldCouponPage } from './coupon-claims.service.ts';
import { heldCouponCount } from './coupons.service.ts';
import { runningActivities } from './running-activities.service.ts';
import { combinationZone } from './combination-zone.service.ts';
import { flashSessionsAnswer, homeSpikeAnswer } from './flash-sessions.service.ts';
import { everydayPrices } from './special-prices.service.ts';
import { newBuyerHighlights, newBuyerZone } from './new-buyer.service.ts';
import { holidayPage } from './holiday-pages.service.ts';
import { brandZone, runningBrandZones } from './brand-zones.service.ts';
import { rankingContest } from './ranking-contest.service.ts';
import { signUp, signupPage } from './signups.service.ts';
import { referralPage } from './referral-page.service.ts';
import { currentUserId } from '../../plugins/session.ts';

export const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/activity/running', { schema: { response: answers(runningActivitiesAnswer) } }, async () =>
    ok(await runningActivities(app.db)),
  );

  app.get('/api/index/spike', { schema: { response: answers(homeSpike) } }, async (request, reply) =>
    sendJson(reply, await homeSpikeAnswer(app.db, app.caches, request.buyerAccess, okBytes(reply))),
  );

  app.get(
    '/api/activity/spike_sessions',
    { schema: { response: answers(spikeSessions) } },
    async (request, reply) =>
      sendJson(reply, await flashSessionsAnswer(app.db, app.caches, request.buyerAccess, okBytes(reply))),
  );

  app.get(
    '/api/activity/combinations',
    { schema: { response: answers(combinationZoneAnswer) } },
    async (request) => ok({ packs: await combinationZone(app.db, request.buyerAccess) }),
  );

  app.get('/api/activity/goods_tags', { schema: { response: answers(goodsTags) } }, async () =>
    ok(await goodsTagsNow(app.db)),
  );

  app.get('/api/activity/everyday_price', { schema: { response: answers(everydayPrice) } }, async (request) =>
    ok({ goods: await everydayPrices(app.db, request.buyerAccess) }),
  );

  // The zone says whether the asking buyer qualifies: answered per request, never cached.
  app.get(
    '/api/activity/new_buyer',
    { schema: { querystring: newBuyerZoneQuery, response: answers(newBuyerZoneAnswer) } },
    async (request) => ok(await newBuyerZone(app.db, request.userId, request.buyerAccess, request.query)),
  );

  app.get('/api/focus/xrtj', { schema: { response: answers(newBuyerHighlightsAnswer) } }, async (request) =>
    ok(await newBuyerHighlights(app.db, request.buyerAccess)),
  );

  app.get(
    '/api/activity/page/:slug',
    {
      schema: {
        params: holidayPageParams,
        querystring: holidayPageQuery,
        response: answers(holidayPageAnswer),
      },
    },
    async (request) =>
      ok(await holidayPage(app.db, request.params.slug, request.query.word, request.buyerAccess)),
  );

  // Cards are priced for the viewer on each request: nothing of these answers is kept for another.
  app.get('/api/focus/ppzq', { schema: { response: answers(z.array(brandZoneBlock)) } }, async (request) =>
    ok(await runningBrandZones(app.db, request.buyerAccess)),
  );

  app.get(
    '/api/focus/brand/:id',
    { schema: { params: brandZoneParams, querystring: brandZoneQuery, response: answers(brandZoneAnswer) } },
    async (request) => ok(await brandZone(app.db, request.params.id, request.query, request.buyerAccess)),
  );

  // The ranking names the signed-in buyer's own place: it is answered per request, never cached.
  app.get('/api/activity/ranking', { schema: { response: answers(rankingContestAnswer) } }, async (request) =>
    ok(await rankingContest(app.db, request.userId)),
  );

  app.get('/api/activity/signup', { schema: { response: answers(signupPageAnswer) } }, async (request) =>
    ok(await signupPage(app.db, request.userId)),
  );

  app.post(
    '/api/activity/signup',
    {
      onRequest: app.requireUser,
      schema: { body: signupBody, response: answers(z.null(), 'signedIn') },
    },
    async (request) => {
      if (request.buyerAccess.kind !== 'approved')
        throw new DomainError(Code.badRequest, SIGNUP_MESSAGES.pending, 400);
      await signUp(app.db, currentUserId(request), request.body);
      return ok(null, SIGNUP_MESSAGES.done);
    },
  );

  app.get(
    '/api/user/couponNum',
    { onRequest: app.requireUser, schema: { response: answers(couponCount, 'signedIn') } },
    async (request) => ok({ count: await heldCouponCount(app.db, currentUserId(request)) }),
  );

  app.get(
    '/api/user/coupon',
    {
      onRequest: app.requireUser,
      schema: { querystring: heldCouponQuery, response: answers(pagedOf(heldCouponEntry), 'signedIn') },
    },
    async (request) => ok(await heldCouponPage(app.db, currentUserId(request), request.query)),
  );

  app.get(
    '/api/user/availableCoupon',
    {
      onRequest: app.requireUser,
      schema: {
        querystring: claimableCouponQuery,
        response: answers(pagedOf(claimableCoupon), 'signedIn'),
      },
    },
    async (request) => ok(await claimableCouponPage(app.db, currentUserId(request), request.query)),
  );

  app.post(
    '/api/user/coupon/claim',
    {
      onRequest: app.requireUser,
      schema: { body: claimCouponBody, response: answers(z.object({ id: z.number().int() }), 'signedIn') },
    },
    async (request) => {
      if (request.buyerAccess.kind !== 'approved')
        throw new DomainError(Code.badRequest, COUPON_MESSAGES.pendingBuyer, 400);
      const id = await claimCoupon(app.db, currentUserId(request), request.body.coupon_id);
      return ok({ id }, COUPON_MESSAGES.claimed);
    },
  );

  app.get(
    '/api/user/referral',
    { onRequest: app.requireUser, schema: { response: answers(referralPageAnswer, 'signedIn') } },
    async (request) => ok(await referralPage(app.db, currentUserId(request))),
  );
};
