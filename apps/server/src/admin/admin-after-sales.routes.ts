import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAfterSaleListQuery,
  afterSaleParams,
  rejectAfterSaleBody,
} from '@yaocai/domain/contracts/after-sales';
import {
  adminAfterSale as adminAfterSaleAnswer,
  adminAfterSaleList,
} from '@yaocai/domain/contracts/after-sales-responses';
import type { Executor } from '../db/client.ts';
import { adminAfterSale, listAfterSales } from '../modules/after-sales/after-sales.service.ts';
import { actorOf } from '../plugins/operator-session.ts';
import { answers, ok } from '../plugins/wire.ts';
import { withBuyers } from './with-buyers.ts';
import { approveAfterSale, receiveReturn, rejectAfterSale } from '../workflows/after-sales.ts';

async function detail(db: Executor, id: number) {
  const [one] = await withBuyers(db, [await adminAfterSale(db, id)]);
  return one!;
}

/** The console's after-sales: requests by state, one request, and approving, refusing or receiving a return. */
export const adminAfterSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = app.requirePermission('orders.read');
  const refund = app.requirePermission('orders.refund');
  const change = { params: afterSaleParams, response: answers(adminAfterSaleAnswer, 'signedIn') };

  app.get(
    '/api/admin/after-sales',
    {
      preValidation: read,
      schema: { querystring: adminAfterSaleListQuery, response: answers(adminAfterSaleList, 'signedIn') },
    },
    async (request) => {
      const page = await listAfterSales(app.db, request.query);
      return ok({ ...page, list: await withBuyers(app.db, page.list) });
    },
  );

  app.get('/api/admin/after-sales/:id', { preValidation: read, schema: change }, async (request) =>
    ok(await detail(app.db, request.params.id)),
  );

  app.post(
    '/api/admin/after-sales/:id/approve',
    { preValidation: refund, schema: change },
    async (request) => {
      const moved = await approveAfterSale(app.db, app.jobs, actorOf(request), request.params.id);
      const message = moved.status === 'returning' ? '已同意退货，等待买家寄回' : '已同意并退款';
      return ok(await detail(app.db, request.params.id), message);
    },
  );

  app.post(
    '/api/admin/after-sales/:id/receive',
    { preValidation: refund, schema: change },
    async (request) => {
      await receiveReturn(app.db, app.jobs, actorOf(request), request.params.id);
      return ok(await detail(app.db, request.params.id), '已确认收到退货并退款');
    },
  );

  app.post(
    '/api/admin/after-sales/:id/reject',
    { preValidation: refund, schema: { ...change, body: rejectAfterSaleBody } },
    async (request) => {
      await rejectAfterSale(app.db, actorOf(request), request.params.id, request.body.reason);
      return ok(await detail(app.db, request.params.id), '已拒绝售后申请');
    },
  );
};
