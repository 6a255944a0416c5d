import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { articleCategoryQuery, articleIdParams, bannerQuery } from '@yaocai/domain/contracts/content';
import * as responses from '@yaocai/domain/contracts/content-responses';
import { z } from 'zod';
import { answers, fileAnswers, ok } from '../../plugins/wire.ts';
import { getArticle, getArticleCategories, listLinks } from './articles.service.ts';
import { getBanners, getCommonConfig, getTopAd } from './focus.service.ts';
import { shownShopSettings, siteTitleOf } from './settings.service.ts';
import { GOODS_PLACEHOLDER_PATH, goodsPlaceholderSvg, placeholderQuery } from './placeholder-images.ts';

const goodsPlaceholderImage = z.string().meta({ description: 'An SVG picture with the goods name' });

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
  app.get(
    '/api/article/category',
    { schema: { querystring: articleCategoryQuery, response: answers(z.array(responses.helpCategory)) } },
    async (request) => ok(await getArticleCategories(app.db, request.query.category_id)),
  );
  app.get(
    GOODS_PLACEHOLDER_PATH,
    {
      schema: {
        querystring: placeholderQuery,
        response: fileAnswers('image/svg+xml', goodsPlaceholderImage),
      },
    },
    async (request, reply) =>
      reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(goodsPlaceholderSvg(request.query.kind, request.query.name)),
  );
  app.get(
    '/api/article/detail/:id',
    { schema: { params: articleIdParams, response: answers(responses.article) } },
    async (request) => ok(await getArticle(app.db, request.params.id)),
  );
};
