import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@yaocai/domain/validation/text';
import { WECHAT_MESSAGES, wechatCallbackQuery } from '@yaocai/domain/contracts/user';
import { wechatBinding } from '@yaocai/domain/contracts/user-responses';
import { DomainError } from '@yaocai/domain/errors';
import { currentUserId } from '../../../plugins/session.ts';
import { answers, ok, refusals } from '../../../plugins/wire.ts';
import { DevWechatProvider } from './dev-wechat-provider.ts';
import type { WechatProvider } from './wechat-provider.ts';
import { bindWechat, unbindWechat, wechatBindingOf } from './wechat.service.ts';

const STATE_COOKIE = 'wx_bind_state';
const BINDING_PAGE = '/user/wechat';
const CALLBACK = '/api/user/wechat/callback';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const sameState = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** 绑定微信 (zhzx_bdwx): bind the buyer's WeChat through the provider, and unbind it. */
export const wechatRoutes: FastifyPluginAsyncZod<{ provider: WechatProvider }> = async (
  app,
  { provider },
) => {
  app.get(
    '/api/user/wechat',
    { onRequest: app.requireUser, schema: { response: answers(wechatBinding, 'signedIn') } },
    async (request) => ok(await wechatBindingOf(app.db, currentUserId(request))),
  );

  app.post(
    '/api/user/wechat/bind',
    { onRequest: app.requireUser, schema: { response: answers(z.object({ url: z.string() }), 'signedIn') } },
    async (request, reply) => {
      const state = randomBytes(16).toString('hex');
      reply.setCookie(STATE_COOKIE, state, { path: CALLBACK, httpOnly: true, sameSite: 'lax', maxAge: 600 });
      return ok({ url: provider.authorizeUrl({ state, redirectUri: CALLBACK }) });
    },
  );

  app.get(
    CALLBACK,
    {
      onRequest: app.requireUser,
      schema: {
        querystring: wechatCallbackQuery,
        response: { 303: z.null().meta({ description: 'Back to the binding page' }), ...refusals },
      },
    },
    async (request, reply) => {
      const expected = request.cookies[STATE_COOKIE];
      reply.clearCookie(STATE_COOKIE, { path: CALLBACK });
      const { code, state } = request.query;
      const identity =
        code && state && expected && sameState(state, expected) ? await provider.exchangeCode(code) : null;
      if (!identity) return reply.redirect(`${BINDING_PAGE}?error=failed`, 303);
      try {
        await bindWechat(app.db, currentUserId(request), identity);
      } catch (error) {
        if (error instanceof DomainError) return reply.redirect(`${BINDING_PAGE}?error=taken`, 303);
        throw error;
      }
      return reply.redirect(`${BINDING_PAGE}?bound=1`, 303);
    },
  );

  app.delete(
    '/api/user/unbind_wechat',
    { onRequest: app.requireUser, schema: { response: answers(z.null(), 'signedIn') } },
    async (request) => {
      await unbindWechat(app.db, currentUserId(request));
      return ok(null, WECHAT_MESSAGES.unbound);
    },
  );

  if (provider instanceof DevWechatProvider) registerDevAuthorizePage(app, provider);
};

/** The development provider's stand-in for WeChat's authorization page. */
function registerDevAuthorizePage(app: Parameters<FastifyPluginAsyncZod>[0], provider: DevWechatProvider) {
  const query = z.object({
    state: z.string().max(128),
    redirect_uri: z.literal(CALLBACK),
    nickname: text('微信昵称', 30).optional(),
  });
  app.get(
    '/api/wechat/dev/authorize',
    {
      schema: {
        querystring: query,
        response: {
          200: { content: { 'text/html': { schema: z.string().meta({ description: 'The page' }) } } },
          303: z.null().meta({ description: 'Back to the shop with a code' }),
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const { state, redirect_uri, nickname } = request.query;
      if (nickname) {
        const code = provider.issueCode(nickname);
        return reply.redirect(`${redirect_uri}?${new URLSearchParams({ code, state }).toString()}`, 303);
      }
      return reply.type('text/html; charset=utf-8')
        .send(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<title>微信授权（开发环境）</title><style>body{font-family:sans-serif;background:#f5f5f5;margin:0}main{max-width:420px;margin:80px auto;background:#fff;padding:32px;border-radius:8px}
.tag{display:inline-block;background:#fff7e6;color:#ad4e00;border:1px solid #ffd591;padding:2px 8px;border-radius:4px;font-size:12px}
label{display:block;margin:16px 0 8px}input{width:100%;padding:8px;box-sizing:border-box}button{margin-top:16px;width:100%;padding:12px;font-size:16px;background:#07c160;color:#fff;border:0;border-radius:6px}</style></head>
<body><main><span class="tag">开发环境 · 模拟微信授权，不连接微信</span><h1>微信授权</h1><p>药采网申请获取你的微信昵称，用于绑定账号。</p>
<form method="get" action="/api/wechat/dev/authorize"><input type="hidden" name="state" value="${escapeHtml(state)}">
<input type="hidden" name="redirect_uri" value="${escapeHtml(redirect_uri)}"><label for="nickname">微信昵称（同一昵称即同一微信用户）</label>
<input id="nickname" name="nickname" value="微信测试用户" maxlength="30"><button type="submit">确认授权</button></form></main></body></html>`);
    },
  );
}
