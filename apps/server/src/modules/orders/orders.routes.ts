import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invoiceListQuery } from '@yaocai/domain/contracts/invoice';
import { fastBuyQuery, orderListQuery, orderParams } from '@yaocai/domain/contracts/order';
import { invoiceRecord } from '@yaocai/domain/contracts/invoice-responses';
import * as responses from '@yaocai/domain/contracts/order-responses';
import { pagedOf } from '@yaocai/domain/contracts/wire';
import { badRequest } from '@yaocai/domain/errors';
import { id } from '@yaocai/domain/validation/numbers';
import { currentUserId } from '../../plugins/session.ts';
import { answers, attachment, fileAnswers, ok } from '../../plugins/wire.ts';
import { invoicePdf } from './invoice-pdf.service.ts';
import { detailOf, listOrders, ownOrder, readOrder } from './order-read.service.ts';
import { getShopSettings, sellerOf } from '../content/settings.service.ts';
import { markCompleted } from './order-state.service.ts';
import { fastBuy, invoicePage } from './order-history.service.ts';

export interface OrdersRoutesOptions {
  /** The seller named on electronic invoices. */
  siteTitle: string;
}

const invoiceParams = z.object({ id: id('发票') });
const invoicePdfFile = z.string().meta({ description: 'The invoice as a PDF file', format: 'binary' });

/** The buyer's orders (/order) and invoices (/dzfp). */
export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (app, { siteTitle }) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/api/order',
    { schema: { querystring: orderListQuery, response: answers(responses.orderPage, 'signedIn') } },
    async (request) => ok(await listOrders(app.db, currentUserId(request), request.query)),
  );

  app.get(
    '/api/order/:id',
    { schema: { params: orderParams, response: answers(responses.orderDetail, 'signedIn') } },
    async (request) => ok(await readOrder(app.db, currentUserId(request), request.params.id)),
  );

  app.post(
    '/api/order/:id/receive',
    { schema: { params: orderParams, response: answers(responses.orderDetail, 'signedIn') } },
    async (request) => {
      const userId = currentUserId(request);
      await ownOrder(app.db, userId, request.params.id);
      const received = await markCompleted(app.db, request.params.id, userId);
      if (!received) throw badRequest('只有已发货的订单可以确认收货');
      return ok(await detailOf(app.db, received), '已确认收货');
    },
  );

  app.get(
    '/api/user/fast_buy',
    { schema: { querystring: fastBuyQuery, response: answers(pagedOf(responses.fastBuyEntry), 'signedIn') } },
    async (request) => ok(await fastBuy(app.db, currentUserId(request), request.buyerAccess, request.query)),
  );

  app.get(
    '/api/invoice',
    {
      schema: {
        querystring: invoiceListQuery,
        response: answers(pagedOf(invoiceRecord), 'signedIn'),
      },
    },
    async (request) => ok(await invoicePage(app.db, currentUserId(request), request.query)),
  );

  app.get(
    '/api/invoice/:id/pdf',
    {
      schema: { params: invoiceParams, response: fileAnswers('application/pdf', invoicePdfFile, 'signedIn') },
    },
    async (request, reply) => {
      const seller = sellerOf(await getShopSettings(app.db), siteTitle);
      const file = await invoicePdf(app.db, currentUserId(request), request.params.id, seller);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(file.asciiFileName, file.fileName))
        .send(file.pdf);
    },
  );
};
