import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  listViewBody,
  listViewReaders,
  listViewIdParams,
  listViewsQuery,
  mayViewList,
  type ListViewList,
} from '@yaocai/domain/contracts/admin-list-views';
import { listView } from '@yaocai/domain/contracts/admin-list-views-responses';
import { forbidden } from '@yaocai/domain/errors';
import { deleteListView, listViewsOf, saveListView } from '../modules/operators/list-views.service.ts';
import { currentOperator } from '../plugins/operator-session.ts';
import { answers, ok } from '../plugins/wire.ts';

/** Views of a list only for operators who may read it. */
function ownerOf(request: FastifyRequest, list: ListViewList) {
  const operator = currentOperator(request);
  if (!mayViewList(operator.permissions, list)) throw forbidden('您没有此操作的权限');
  return operator.id;
}

/** Each operator's own named views of the console's lists (filters, sort, columns), kept for them alone. */
export const adminListViewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const reader = app.requireAnyPermission(listViewReaders);

  app.get(
    '/api/admin/list-views',
    {
      preValidation: reader,
      schema: { querystring: listViewsQuery, response: answers(z.array(listView), 'signedIn') },
    },
    async (request) =>
      ok(await listViewsOf(app.db, ownerOf(request, request.query.list), request.query.list)),
  );

  app.post(
    '/api/admin/list-views',
    { preValidation: reader, schema: { body: listViewBody, response: answers(listView, 'signedIn') } },
    async (request) =>
      ok(await saveListView(app.db, ownerOf(request, request.body.list), request.body), '视图已保存'),
  );

  app.delete(
    '/api/admin/list-views/:id',
    { preValidation: reader, schema: { params: listViewIdParams, response: answers(z.null(), 'signedIn') } },
    async (request) => {
      await deleteListView(app.db, currentOperator(request).id, request.params.id);
      return ok(null, '视图已删除');
    },
  );
};
