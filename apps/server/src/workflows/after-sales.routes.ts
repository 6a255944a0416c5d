import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterSaleBody, afterSaleParams, returnParcelBody } from '@yaocai/domain/contracts/after-sales';
import { orderAfterSales as orderAfterSalesAnswer } from '@yaocai/domain/contracts/after-sales-responses';
import { orderParams } from '@yaocai/domain/contracts/order';
import type { Executor } from '../db/client.ts';
import { afterSaleById, orderAfterSales } from '../modules/after-sales/after-sales.service.ts';
import { getShopSettings } from '../modules/content/settings.service.ts';
import { ownOrder } from '../modules/orders/order-read.service.ts';
import { currentUserId } from '../plugins/session.ts';
import { answers, ok } from '../plugins/wire.ts';
import { requestAfterSale, sendReturnParcel } from './after-sales.ts';

async function afterSalesOfOrder(db: Executor, userId: number, orderId: number) {
  const order = await ownOrder(db, userId, orderId);
  const { features } = await getShopSettings(db);
  return orderAfterSales(db, order, features.is_after_sale);
}

/** The buyer's after-sales requests on their orders (售后), shown and filed on the order's page. */
export const afterSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/api/order/:id/after_sales',
    { schema: { params: orderParams, response: answers(orderAfterSalesAnswer, 'signedIn') } },
    async (request) => ok(await afterSalesOfOrder(app.db, currentUserId(request), request.params.id)),
  );

  app.post(
    '/api/order/:id/after_sales',
    {
      schema: {
        params: orderParams,
        body: afterSaleBody,
        response: answers(orderAfterSalesAnswer, 'signedIn'),
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      await requestAfterSale(app.db, userId, request.params.id, request.body);
      return ok(await afterSalesOfOrder(app.db, userId, request.params.id), '售后申请已提交，请等待商家审核');
    },
  );

  app.post(
    '/api/after_sale/:id/return',
    {
      schema: {
        params: afterSaleParams,
        body: returnParcelBody,
        response: answers(orderAfterSalesAnswer, 'signedIn'),
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      await sendReturnParcel(app.db, userId, request.params.id, request.body);
      const { orderId } = (await afterSaleById(app.db, request.params.id))!;
      return ok(await afterSalesOfOrder(app.db, userId, orderId), '退货物流已提交');
    },
  );
};
