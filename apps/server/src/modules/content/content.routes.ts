import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { articleCategoryQuery, articleIdParams, bannerQuery } from '@yaocai/domain/contracts/content';
import { ok } from '../../plugins/wire.ts';
import { getArticle, getArticleCategories, listLinks } from './articles.service.ts';
import { getBanners, getCommonConfig, getTopAd } from './focus.service.ts';
import { GOODS_PLACEHOLDER_PATH, goodsPlaceholderSvg, placeholderQuery } from './placeholder-images.ts';

export const contentRoutes: FastifyPluginAsyncZod<{ siteTitle: string }> = async (app, { siteTitle }) => {
  app.get('/api/global/site', { config: { csrfPair: true } }, async () => ok({ site_title: siteTitle }));
  app.get('/api/global/links', async () => ok(await listLinks(app.db)));
  app.get('/api/focus/common', async () => ok(await getCommonConfig(app.db)));
  app.get('/api/focus/top', async () => ok(await getTopAd(app.db)));
  app.get('/api/focus/demo', { schema: { querystring: bannerQuery } }, async (request) =>
    ok(await getBanners(app.db, request.query.banner_id)),
  );
  app.get('/api/article/category', { schema: { querystring: articleCategoryQuery } }, async (request) =>
    ok(await getArticleCategories(app.db, request.query.category_id)),
  );
  app.get(GOODS_PLACEHOLDER_PATH, { schema: { querystring: placeholderQuery } }, async (request, reply) =>
    reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(goodsPlaceholderSvg(request.query.kind, request.query.name)),
  );
  app.get('/api/article/detail/:id', { schema: { params: articleIdParams } }, async (request) =>
    ok(await getArticle(app.db, request.params.id)),
  );
};
