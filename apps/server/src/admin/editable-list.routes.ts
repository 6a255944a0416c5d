import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminIdParams } from '@yaocai/domain/contracts/admin';
import {
  deleteRow,
  insertRow,
  listRows,
  updateRow,
  type AnyEditableList,
  type Row,
} from '../db/editable-lists.ts';
import { recordAudit, type AuditTarget } from '../modules/operators/audit.service.ts';
import { actorOf } from '../plugins/operator-session.ts';
import { answers, ok } from '../plugins/wire.ts';

interface EditableListAccess {
  /** The list's path is `${base}/${list.name}`. */
  base: string;
  read: preValidationHookHandler;
  write: preValidationHookHandler;
  targetType: AuditTarget;
  /** Runs after each change has committed (a cache to forget). */
  changed?: () => Promise<void> | void;
}

/** The console's calls for one editable list: read it whole, add, change and delete rows, each audited. */
export function registerEditableList(
  app: FastifyInstance,
  list: AnyEditableList,
  { base, read, write, targetType, changed }: EditableListAccess,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const path = `${base}/${list.name}`;
  const wire = (row: Row) => list.toWire(row);
  const action = (verb: string) => `${targetType}.${list.name}.${verb}`;
  const target = (id: unknown) => `${list.name}:${String(id)}`;

  routes.get(
    path,
    {
      preValidation: read,
      schema: { querystring: list.query ?? z.object({}), response: answers(z.array(list.wire), 'signedIn') },
    },
    async (request) => {
      const where = list.where?.(request.query as Record<string, unknown>);
      return ok((await listRows(app.db, list, where)).map(wire));
    },
  );

  routes.post(
    path,
    { preValidation: write, schema: { body: list.body, response: answers(list.wire, 'signedIn') } },
    async (request) => {
      const row = await app.db.transaction(async (tx) => {
        const inserted = await insertRow(tx, list, request.body);
        await recordAudit(tx, actorOf(request), {
          action: action('create'),
          targetType,
          targetId: target(inserted.id),
          after: wire(inserted),
        });
        return inserted;
      });
      await changed?.();
      return ok(wire(row), `${list.label}已添加`);
    },
  );

  routes.put(
    `${path}/:id`,
    {
      preValidation: write,
      schema: { params: adminIdParams, body: list.body, response: answers(list.wire, 'signedIn') },
    },
    async (request) => {
      const { id } = request.params;
      const row = await app.db.transaction(async (tx) => {
        const { before, after } = await updateRow(tx, list, id, request.body);
        await recordAudit(tx, actorOf(request), {
          action: action('update'),
          targetType,
          targetId: target(id),
          before: wire(before),
          after: wire(after),
        });
        return after;
      });
      await changed?.();
      return ok(wire(row), '已保存');
    },
  );

  routes.delete(
    `${path}/:id`,
    { preValidation: write, schema: { params: adminIdParams, response: answers(z.null(), 'signedIn') } },
    async (request) => {
      const { id } = request.params;
      await app.db.transaction(async (tx) => {
        const before = await deleteRow(tx, list, id);
        await recordAudit(tx, actorOf(request), {
          action: action('delete'),
          targetType,
          targetId: target(id),
          before: wire(before),
        });
      });
      await changed?.();
      return ok(null, `${list.label}已删除`);
    },
  );
}
