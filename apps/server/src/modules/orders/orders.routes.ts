import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelOrderBody,
  confirmOrderBody,
  fastBuyQuery,
  invoiceListQuery,
  IDEMPOTENCY_KEY_PATTERN,
  orderListQuery,
  orderParams,
  payOrderBody,
  submitOrderBody,
} from '@yaocai/domain/contracts/order';
import * as responses from '@yaocai/domain/contracts/order-responses';
import { pagedOf } from '@yaocai/domain/contracts/wire';
import { invalid } from '@yaocai/domain/errors';
import { id } from '@yaocai/domain/validation/numbers';
import { currentUserId } from '../../plugins/session.ts';
import { answers, fileAnswers, ok } from '../../plugins/wire.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { invoicePdf } from './invoice-pdf.service.ts';
import { cancelOrder } from './order-cancel.service.ts';
import { payOrder } from './order-payment.service.ts';
import { listOrders, readOrder } from './order-read.service.ts';
import { fastBuy, invoicePage } from './order-history.service.ts';
import { rebuyOrder } from './order-rebuy.service.ts';
import { confirmOrder, submitOrder } from './order-submit.service.ts';

export interface OrdersRoutesOptions {
  payMinutes: number;
  provider: PaymentProvider;
  /** The seller named on electronic invoices. */
  siteTitle: string;
}

const invoiceParams = z.object({ id: id('发票') });
const invoicePdfFile = z.string().meta({ description: 'The invoice as a PDF file', format: 'binary' });

/** A download header: the ASCII name for old clients, the UTF-8 one as an RFC 5987 filename* for the rest. */
const attachment = (asciiName: string, name: string): string => {
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encoded}`;
};

const idempotencyKey = (header: string | string[] | undefined): string => {
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw invalid('Idempotency-Key', '缺少或无效的请求标识（Idempotency-Key），请刷新页面后重新提交');
  }
  return key;
};

/** The buyer's orders: checkout steps 2–4 and /order. */
export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (
  app,
  { payMinutes, provider, siteTitle },
) => {
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/api/order/confirm',
    {
      schema: {
        body: confirmOrderBody,
        response: answers(responses.orderConfirmation, 'signedIn', 'contract'),
      },
    },
    async (request) =>
      ok(
        await confirmOrder(
          app.db,
          currentUserId(request),
          request.buyerAccess,
          request.body.ids,
          request.body.coupon_ids,
        ),
      ),
  );

  app.post(
    '/api/order',
    { schema: { body: submitOrderBody, response: answers(responses.orderDetail, 'signedIn', 'contract') } },
    async (request) => {
      const key = idempotencyKey(request.headers['idempotency-key']);
      const { order, created } = await submitOrder(
        app.db,
        currentUserId(request),
        request.buyerAccess,
        request.body,
        {
          idempotencyKey: key,
          payMinutes,
        },
      );
      return ok(order, created ? '订单提交成功' : '订单已提交，请勿重复提交');
    },
  );

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
    '/api/order/:id/pay',
    {
      schema: {
        params: orderParams,
        body: payOrderBody,
        response: answers(responses.paymentAnswer, 'signedIn'),
      },
    },
    async (request) => {
      const answer = await payOrder(
        app.db,
        provider,
        currentUserId(request),
        request.params.id,
        request.body.method,
      );
      return ok(answer, answer.pay_url ? '请在支付页面完成付款' : '支付成功');
    },
  );

  app.post(
    '/api/order/:id/cancel',
    {
      schema: {
        params: orderParams,
        body: cancelOrderBody.optional(),
        response: answers(responses.orderDetail, 'signedIn'),
      },
    },
    async (request) =>
      ok(
        await cancelOrder(
          app.db,
          provider,
          currentUserId(request),
          request.params.id,
          request.body?.reason ?? '',
        ),
        '订单已取消',
      ),
  );

  app.post(
    '/api/order/:id/rebuy',
    { schema: { params: orderParams, response: answers(responses.rebuyAnswer, 'signedIn') } },
    async (request) => {
      const { added, skipped, cart } = await rebuyOrder(
        app.db,
        currentUserId(request),
        request.buyerAccess,
        request.params.id,
      );
      const msg =
        added === 0
          ? '订单中的商品暂时都无法购买'
          : `已将${added}种商品加入购物车${skipped > 0 ? `，${skipped}种商品暂时无法购买` : ''}`;
      return ok({ cart, added, skipped }, msg);
    },
  );

  app.get(
    '/api/user/fast_buy',
    { schema: { querystring: fastBuyQuery, response: answers(pagedOf(responses.fastBuyEntry), 'signedIn') } },
    async (request) => ok(await fastBuy(app.db, currentUserId(request), request.query)),
  );

  app.get(
    '/api/invoice',
    {
      schema: {
        querystring: invoiceListQuery,
        response: answers(pagedOf(responses.invoiceRecord), 'signedIn'),
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
      const file = await invoicePdf(app.db, currentUserId(request), request.params.id, siteTitle);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(file.asciiFileName, file.fileName))
        .send(file.pdf);
    },
  );
};
