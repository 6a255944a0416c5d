import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createCodeBody,
  loginBody,
  phoneParams,
  registerBody,
  resetPasswordBody,
  updateUserInfoBody,
} from '@yaocai/domain/contracts/user';
import type { SmsProvider } from './sms/sms-provider.ts';
import type { Config } from '../../config.ts';
import { currentUserId } from '../../plugins/session.ts';
import { ok } from '../../plugins/wire.ts';
import {
  assertPhoneFree,
  authenticate,
  changePassword,
  getUserState,
  isPhoneTaken,
  registerBuyer,
  updateUserInfo,
} from './accounts.service.ts';
import { createSession, deleteOtherSessions, deleteSession, SESSION_COOKIE } from './sessions.service.ts';
import { issueCode } from './sms-codes.service.ts';

export interface AccountsOptions {
  config: Config;
  sms: SmsProvider;
}

export const accountsRoutes: FastifyPluginAsyncZod<AccountsOptions> = async (app, { config, sms }) => {
  const signIn = async (reply: FastifyReply, userId: number, ip: string, userAgent: string | undefined) => {
    const session = await createSession(app.db, userId, config.sessionTtlDays, { ip, userAgent });
    reply.setCookie(SESSION_COOKIE, session.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.cookieSecure,
      expires: session.expiresAt,
    });
  };

  app.post('/api/user/register', { schema: { body: registerBody } }, async (request, reply) => {
    const userId = await registerBuyer(app.db, request.body);
    await signIn(reply, userId, request.ip, request.headers['user-agent']);
    return ok(await getUserState(app.db, userId), '注册成功，请等待资质审核');
  });

  app.post('/api/user/login', { schema: { body: loginBody } }, async (request, reply) => {
    const userId = await authenticate(app.db, config.login, request.body, request.ip);
    await signIn(reply, userId, request.ip, request.headers['user-agent']);
    return ok(await getUserState(app.db, userId), '登录成功');
  });

  app.delete('/api/user/logout', async (request, reply) => {
    if (request.sessionToken) {
      await deleteSession(app.db, request.sessionToken);
      app.sessions.forgetToken(request.sessionToken);
    }
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return ok(null, '已安全退出');
  });

  app.post('/api/user/create_code', { schema: { body: createCodeBody } }, async (request) => {
    const scene = request.userId === null ? 'register' : 'change_phone';
    await assertPhoneFree(app.db, request.body.phone);
    return ok(
      await issueCode(app.db, sms, config.sms, { phone: request.body.phone, scene, ip: request.ip }),
      '验证码已发送',
    );
  });

  app.get('/api/user/phone/:phone', { schema: { params: phoneParams } }, async (request) =>
    ok({ exists: await isPhoneTaken(app.db, request.params.phone) }),
  );

  app.get('/api/user/base', { preHandler: app.requireUser }, async (request) =>
    ok(await getUserState(app.db, currentUserId(request))),
  );

  app.post(
    '/api/user/updateUserInfo',
    { preHandler: app.requireUser, schema: { body: updateUserInfoBody } },
    async (request) => {
      await updateUserInfo(app.db, currentUserId(request), request.body);
      return ok(null, '修改成功');
    },
  );

  app.post(
    '/api/user/resetPassword',
    { preHandler: app.requireUser, schema: { body: resetPasswordBody } },
    async (request) => {
      const userId = currentUserId(request);
      await changePassword(app.db, userId, request.body.password);
      if (request.sessionToken) await deleteOtherSessions(app.db, userId, request.sessionToken);
      app.sessions.forgetUser(userId);
      return ok(null, '密码已修改');
    },
  );
};
