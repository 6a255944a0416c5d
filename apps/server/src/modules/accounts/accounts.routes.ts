import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createCodeBody,
  forgotPasswordBody,
  invoiceInfoBody,
  loginBody,
  phoneParams,
  registerBody,
  resetPasswordBody,
  updateUserInfoBody,
} from '@yaocai/domain/contracts/user';
import type { SmsProvider } from './sms/sms-provider.ts';
import type { UserState } from '@yaocai/domain/contracts/user';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { currentUserId } from '../../plugins/session.ts';
import * as responses from '@yaocai/domain/contracts/user-responses';
import { z } from 'zod';
import { EncodedAnswers } from '../../cache/encoded-answers.ts';
import { answers, ok, okBytes, sendJson } from '../../plugins/wire.ts';
import {
  authenticate,
  changePassword,
  codeScene,
  invoiceInfoOf,
  isPhoneTaken,
  registerBuyer,
  resetForgottenPassword,
  saveInvoiceInfo,
  updateUserInfo,
} from './accounts.service.ts';
import { loginThrottle } from './login-throttle.ts';
import { clearSessionCookies, setSessionCookies } from './session-cookies.ts';
import { createSession, deleteSession, SESSION_COOKIE } from './sessions.service.ts';
import { issueCode } from './sms-codes.service.ts';

export interface AccountsOptions {
  config: Config;
  sms: SmsProvider;
  /**
   * The User state of spec §3, which takes in other modules' figures (cart, messages, settings): the
   * same object while the buyer's state stands, so its answer is encoded once.
   */
  userState: (db: Executor, userId: number) => Promise<UserState>;
}

export const accountsRoutes: FastifyPluginAsyncZod<AccountsOptions> = async (
  app,
  { config, sms, userState },
) => {
  const passwordAttempts = loginThrottle(app, config.login);
  const encodedStates = new EncodedAnswers<UserState>();
  // These three tell whether a phone has an account, so together they get one budget per address.
  const phoneLookups: RateLimitOptions = {
    max: config.phoneLookupMaxPerMinute,
    timeWindow: 60_000,
    groupId: 'phone-lookup',
    hook: 'preHandler',
  };

  /** Ends the session the browser came with, if any: a session id is never carried across a sign-in. */
  const endSession = async (request: FastifyRequest) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    await deleteSession(app.db, token);
    app.sessions.forgetToken(token);
  };

  /** A new session id and a new CSRF token, whatever the browser had before. */
  const signIn = async (request: FastifyRequest, reply: FastifyReply, userId: number) => {
    await endSession(request);
    const session = await createSession(app.db, userId, config.sessionTtlDays, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    setSessionCookies(reply, session, config.cookieSecure);
    reply.rotateCsrf();
  };

  app.post(
    '/api/user/register',
    {
      schema: { body: registerBody, response: answers(responses.userState, 'throttled') },
      config: { rateLimit: phoneLookups },
    },
    async (request, reply) => {
      const userId = await registerBuyer(app.db, request.body);
      await signIn(request, reply, userId);
      return ok(await userState(app.db, userId), '注册成功，请等待资质审核');
    },
  );

  app.post(
    '/api/user/login',
    { schema: { body: loginBody, response: answers(responses.userState, 'throttled') } },
    async (request, reply) => {
      const userId = await authenticate(app.db, request.body, passwordAttempts(request, reply));
      await signIn(request, reply, userId);
      return ok(await userState(app.db, userId), '登录成功');
    },
  );

  app.delete('/api/user/logout', { schema: { response: answers(z.null()) } }, async (request, reply) => {
    await endSession(request);
    clearSessionCookies(reply);
    reply.rotateCsrf();
    return ok(null, '已安全退出');
  });

  app.post(
    '/api/user/create_code',
    {
      schema: { body: createCodeBody, response: answers(responses.codeSent, 'throttled') },
      config: { rateLimit: phoneLookups },
    },
    async (request) => {
      const { phone } = request.body;
      const scene = await codeScene(app.db, request.userId, phone, request.body.scene);
      return ok(await issueCode(app.db, sms, config.sms, { phone, scene, ip: request.ip }), '验证码已发送');
    },
  );

  app.post(
    '/api/user/forgot_password',
    {
      schema: { body: forgotPasswordBody, response: answers(z.null(), 'throttled') },
      config: { rateLimit: phoneLookups },
    },
    async (request) => {
      await resetForgottenPassword(app.db, request.body);
      return ok(null, '密码已重置，请使用新密码登录');
    },
  );

  app.get(
    '/api/user/phone/:phone',
    {
      schema: { params: phoneParams, response: answers(responses.phoneTaken, 'throttled') },
      config: { rateLimit: phoneLookups },
    },
    async (request) => ok({ exists: await isPhoneTaken(app.db, request.params.phone) }),
  );

  app.get(
    '/api/user/base',
    { preHandler: app.requireUser, schema: { response: answers(responses.userState, 'signedIn') } },
    async (request, reply) => {
      const state = await userState(app.db, currentUserId(request));
      return sendJson(
        reply,
        encodedStates.get(state, 'ok', () => okBytes(reply)(state)),
      );
    },
  );

  app.post(
    '/api/user/updateUserInfo',
    {
      preHandler: app.requireUser,
      schema: { body: updateUserInfoBody, response: answers(z.null(), 'signedIn') },
    },
    async (request) => {
      await updateUserInfo(app.db, currentUserId(request), request.body);
      return ok(null, '修改成功');
    },
  );

  app.get(
    '/api/user/invoice_info',
    { preHandler: app.requireUser, schema: { response: answers(responses.invoiceInfo, 'signedIn') } },
    async (request) => ok(await invoiceInfoOf(app.db, currentUserId(request))),
  );

  app.post(
    '/api/user/invoice_info',
    {
      preHandler: app.requireUser,
      schema: { body: invoiceInfoBody, response: answers(responses.invoiceInfo, 'signedIn') },
    },
    async (request) => {
      const userId = currentUserId(request);
      await saveInvoiceInfo(app.db, userId, request.body);
      return ok(await invoiceInfoOf(app.db, userId), '开票信息已保存');
    },
  );

  app.post(
    '/api/user/resetPassword',
    {
      preHandler: app.requireUser,
      schema: { body: resetPasswordBody, response: answers(z.null(), 'signedIn', 'throttled') },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      await changePassword(app.db, userId, request.body, passwordAttempts(request, reply));
      app.sessions.forgetUser(userId);
      await signIn(request, reply, userId);
      return ok(null, '密码已修改');
    },
  );
};
