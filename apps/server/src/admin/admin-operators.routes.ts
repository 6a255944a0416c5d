import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminIdParams, newOperatorBody, operatorUpdateBody, roleBody } from '@yaocai/domain/contracts/admin';
import * as responses from '@yaocai/domain/contracts/admin-responses';
import { operatorListQuery } from '@yaocai/domain/contracts/operator-list';
import { pagedOf } from '@yaocai/domain/contracts/wire';
import { auditedChange } from '../modules/operators/audit.service.ts';
import {
  addOperator,
  createRole,
  listOperators,
  listRoles,
  updateOperator,
  updateRole,
} from '../modules/operators/operator-admin.service.ts';
import { operatorPage } from '../modules/operators/operator-list.service.ts';
import { actorOf, currentOperator } from '../plugins/operator-session.ts';
import { answers, ok } from '../plugins/wire.ts';

/** What an audit row of these routes says: roles and operators are both under `operator`. */
const attempt = (action: string, targetId: number | string, after: Record<string, unknown>) => ({
  action,
  targetType: 'operator' as const,
  targetId,
  after,
});

/**
 * Operators and their roles (Saleor's permission groups): who may do what in the console. An
 * operator grants only what it holds (operator-grants.service.ts); refused attempts are audited too.
 */
export const adminOperatorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = app.requirePermission('operators.manage');

  app.get(
    '/api/admin/roles',
    { preValidation: manage, schema: { response: answers(z.array(responses.adminRole), 'signedIn') } },
    async () => ok(await listRoles(app.db)),
  );

  app.post(
    '/api/admin/roles',
    {
      preValidation: manage,
      schema: { body: roleBody, response: answers(z.array(responses.adminRole), 'signedIn') },
    },
    async (request) => {
      const { name, permissions } = request.body;
      const made = attempt('role.create', 'role:new', { name, permissions });
      await auditedChange(app.db, actorOf(request), made, async (tx) => ({
        targetId: `role:${await createRole(tx, currentOperator(request), name, permissions)}`,
      }));
      return ok(await listRoles(app.db), '角色已创建');
    },
  );

  app.put(
    '/api/admin/roles/:id',
    {
      preValidation: manage,
      schema: {
        params: adminIdParams,
        body: roleBody,
        response: answers(z.array(responses.adminRole), 'signedIn'),
      },
    },
    async (request) => {
      const { name, permissions } = request.body;
      const { id } = request.params;
      const edit = attempt('role.update', `role:${id}`, { name, permissions });
      await auditedChange(app.db, actorOf(request), edit, (tx) =>
        updateRole(tx, currentOperator(request), id, name, permissions),
      );
      return ok(await listRoles(app.db), '角色已保存');
    },
  );

  app.get(
    '/api/admin/operators',
    {
      preValidation: manage,
      schema: {
        querystring: operatorListQuery,
        response: answers(pagedOf(responses.adminOperator), 'signedIn'),
      },
    },
    async (request) => ok(await operatorPage(app.db, request.query)),
  );

  app.post(
    '/api/admin/operators',
    {
      preValidation: manage,
      schema: { body: newOperatorBody, response: answers(z.array(responses.adminOperator), 'signedIn') },
    },
    async (request) => {
      const { username, name, password, role_id: roleId } = request.body;
      const made = attempt('operator.create', 'new', { username, name, role_id: roleId });
      await auditedChange(app.db, actorOf(request), made, async (tx) => ({
        targetId: await addOperator(tx, currentOperator(request), { username, name, password }, roleId),
      }));
      return ok(await listOperators(app.db), '操作员已创建');
    },
  );

  app.put(
    '/api/admin/operators/:id',
    {
      preValidation: manage,
      schema: {
        params: adminIdParams,
        body: operatorUpdateBody,
        response: answers(z.array(responses.adminOperator), 'signedIn'),
      },
    },
    async (request) => {
      const { name, role_id: roleId, active } = request.body;
      const { id } = request.params;
      const edit = attempt('operator.update', id, { name, role_id: roleId, active });
      await auditedChange(app.db, actorOf(request), edit, (tx) =>
        updateOperator(tx, currentOperator(request), id, { name, roleId, active }),
      );
      return ok(await listOperators(app.db), '已保存');
    },
  );
};
