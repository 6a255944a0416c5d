import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmOrderBody, payOrderBody, submitOrderBody } from '@yaocai/domain/contracts/checkout';
import { cancelOrderBody, orderParams } from '@yaocai/domain/contracts/order';
import { orderConfirmation, paymentAnswer } from '@yaocai/domain/contracts/checkout-responses';
import * as responses from '@yaocai/domain/contracts/order-responses';
import { connectionsOf } from '../db/client.ts';
import { idempotencyKeyOf } from '../plugins/idempotency-key.ts';
import { currentUserId } from '../plugins/session.ts';
import { answers, ok } from '../plugins/wire.ts';
import type { PaymentProvider } from '../modules/payments/payment-provider.ts';
import { cancelOrder } from './cancel-order.ts';
import { payOrder } from './pay-order.ts';
import { rebuyOrder } from './rebuy-order.ts';
import { OrderSubmissions } from './order-submissions.ts';
import { confirmOrder } from './submit-order.ts';

export interface CheckoutRoutesOptions {
  payMinutes: number;
  provider: PaymentProvider;
}

/** Checkout steps 2–4 and what changes an order after it: pay, cancel, buy again. */
export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRoutesOptions> = async (
  app,
  { payMinutes, provider },
) => {
  app.addHook('onRequest', app.requireUser);
  const submissions = new OrderSubmissions(app.db, app.caches, connectionsOf(app.db));

  app.post(
    '/api/order/confirm',
    {
      schema: {
        body: confirmOrderBody,
        response: answers(orderConfirmation, 'signedIn', 'contract'),
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
      const key = idempotencyKeyOf(request);
      const { order, created } = await submissions.submit(
        currentUserId(request),
        request.buyerAccess,
        request.body,
        {
          idempotencyKey: key,
          payMinutes,
          jobs: app.jobs,
        },
      );
      return ok(order, created ? '订单提交成功' : '订单已提交，请勿重复提交');
    },
  );

  app.post(
    '/api/order/:id/pay',
    {
      schema: {
        params: orderParams,
        body: payOrderBody,
        response: answers(paymentAnswer, 'signedIn'),
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
          app.jobs,
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
};
