import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminIdParams, newOperatorBody, operatorUpdateBody, roleBody } from '@yaocai/domain/contracts/admin';
import * as responses from '@yaocai/domain/contracts/admin-responses';
import { recordAudit } from '../modules/operators/audit.service.ts';
import {
  createRole,
  listOperators,
  listRoles,
  roleForOperator,
  updateOperator,
  updateRole,
} from '../modules/operators/operator-admin.service.ts';
import { insertOperator } from '../modules/operators/operators.service.ts';
import { actorOf, currentOperator } from '../plugins/operator-session.ts';
import { answers, ok } from '../plugins/wire.ts';

/** Operators and their roles (Saleor's permission groups): who may do what in the console. */
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
      await app.db.transaction(async (tx) => {
        const id = await createRole(tx, name, permissions);
        await recordAudit(tx, actorOf(request), {
          action: 'role.create',
          targetType: 'operator',
          targetId: `role:${id}`,
          after: { name, permissions },
        });
      });
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
      await app.db.transaction(async (tx) => {
        const { before } = await updateRole(tx, request.params.id, name, permissions);
        await recordAudit(tx, actorOf(request), {
          action: 'role.update',
          targetType: 'operator',
          targetId: `role:${request.params.id}`,
          before,
          after: { name, permissions },
        });
      });
      return ok(await listRoles(app.db), '角色已保存');
    },
  );

  app.get(
    '/api/admin/operators',
    { preValidation: manage, schema: { response: answers(z.array(responses.adminOperator), 'signedIn') } },
    async () => ok(await listOperators(app.db)),
  );

  app.post(
    '/api/admin/operators',
    {
      preValidation: manage,
      schema: { body: newOperatorBody, response: answers(z.array(responses.adminOperator), 'signedIn') },
    },
    async (request) => {
      const { username, name, password, role_id: roleId } = request.body;
      await roleForOperator(app.db, roleId);
      await app.db.transaction(async (tx) => {
        const id = await insertOperator(tx, { username, name, password }, roleId);
        await recordAudit(tx, actorOf(request), {
          action: 'operator.create',
          targetType: 'operator',
          targetId: id,
          after: { username, name, role_id: roleId },
        });
      });
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
      await app.db.transaction(async (tx) => {
        const { before } = await updateOperator(tx, currentOperator(request).id, request.params.id, {
          name,
          roleId,
          active,
        });
        await recordAudit(tx, actorOf(request), {
          action: 'operator.update',
          targetType: 'operator',
          targetId: request.params.id,
          before,
          after: { name, role_id: roleId, active },
        });
      });
      return ok(await listOperators(app.db), '已保存');
    },
  );
};
