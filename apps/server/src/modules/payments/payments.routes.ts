import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fenToYuan } from '@yaocai/domain/money';
import { id, integer } from '@yaocai/domain/validation/numbers';
import { sameSitePath } from '@yaocai/domain/validation/same-site-path';
import { optionalText } from '@yaocai/domain/validation/text';
import { refusals } from '../../plugins/wire.ts';
import { gatewayRefusal } from './gateway-answers.ts';
import { paymentStatus } from './payment-records.service.ts';
import type { SandboxGateway } from './sandbox-gateway.ts';

const LINK_INVALID = '链接无效';
const NO_SUCH_PAYMENT = '支付单不存在';
const PROBE_ORIGIN = 'http://same-site.invalid';

/** A same-site path as a Location header can carry it: characters beyond ASCII percent-encoded. */
const locationOf = (path: string) => {
  const url = new URL(path, PROBE_ORIGIN);
  return `${url.pathname}${url.search}${url.hash}`;
};
const cashierParams = z.object({ id: id('支付单') });
const cashierQuery = z.object({
  amount_fen: integer({ min: 1, max: Number.MAX_SAFE_INTEGER, message: LINK_INVALID }),
  subject: optionalText('商品名称', 100),
  return_url: z
    .string({ error: LINK_INVALID })
    .max(200, LINK_INVALID)
    .refine((url) => sameSitePath(url) !== null, LINK_INVALID),
  sign: z.string({ error: LINK_INVALID }).regex(/^[0-9a-f]{64}$/, LINK_INVALID),
});

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export interface PaymentsRoutesOptions {
  gateway: SandboxGateway;
  /** Delay before the sandbox's first notify, and between its repeats. */
  notifyDelayMs: number;
}

/**
 * The sandbox gateway's side: its cashier page and its notify delivery (the shop's endpoint is in
 * workflows/payment-notify.routes.ts).
 * The cashier and delivery stand in for a real gateway and exist only with the sandbox provider.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (
  app,
  { gateway, notifyDelayMs },
) => {
  app.get(
    '/api/pay/sandbox/:id',
    {
      schema: {
        params: cashierParams,
        querystring: cashierQuery,
        response: {
          200: {
            content: {
              'text/html': { schema: z.string().meta({ description: "The sandbox's cashier page" }) },
            },
          },
          400: gatewayRefusal,
          404: gatewayRefusal,
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { amount_fen, subject, return_url, sign } = request.query;
      if (!gateway.cashierLinkValid({ paymentId: id, amountFen: amount_fen, returnUrl: return_url, sign }))
        return reply.code(400).type('text/plain; charset=utf-8').send(LINK_INVALID);
      if ((await paymentStatus(app.db, id)) === undefined)
        return reply.code(404).type('text/plain; charset=utf-8').send(NO_SUCH_PAYMENT);
      const action = `/api/pay/sandbox/${id}/confirm?${new URLSearchParams({
        amount_fen: String(amount_fen),
        return_url,
        sign,
      }).toString()}`;
      return reply.type('text/html; charset=utf-8')
        .send(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<title>沙箱收银台</title><style>body{font-family:sans-serif;background:#f5f5f5;margin:0}main{max-width:420px;margin:80px auto;background:#fff;padding:32px;border-radius:8px;box-shadow:0 2px 8px #0001}
.tag{display:inline-block;background:#fff7e6;color:#d46b08;border:1px solid #ffd591;padding:2px 8px;border-radius:4px;font-size:12px}
.amount{font-size:32px;color:#f5222d;margin:16px 0}button{width:100%;padding:12px;font-size:16px;background:#1677ff;color:#fff;border:0;border-radius:6px;cursor:pointer}</style></head>
<body><main><span class="tag">开发沙箱 · 不会产生真实扣款</span><h1>在线支付</h1><p>${escapeHtml(subject)}</p>
<p class="amount">¥${fenToYuan(amount_fen)}</p><form method="post" action="${escapeHtml(action)}"><button type="submit">确认支付</button></form>
<p><a href="${escapeHtml(return_url)}">返回商城</a></p></main></body></html>`);
    },
  );

  app.post(
    '/api/pay/sandbox/:id/confirm',
    {
      schema: {
        params: cashierParams,
        querystring: cashierQuery,
        response: {
          303: z.null().meta({ description: 'Back to the return_url; the notify follows' }),
          400: gatewayRefusal,
          404: gatewayRefusal,
          ...refusals,
        },
      },
      config: { csrf: false },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { amount_fen, return_url, sign } = request.query;
      if (!gateway.cashierLinkValid({ paymentId: id, amountFen: amount_fen, returnUrl: return_url, sign }))
        return reply.code(400).type('text/plain; charset=utf-8').send(LINK_INVALID);
      const status = await paymentStatus(app.db, id);
      if (status === undefined)
        return reply.code(404).type('text/plain; charset=utf-8').send(NO_SUCH_PAYMENT);
      if (status === 'pending') deliver(gateway.notifyFor(id, amount_fen));
      return reply.redirect(locationOf(return_url), 303);
    },
  );

  /** Like a real gateway: late, twice, and again until the shop says success (a few tries). */
  function deliver(notify: ReturnType<SandboxGateway['notifyFor']>, attempt = 0): void {
    if (attempt >= 5) return;
    setTimeout(
      async () => {
        try {
          const answer = await app.inject({
            method: 'POST',
            url: '/api/pay/notify/sandbox',
            payload: notify,
          });
          if (answer.body !== 'success' || attempt === 0) deliver(notify, attempt + 1);
        } catch (error) {
          app.log.warn({ err: error }, 'sandbox notify delivery failed');
          deliver(notify, attempt + 1);
        }
      },
      notifyDelayMs * (attempt + 1),
    ).unref();
  }
};
