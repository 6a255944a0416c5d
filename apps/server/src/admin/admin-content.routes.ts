import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminIdParams } from '@yaocai/domain/contracts/admin';
import * as contracts from '@yaocai/domain/contracts/admin-content';
import {
  adminArticle,
  deleteArticle,
  insertArticle,
  listAdminArticles,
  updateArticle,
} from '../modules/content/articles-admin.service.ts';
import { CONTENT_LISTS } from '../modules/content/content-lists.ts';
import { getShopSettings, saveShopSettings, siteTitleOf } from '../modules/content/settings.service.ts';
import { recordAudit } from '../modules/operators/audit.service.ts';
import { actorOf } from '../plugins/operator-session.ts';
import { answers, ok } from '../plugins/wire.ts';
import { registerEditableList } from './editable-list.routes.ts';

/**
 * What the storefront shows besides goods: banners, hot searches, links, notices, the nav, help
 * articles and the site's settings (title, hot line, the seller on invoices). Each change is
 * audited; the shop reads these on each request, the settings within their cache's lifetime.
 */
export const adminContentRoutes: FastifyPluginAsyncZod<{ siteTitle: string }> = async (
  app,
  { siteTitle },
) => {
  const write = app.requirePermission('content.write');

  app.get(
    '/api/admin/settings',
    { preValidation: write, schema: { response: answers(contracts.adminShopSettings, 'signedIn') } },
    async () => ok(await settingsWire()),
  );

  app.put(
    '/api/admin/settings',
    {
      preValidation: write,
      schema: {
        body: contracts.shopSettingsBody,
        response: answers(contracts.adminShopSettings, 'signedIn'),
      },
    },
    async (request) => {
      await app.db.transaction(async (tx) => {
        const before = await getShopSettings(tx);
        const { features, ...rest } = request.body;
        // Only the switches the console offers and was sent; the others stay as they are.
        await saveShopSettings(
          tx,
          features ? { ...rest, features: { ...before.features, ...features } } : rest,
        );
        await recordAudit(tx, actorOf(request), {
          action: 'settings.update',
          targetType: 'settings',
          targetId: 'shop',
          before: pick(before, Object.keys(request.body)),
          after: request.body,
        });
      });
      app.caches.clear('shopSettings');
      return ok(await settingsWire(), '设置已保存');
    },
  );

  async function settingsWire(): Promise<contracts.AdminShopSettings> {
    const shop = await getShopSettings(app.db);
    return {
      site: { site_title: siteTitleOf(shop, siteTitle) },
      common_config: shop.common_config,
      quality_inspection: shop.quality_inspection,
      shipping: shop.shipping,
      seller: shop.seller,
      features: { is_after_sale: shop.features.is_after_sale, is_can_chat: shop.features.is_can_chat },
      points: shop.points,
      shelf_life: shop.shelf_life,
      required_licences: shop.required_licences,
    };
  }

  for (const list of Object.values(CONTENT_LISTS)) {
    registerEditableList(app, list, {
      base: '/api/admin/content',
      read: write,
      write,
      targetType: 'content',
    });
  }

  app.get(
    '/api/admin/content/articles',
    {
      preValidation: write,
      schema: {
        querystring: contracts.articleListQuery,
        response: answers(contracts.adminArticleList, 'signedIn'),
      },
    },
    async (request) => ok(await listAdminArticles(app.db, request.query)),
  );

  app.get(
    '/api/admin/content/articles/:id',
    {
      preValidation: write,
      schema: { params: adminIdParams, response: answers(contracts.adminArticle, 'signedIn') },
    },
    async (request) => ok(await adminArticle(app.db, request.params.id)),
  );

  app.post(
    '/api/admin/content/articles',
    {
      preValidation: write,
      schema: { body: contracts.articleBody, response: answers(contracts.adminArticle, 'signedIn') },
    },
    async (request) => {
      const article = await app.db.transaction(async (tx) => {
        const inserted = await insertArticle(tx, request.body);
        await recordAudit(tx, actorOf(request), {
          action: 'article.create',
          targetType: 'content',
          targetId: `articles:${inserted.id}`,
          after: { title: inserted.title, category_id: inserted.category_id },
        });
        return inserted;
      });
      return ok(article, '文章已发布');
    },
  );

  app.put(
    '/api/admin/content/articles/:id',
    {
      preValidation: write,
      schema: {
        params: adminIdParams,
        body: contracts.articleBody,
        response: answers(contracts.adminArticle, 'signedIn'),
      },
    },
    async (request) => {
      const { id } = request.params;
      const article = await app.db.transaction(async (tx) => {
        const { before, after } = await updateArticle(tx, id, request.body);
        await recordAudit(tx, actorOf(request), {
          action: 'article.update',
          targetType: 'content',
          targetId: `articles:${id}`,
          before,
          after,
        });
        return after;
      });
      return ok(article, '已保存');
    },
  );

  app.delete(
    '/api/admin/content/articles/:id',
    { preValidation: write, schema: { params: adminIdParams, response: answers(z.null(), 'signedIn') } },
    async (request) => {
      const { id } = request.params;
      await app.db.transaction(async (tx) => {
        const before = await deleteArticle(tx, id);
        await recordAudit(tx, actorOf(request), {
          action: 'article.delete',
          targetType: 'content',
          targetId: `articles:${id}`,
          before,
        });
      });
      return ok(null, '文章已删除');
    },
  );
};

const pick = (values: object, keys: string[]) =>
  Object.fromEntries(Object.entries(values).filter(([key]) => keys.includes(key)));
