import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gatewayRefusal, text } from '../modules/payments/gateway-answers.ts';
import type { SandboxGateway } from '../modules/payments/sandbox-gateway.ts';
import { refusals } from '../plugins/wire.ts';
import { settleOnlinePayment } from './settle-payment.ts';

/** The shop's endpoint for the sandbox gateway's signed notify. */
export const paymentNotifyRoutes: FastifyPluginAsyncZod<{ gateway: SandboxGateway }> = async (
  app,
  { gateway },
) => {
  app.post(
    '/api/pay/notify/sandbox',
    {
      schema: {
        response: {
          200: text('text/plain', 'success: the shop took the notify'),
          400: gatewayRefusal,
          ...refusals,
        },
      },
      config: { csrf: false },
    },
    async (request, reply) => {
      const notify = gateway.verifyNotify((request.body ?? {}) as Record<string, unknown>);
      if (!notify) return reply.code(400).type('text/plain; charset=utf-8').send('FAIL: bad signature');
      await settleOnlinePayment(app.db, app.jobs, notify);
      return reply.type('text/plain; charset=utf-8').send('success');
    },
  );
};
