import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addToCartBody,
  cartIdsBody,
  cartLineParams,
  cartListQuery,
  copyCartBody,
  editCartLineBody,
  nextHintsBody,
  selectCartLinesBody,
  type CopyTarget,
} from '@yaocai/domain/contracts/cart';
import * as responses from '@yaocai/domain/contracts/cart-responses';
import { goodsIdParams } from '@yaocai/domain/contracts/catalog';
import { CART_DEFAULT_FILTER } from '@yaocai/domain/constants';
import { currentUserId } from '../../plugins/session.ts';
import { z } from 'zod';
import { answers, ok, sendJson } from '../../plugins/wire.ts';
import { buyerGroupPeers } from '../accounts/buyer-groups.service.ts';
import { assertContractSigned } from '../contracts/contracts.service.ts';
import { tradeUpZone } from '@yaocai/domain/contracts/activity-trade-up-responses';
import { CartAnswers } from './cart-answers.ts';
import { readTradeUpZone } from './trade-up-zone.ts';
import { checkoutLines, countCartLines, readCart, readHints } from './cart-read.service.ts';
import { addLines, copyLines, deleteLines, selectLines } from './cart-write.service.ts';

const maskPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

/** Spec §7 Cart: every call is the signed-in buyer's own cart. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  const cartAnswers = new CartAnswers(app.caches);

  /** The whole cart as the answer, with `msg`. */
  const answerWithCart = async (request: FastifyRequest, reply: FastifyReply, msg?: string) =>
    sendJson(reply, await cartAnswers.list(app.db, currentUserId(request), request.buyerAccess, msg));

  app.post(
    '/api/cart',
    { schema: { body: addToCartBody, response: answers(responses.cartCount, 'signedIn') } },
    async (request) => {
      const lines = request.body.data;
      const total = await addLines(app.db, currentUserId(request), request.buyerAccess, lines);
      return ok({ cart: total }, lines.length > 1 ? `已加入${lines.length}种商品` : '加入购物车成功');
    },
  );

  app.post(
    '/api/cart/quick_add/:id',
    { schema: { params: goodsIdParams, response: answers(responses.cartCount, 'signedIn') } },
    async (request) => {
      const line = { type: 0 as const, goodsId: request.params.id, warehouseId: null, number: null };
      const total = await addLines(app.db, currentUserId(request), request.buyerAccess, [line]);
      return ok({ cart: total }, '加入购物车成功');
    },
  );

  app.get(
    '/api/cart/list',
    { schema: { querystring: cartListQuery, response: answers(responses.cartState, 'signedIn') } },
    async (request, reply) => {
      const { filter } = request.query;
      if (filter === CART_DEFAULT_FILTER) return answerWithCart(request, reply);
      return ok(
        await readCart(app.db, cartAnswers.source, currentUserId(request), request.buyerAccess, filter),
      );
    },
  );

  app.get(
    '/api/cart/trade_ups',
    { schema: { response: answers(tradeUpZone, 'signedIn') } },
    async (request) =>
      ok(await readTradeUpZone(app.db, cartAnswers.source, currentUserId(request), request.buyerAccess)),
  );

  app.get(
    '/api/cart/total',
    { schema: { response: answers(responses.cartTotal, 'signedIn') } },
    async (request) => ok({ total: await countCartLines(app.db, currentUserId(request)) }),
  );

  app.post(
    '/api/cart/:id/edit',
    {
      schema: {
        params: cartLineParams,
        body: editCartLineBody,
        response: answers(responses.cartChange, 'signedIn'),
      },
    },
    async (request) => {
      const { id } = request.params;
      const { number } = request.body;
      const change = await cartAnswers.edit(app.db, currentUserId(request), request.buyerAccess, id, number);
      return ok(change, '已修改数量');
    },
  );

  app.post(
    '/api/cart/batch_delete',
    { schema: { body: cartIdsBody, response: answers(responses.cartState, 'signedIn') } },
    async (request, reply) => {
      await deleteLines(app.db, currentUserId(request), request.body.ids);
      return answerWithCart(request, reply, '已删除');
    },
  );

  app.post(
    '/api/cart/batch_select',
    { schema: { body: selectCartLinesBody, response: answers(responses.cartState, 'signedIn') } },
    async (request, reply) => {
      await selectLines(app.db, currentUserId(request), request.body.ids, request.body.is_selected);
      return answerWithCart(request, reply);
    },
  );

  app.get(
    '/api/cart/copy_targets',
    { schema: { response: answers(z.array(responses.copyTarget), 'signedIn') } },
    async (request) => {
      const targets = await buyerGroupPeers(app.db, currentUserId(request));
      return ok<CopyTarget[]>(
        targets.map((t) => ({ id: t.id, company: t.company, name: t.name, phone: maskPhone(t.phone) })),
      );
    },
  );

  app.post(
    '/api/cart/copy',
    { schema: { body: copyCartBody, response: answers(responses.cartCopied, 'signedIn') } },
    async (request) => {
      const copied = await copyLines(
        app.db,
        currentUserId(request),
        request.body.ids,
        request.body.other_user_ids,
      );
      return ok({ copied }, '已复制到所选账号的购物车');
    },
  );

  // A buyer who has not signed the purchase contract gets 459 and is sent to /dzht (spec §8).
  app.post(
    '/api/cart/checkout',
    { schema: { body: cartIdsBody, response: answers(responses.checkoutSummary, 'signedIn', 'contract') } },
    async (request) => {
      const userId = currentUserId(request);
      await assertContractSigned(app.db, userId);
      return ok(await checkoutLines(app.db, userId, request.buyerAccess, request.body.ids));
    },
  );

  // The spec sends this call's parameters in the query string; the body is taken too.
  app.post(
    '/api/cart/next_hints',
    {
      schema: {
        querystring: nextHintsBody,
        body: nextHintsBody.optional(),
        response: answers(z.array(responses.cartHint), 'signedIn'),
      },
    },
    async (request) => {
      const ids = request.body?.ids ?? request.query.ids;
      return ok(
        await readHints(app.db, cartAnswers.source, currentUserId(request), request.buyerAccess, ids),
      );
    },
  );
};
