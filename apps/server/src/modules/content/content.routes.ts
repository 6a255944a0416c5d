import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { articleCategoryQuery, articleIdParams, bannerQuery } from '@yaocai/domain/contracts/content';
import * as responses from '@yaocai/domain/contracts/content-responses';
import {
  focusZones,
  kxzqAdQuery,
  postListQuery,
  wntjParams,
  wntjQuery,
} from '@yaocai/domain/contracts/content-focus';
import {
  focusZoneAnswer,
  loginBanner as loginBannerAnswer,
  postSummary,
} from '@yaocai/domain/contracts/content-focus-responses';
import { goodsCard, goodsPage } from '@yaocai/domain/contracts/catalog-responses';
import { z } from 'zod';
import { answers, fileAnswers, ok } from '../../plugins/wire.ts';
import { getArticle, getArticleCategories, listLinks } from './articles.service.ts';
import { getBanners, getCommonConfig, getTopAd } from './focus.service.ts';
import {
  focusZone,
  kxzqAds,
  loginBanner,
  pickedGoods,
  postList,
  recommendedPage,
  slotBanners,
} from './focus-zones.service.ts';
import { shownShopSettings, siteTitleOf } from './settings.service.ts';
import {
  bannerPlaceholderQuery,
  bannerPlaceholderSvg,
  goodsPlaceholderSvg,
  iconPlaceholderQuery,
  iconPlaceholderSvg,
  PLACEHOLDER_PATHS,
  placeholderQuery,
} from './placeholder-images.ts';

const placeholderImage = (description: string) =>
  fileAnswers('image/svg+xml', z.string().meta({ description }));

/** A demo picture: kept for a year, as its address says all it shows, and never run as a document. */
const sendPlaceholder = (reply: FastifyReply, svg: string) =>
  reply
    .type('image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg);

export const contentRoutes: FastifyPluginAsyncZod<{ siteTitle: string }> = async (app, { siteTitle }) => {
  app.get(
    '/api/global/site',
    { config: { csrfPair: true }, schema: { response: answers(responses.siteInfo) } },
    async () => ok({ site_title: siteTitleOf(await shownShopSettings(app.db, app.caches), siteTitle) }),
  );
  app.get('/api/global/links', { schema: { response: answers(z.array(responses.link)) } }, async () =>
    ok(await listLinks(app.db)),
  );
  app.get('/api/focus/common', { schema: { response: answers(responses.commonConfig) } }, async () =>
    ok(await getCommonConfig(app.db)),
  );
  app.get('/api/focus/top', { schema: { response: answers(responses.topAd) } }, async () =>
    ok(await getTopAd(app.db)),
  );
  app.get(
    '/api/focus/demo',
    { schema: { querystring: bannerQuery, response: answers(z.array(responses.banner)) } },
    async (request) => ok(await getBanners(app.db, request.query.banner_id)),
  );
  // Goods cards are priced for the viewer on each request: none of these answers is kept for another.
  for (const zone of focusZones) {
    app.get(`/api/focus/${zone}`, { schema: { response: answers(focusZoneAnswer) } }, async (request) =>
      ok(await focusZone(app.db, zone, request.buyerAccess)),
    );
  }
  app.get('/api/focus/new_kxzq', { schema: { response: answers(z.array(goodsCard)) } }, async (request) =>
    ok(await pickedGoods(app.db, 'new_kxzq', request.buyerAccess)),
  );
  app.get('/api/focus/right', { schema: { response: answers(z.array(responses.banner)) } }, async () =>
    ok(await slotBanners(app.db, 'right')),
  );
  app.get('/api/focus/login', { schema: { response: answers(loginBannerAnswer) } }, async () =>
    ok(await loginBanner(app.db)),
  );
  app.get(
    '/api/focus/kxzq_ad',
    { schema: { querystring: kxzqAdQuery, response: answers(z.array(responses.banner)) } },
    async (request) => ok(await kxzqAds(app.db, request.query.ids)),
  );
  app.get(
    '/api/focus/postList',
    { schema: { querystring: postListQuery, response: answers(z.array(postSummary)) } },
    async (request) => ok(await postList(app.db, request.query.category_id, request.query.limit)),
  );
  app.get(
    '/api/index_wntj/:page',
    { schema: { params: wntjParams, querystring: wntjQuery, response: answers(goodsPage) } },
    async (request) =>
      ok(await recommendedPage(app.db, request.params.page, request.query.page_size, request.buyerAccess)),
  );
  app.get(
    '/api/article/category',
    { schema: { querystring: articleCategoryQuery, response: answers(z.array(responses.helpCategory)) } },
    async (request) => ok(await getArticleCategories(app.db, request.query.category_id)),
  );
  app.get(
    PLACEHOLDER_PATHS.goods,
    {
      schema: {
        querystring: placeholderQuery,
        response: placeholderImage('A demo goods picture: its name on the colour of its kind'),
      },
    },
    async (request, reply) =>
      sendPlaceholder(reply, goodsPlaceholderSvg(request.query.kind, request.query.name)),
  );
  app.get(
    PLACEHOLDER_PATHS.banner,
    {
      schema: {
        querystring: bannerPlaceholderQuery,
        response: placeholderImage('A demo banner (with a subtitle) or advertisement strip (without)'),
      },
    },
    async (request, reply) => sendPlaceholder(reply, bannerPlaceholderSvg(request.query)),
  );
  app.get(
    PLACEHOLDER_PATHS.icon,
    {
      schema: {
        querystring: iconPlaceholderQuery,
        response: placeholderImage('A demo round icon with a character or two'),
      },
    },
    async (request, reply) => sendPlaceholder(reply, iconPlaceholderSvg(request.query)),
  );
  app.get(
    '/api/article/detail/:id',
    { schema: { params: articleIdParams, response: answers(responses.article) } },
    async (request) => ok(await getArticle(app.db, request.params.id)),
  );
};
