import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MONEY_MESSAGES,
  rechargeBody,
  rechargeParams,
  repaymentCheckBody,
  repaymentCreateBody,
  repaymentPayBody,
} from '@yaocai/domain/contracts/money';
import * as responses from '@yaocai/domain/contracts/money-responses';
import { idempotencyKeyOf } from '../plugins/idempotency-key.ts';
import { currentUserId } from '../plugins/session.ts';
import { answers, ok } from '../plugins/wire.ts';
import type { PaymentProvider } from '../modules/payments/payment-provider.ts';
import { checkRecharge, startRecharge } from './recharge.ts';
import { checkRepayment, createRepayment, payRepayment } from './repay-credit.ts';

/** Money the buyer pays in outside an order: recharges of the balance and repayments of credit bills. */
export const moneyPaymentsRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider }> = async (
  app,
  { provider },
) => {
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/api/cash_coupon/userRecharge',
    { schema: { body: rechargeBody, response: answers(responses.recharge, 'signedIn') } },
    async (request) => {
      const recharge = await startRecharge(
        app.db,
        provider,
        currentUserId(request),
        request.body.amount * 100,
        idempotencyKeyOf(request),
      );
      return ok(recharge, MONEY_MESSAGES.rechargeOpened);
    },
  );

  app.get(
    '/api/cash_coupon/userRecharge/:id',
    { schema: { params: rechargeParams, response: answers(responses.recharge, 'signedIn') } },
    async (request) => ok(await checkRecharge(app.db, provider, currentUserId(request), request.params.id)),
  );

  app.post(
    '/api/pay/user_credit_create',
    { schema: { body: repaymentCreateBody, response: answers(responses.repayment, 'signedIn') } },
    async (request) =>
      ok(
        await createRepayment(
          app.db,
          currentUserId(request),
          request.body.bill_ids,
          idempotencyKeyOf(request),
        ),
      ),
  );

  app.post(
    '/api/pay/user_credit_pay',
    { schema: { body: repaymentPayBody, response: answers(responses.repayment, 'signedIn') } },
    async (request) => {
      const repayment = await payRepayment(
        app.db,
        provider,
        currentUserId(request),
        request.body.id,
        request.body.method,
      );
      return ok(repayment, repayment.pay_url ? MONEY_MESSAGES.repaymentOpened : MONEY_MESSAGES.repaid);
    },
  );

  app.post(
    '/api/pay/user_credit_check',
    { schema: { body: repaymentCheckBody, response: answers(responses.repayment, 'signedIn') } },
    async (request) => ok(await checkRepayment(app.db, provider, currentUserId(request), request.body.id)),
  );
};
