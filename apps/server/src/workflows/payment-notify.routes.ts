import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SandboxGateway } from '../modules/payments/sandbox-gateway.ts';
import { settleOnlinePayment } from './pay-order.ts';

/** The shop's endpoint for the sandbox gateway's signed notify. */
export const paymentNotifyRoutes: FastifyPluginAsyncZod<{ gateway: SandboxGateway }> = async (
  app,
  { gateway },
) => {
  app.post('/api/pay/notify/sandbox', { config: { csrf: false } }, async (request, reply) => {
    const notify = gateway.verifyNotify((request.body ?? {}) as Record<string, unknown>);
    if (!notify) return reply.code(400).type('text/plain; charset=utf-8').send('FAIL: bad signature');
    await settleOnlinePayment(app.db, gateway, notify);
    return reply.type('text/plain; charset=utf-8').send('success');
  });
};
