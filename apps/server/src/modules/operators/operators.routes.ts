import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminLoginBody, adminPasswordBody, auditListQuery } from '@yaocai/domain/contracts/admin';
import * as responses from '@yaocai/domain/contracts/admin-responses';
import type { Config } from '../../config.ts';
import { currentOperator } from '../../plugins/operator-session.ts';
import { answers, ok } from '../../plugins/wire.ts';
import { loginThrottle } from '../accounts/login-throttle.ts';
import { listAudit, recordAudit } from './audit.service.ts';
import {
  createOperatorSession,
  deleteOperatorSession,
  deleteOperatorSessions,
  findSessionOperator,
  OPERATOR_SESSION_COOKIE,
  type SignedInOperator,
} from './operator-sessions.service.ts';
import { authenticateOperator, checkCurrentPassword, setOperatorPassword } from './operators.service.ts';

const meOf = (operator: SignedInOperator) => ({
  id: operator.id,
  username: operator.username,
  name: operator.name,
  role: operator.role,
  permissions: [...operator.permissions],
});

/** The console's own calls: signing in and out, the operator's account, the audit log. */
export const operatorsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const passwordAttempts = loginThrottle(app, config.login);
  const cookie = { path: '/', httpOnly: true, sameSite: 'lax', secure: config.cookieSecure } as const;

  const endSession = async (request: FastifyRequest) => {
    const token = request.cookies[OPERATOR_SESSION_COOKIE];
    if (token) await deleteOperatorSession(app.db, token);
  };

  const signIn = async (request: FastifyRequest, reply: FastifyReply, operatorId: number) => {
    await endSession(request);
    const session = await createOperatorSession(app.db, operatorId, config.adminSessionHours, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    reply.setCookie(OPERATOR_SESSION_COOKIE, session.token, { ...cookie, expires: session.expiresAt });
    reply.rotateCsrf();
    const operator = await findSessionOperator(app.db, session.token);
    return meOf(operator!);
  };

  app.post(
    '/api/admin/session',
    { schema: { body: adminLoginBody, response: answers(responses.operatorMe, 'throttled') } },
    async (request, reply) => {
      const operatorId = await authenticateOperator(app.db, request.body, passwordAttempts(request, reply));
      return ok(await signIn(request, reply, operatorId), '登录成功');
    },
  );

  app.delete('/api/admin/session', { schema: { response: answers(z.null()) } }, async (request, reply) => {
    await endSession(request);
    reply.clearCookie(OPERATOR_SESSION_COOKIE, { path: '/' });
    reply.rotateCsrf();
    return ok(null, '已退出登录');
  });

  app.get(
    '/api/admin/me',
    { preValidation: app.requireOperator, schema: { response: answers(responses.operatorMe, 'signedIn') } },
    async (request) => ok(meOf(currentOperator(request))),
  );

  app.put(
    '/api/admin/me/password',
    {
      preValidation: app.requireOperator,
      schema: { body: adminPasswordBody, response: answers(responses.operatorMe, 'signedIn', 'throttled') },
    },
    async (request, reply) => {
      const operator = currentOperator(request);
      const { old_password: oldPassword, password } = request.body;
      const attempts = passwordAttempts(request, reply);
      await checkCurrentPassword(app.db, operator.id, { oldPassword, password }, attempts);
      await app.db.transaction(async (tx) => {
        await setOperatorPassword(tx, operator.id, password);
        await recordAudit(
          tx,
          { operatorId: operator.id, ip: request.ip },
          { action: 'operator.password', targetType: 'operator', targetId: operator.id },
        );
        // Every session of this operator ends; this browser gets a new one below.
        await deleteOperatorSessions(tx, operator.id);
      });
      return ok(await signIn(request, reply, operator.id), '密码已修改');
    },
  );

  app.get(
    '/api/admin/audit',
    {
      preValidation: app.requirePermission('audit.read'),
      schema: { querystring: auditListQuery, response: answers(responses.auditList, 'signedIn') },
    },
    async (request) => ok(await listAudit(app.db, request.query)),
  );
};
