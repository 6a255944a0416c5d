import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminIdParams, buyerPageQuery, type Permission } from '@yaocai/domain/contracts/admin';
import { noteBody, type NoteTarget } from '@yaocai/domain/contracts/internal-notes';
import { internalNote, internalNotePage } from '@yaocai/domain/contracts/internal-notes-responses';
import { notFound } from '@yaocai/domain/errors';
import type { Executor } from '../db/client.ts';
import { ordersByIds } from '../modules/orders/order-lookup.service.ts';
import { addNote, notePage } from '../modules/operators/internal-notes.service.ts';
import { actorOf } from '../plugins/operator-session.ts';
import { answers, ok } from '../plugins/wire.ts';
import { existingBuyer } from './with-buyers.ts';

async function existingOrder(db: Executor, id: number): Promise<number> {
  if ((await ordersByIds(db, [id])).length === 0) throw notFound('订单不存在');
  return id;
}

/**
 * Internal notes on orders and buyers. Whoever may see the order (or the buyer) may read and add
 * notes: a note changes nothing of what it is about. Buyers have no route to them.
 */
const NOTED: Record<NoteTarget, { path: string; permission: Permission; exists: typeof existingOrder }> = {
  order: { path: '/api/admin/orders/:id/notes', permission: 'orders.read', exists: existingOrder },
  buyer: { path: '/api/admin/buyers/:id/notes', permission: 'buyers.read', exists: existingBuyer },
};

export const adminNotesRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [target, { path, permission, exists }] of Object.entries(NOTED) as [
    NoteTarget,
    (typeof NOTED)[NoteTarget],
  ][]) {
    const allowed = app.requirePermission(permission);

    app.get(
      path,
      {
        preValidation: allowed,
        schema: {
          params: adminIdParams,
          querystring: buyerPageQuery,
          response: answers(internalNotePage, 'signedIn'),
        },
      },
      async (request) =>
        ok(await notePage(app.db, target, await exists(app.db, request.params.id), request.query)),
    );

    app.post(
      path,
      {
        preValidation: allowed,
        schema: { params: adminIdParams, body: noteBody, response: answers(internalNote, 'signedIn') },
      },
      async (request) => {
        const id = await exists(app.db, request.params.id);
        const note = await app.db.transaction((tx) =>
          addNote(tx, actorOf(request), target, id, request.body.content),
        );
        return ok(note, '备注已添加');
      },
    );
  }
};
