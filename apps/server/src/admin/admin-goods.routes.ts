import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminGoodsListQuery,
  adminIdParams,
  bulkCategoryBody,
  bulkPatchGoodsBody,
  bulkRepriceBody,
  patchGoodsBody,
} from '@yaocai/domain/contracts/admin';
import * as responses from '@yaocai/domain/contracts/admin-responses';
import * as goodsContracts from '@yaocai/domain/contracts/admin-goods';
import { z } from 'zod';
import { adminGoodsByIds, listAdminGoods, updateGoods } from '../modules/catalog/goods-admin.service.ts';
import {
  moveGoodsToCategory,
  repriceGoods,
  type GoodsChanged,
} from '../modules/catalog/goods-bulk-actions.service.ts';
import type { Transaction } from '../db/client.ts';
import {
  createGoods,
  findManufacturers,
  goodsForEdit,
  goodsFormOptions,
  replaceGoods,
} from '../modules/catalog/goods-editor.service.ts';
import { refreshSearchTerms } from '../modules/catalog/search.service.ts';
import { recordAudit, recordAudits } from '../modules/operators/audit.service.ts';
import { actorOf } from '../plugins/operator-session.ts';
import { answers, ok } from '../plugins/wire.ts';

/**
 * The console's goods: the list with the shop's search, quick edits of price, publish state and
 * stock, and the whole goods item created or edited with every field the shop shows.
 */
export const adminGoodsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/goods',
    {
      preValidation: app.requirePermission('goods.read'),
      schema: { querystring: adminGoodsListQuery, response: answers(responses.adminGoodsList, 'signedIn') },
    },
    async (request) => ok(await listAdminGoods(app.db, request.query)),
  );

  app.patch(
    '/api/admin/goods/:id',
    {
      preValidation: app.requirePermission('goods.write'),
      schema: {
        params: adminIdParams,
        body: patchGoodsBody,
        response: answers(responses.adminGoods, 'signedIn'),
      },
    },
    async (request) => {
      const { id } = request.params;
      const changed = await app.db.transaction(async (tx) => {
        const { before, after } = await updateGoods(tx, id, request.body);
        await recordAudit(tx, actorOf(request), {
          action: 'goods.update',
          targetType: 'goods',
          targetId: id,
          before: { price_fen: before.price_fen, on_sale: before.on_sale, stock: before.stock },
          after: { price_fen: after.price_fen, on_sale: after.on_sale, stock: after.stock },
        });
        return { before, after };
      });
      // Suggestions list published goods only: one put on or taken off sale changes them.
      if (changed.before.on_sale !== changed.after.on_sale) await refreshSearchTerms(app.db, app.caches);
      return ok(changed.after, '已保存');
    },
  );

  app.patch(
    '/api/admin/goods',
    {
      preValidation: app.requirePermission('goods.write'),
      schema: { body: bulkPatchGoodsBody, response: answers(z.array(responses.adminGoods), 'signedIn') },
    },
    async (request) => {
      const actor = actorOf(request);
      // In id order, the order every change of several goods takes their rows in.
      const changes = [...request.body.changes].sort((a, b) => a.id - b.id);
      const changed = await app.db.transaction(async (tx) => {
        const done = [];
        for (const { id, ...patch } of changes) {
          const { before, after } = await updateGoods(tx, id, patch, `商品${id}不存在`);
          await recordAudit(tx, actor, {
            action: 'goods.update',
            targetType: 'goods',
            targetId: id,
            before: { price_fen: before.price_fen, on_sale: before.on_sale, stock: before.stock },
            after: { price_fen: after.price_fen, on_sale: after.on_sale, stock: after.stock },
          });
          done.push({ before, after });
        }
        return done;
      });
      if (changed.some(({ before, after }) => before.on_sale !== after.on_sale)) {
        await refreshSearchTerms(app.db, app.caches);
      }
      return ok(
        changed.map(({ after }) => after),
        `已保存${changed.length}个商品`,
      );
    },
  );

  const write = app.requirePermission('goods.write');

  /** A bulk change of the picked goods in one transaction, each goods it changed audited: how many. */
  const changePicked = <T>(
    request: FastifyRequest,
    action: string,
    change: (tx: Transaction) => Promise<GoodsChanged<T>[]>,
  ) =>
    app.db.transaction(async (tx) => {
      const changed = await change(tx);
      const audits = changed.map(({ id, before, after }) => ({
        action,
        targetType: 'goods' as const,
        targetId: id,
        before,
        after,
      }));
      await recordAudits(tx, actorOf(request), audits);
      return changed.length;
    });
  const pickedGoods = answers(z.array(responses.adminGoods), 'signedIn');

  app.post(
    '/api/admin/goods/bulk-category',
    { preValidation: write, schema: { body: bulkCategoryBody, response: pickedGoods } },
    async (request) => {
      const { ids, category_id } = request.body;
      const moved = await changePicked(request, 'goods.category', (tx) =>
        moveGoodsToCategory(tx, ids, category_id),
      );
      return ok(await adminGoodsByIds(app.db, ids), `已移动${moved}个商品的分类`);
    },
  );

  app.post(
    '/api/admin/goods/bulk-reprice',
    { preValidation: write, schema: { body: bulkRepriceBody, response: pickedGoods } },
    async (request) => {
      const { ids, percent } = request.body;
      const repriced = await changePicked(request, 'goods.update', (tx) => repriceGoods(tx, ids, percent));
      return ok(await adminGoodsByIds(app.db, ids), `已调价${repriced}个商品`);
    },
  );

  app.get(
    '/api/admin/goods/:id',
    {
      preValidation: app.requirePermission('goods.read'),
      schema: { params: adminIdParams, response: answers(goodsContracts.adminGoodsDetail, 'signedIn') },
    },
    async (request) => ok(await goodsForEdit(app.db, request.params.id)),
  );

  // Readers too: the list's category and brand filters offer them.
  app.get(
    '/api/admin/goods-options',
    {
      preValidation: app.requirePermission('goods.read'),
      schema: { response: answers(goodsContracts.goodsFormOptions, 'signedIn') },
    },
    async () => ok(await goodsFormOptions(app.db)),
  );

  app.get(
    '/api/admin/manufacturers',
    {
      preValidation: write,
      schema: {
        querystring: goodsContracts.manufacturerQuery,
        response: answers(z.array(z.string()), 'signedIn'),
      },
    },
    async (request) => ok(await findManufacturers(app.db, request.query.keywords)),
  );

  app.post(
    '/api/admin/goods',
    {
      preValidation: write,
      schema: {
        body: goodsContracts.goodsBody,
        response: answers(goodsContracts.adminGoodsDetail, 'signedIn'),
      },
    },
    async (request) => {
      const id = await app.db.transaction(async (tx) => {
        const created = await createGoods(tx, request.body);
        await recordAudit(tx, actorOf(request), {
          action: 'goods.create',
          targetType: 'goods',
          targetId: created,
          after: await goodsForEdit(tx, created),
        });
        return created;
      });
      await refreshSearchTerms(app.db, app.caches);
      return ok(await goodsForEdit(app.db, id), '商品已创建');
    },
  );

  app.put(
    '/api/admin/goods/:id',
    {
      preValidation: write,
      schema: {
        params: adminIdParams,
        body: goodsContracts.goodsBody,
        response: answers(goodsContracts.adminGoodsDetail, 'signedIn'),
      },
    },
    async (request) => {
      const { id } = request.params;
      await app.db.transaction(async (tx) => {
        const { before, after } = await replaceGoods(tx, id, request.body);
        await recordAudit(tx, actorOf(request), {
          action: 'goods.edit',
          targetType: 'goods',
          targetId: id,
          before,
          after,
        });
      });
      await refreshSearchTerms(app.db, app.caches);
      return ok(await goodsForEdit(app.db, id), '已保存');
    },
  );
};
