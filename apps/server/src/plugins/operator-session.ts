import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Permission } from '@yaocai/domain/contracts/admin';
import { LIVE_PATH } from '@yaocai/domain/contracts/chat';
import { forbidden, notLoggedIn } from '@yaocai/domain/errors';
import {
  findSessionOperator,
  OPERATOR_SESSION_COOKIE,
  type SignedInOperator,
} from '../modules/operators/operator-sessions.service.ts';
import { FILES_PATHS } from '../modules/files/images.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in operator on /api/admin calls and private files (buyers' licence scans), or null.
     * A buyer's session never counts here.
     */
    operator: SignedInOperator | null;
  }
  interface FastifyInstance {
    /** preValidation hook for console calls open to any signed-in operator (401 otherwise). */
    requireOperator: preValidationAsyncHookHandler;
    /** preValidation hook for console calls that need a permission: 401 without an operator, 403 without it. */
    requirePermission(permission: Permission): preValidationAsyncHookHandler;
    /** As requirePermission, for calls that any one of `permissions` opens (each record then checked). */
    requireAnyPermission(permissions: readonly Permission[]): preValidationAsyncHookHandler;
  }
}

/** Checked before a request is validated: a stranger learns nothing of a console call, not even its rules. */
const ADMIN_API = '/api/admin/';
// The live connection (/api/ws) serves the desk as well as buyers.
const OPERATOR_PATHS = [ADMIN_API, FILES_PATHS.private, LIVE_PATH];

export const operatorSessionPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest<SignedInOperator | null>('operator', null);
  app.addHook('onRequest', async (request) => {
    if (!OPERATOR_PATHS.some((path) => request.url.startsWith(path))) return;
    const token = request.cookies[OPERATOR_SESSION_COOKIE];
    if (token) request.operator = await findSessionOperator(app.db, token);
  });
  const requireOperator = async (request: FastifyRequest) => {
    if (request.operator === null) throw notLoggedIn();
  };
  app.decorate('requireOperator', requireOperator);
  const requireAnyPermission = (permissions: readonly Permission[]) => async (request: FastifyRequest) => {
    await requireOperator(request);
    const held = request.operator!.permissions;
    if (!permissions.some((permission) => held.has(permission))) throw forbidden('您没有此操作的权限');
  };
  app.decorate('requireAnyPermission', requireAnyPermission);
  app.decorate('requirePermission', (permission: Permission) => requireAnyPermission([permission]));
});

/** The signed-in operator; only for handlers behind requireOperator or requirePermission. */
export function currentOperator(request: FastifyRequest): SignedInOperator {
  if (request.operator === null) throw notLoggedIn();
  return request.operator;
}

/** Who makes a change, for the audit log. */
export const actorOf = (request: FastifyRequest) => ({
  operatorId: currentOperator(request).id,
  ip: request.ip,
});
