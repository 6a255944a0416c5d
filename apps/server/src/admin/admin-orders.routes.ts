import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCancelOrderBody,
  adminIdParams,
  adminOrderListQuery,
  shipOrderBody,
} from '@yaocai/domain/contracts/admin';
import * as responses from '@yaocai/domain/contracts/admin-responses';
import type { Executor } from '../db/client.ts';
import { buyerIdsMatching, buyersManagedBy } from '../modules/accounts/buyer-review.service.ts';
import { adminOrderDetail, listAdminOrders } from '../modules/orders/order-admin.service.ts';
import { ordersExportBody } from '@yaocai/domain/contracts/admin-jobs';
import { sheetJob } from '@yaocai/domain/contracts/admin-responses';
import { recordAudit } from '../modules/operators/audit.service.ts';
import { createExportJob, sheetJobById, sheetJobWire } from '../modules/spreadsheets/sheet-jobs.service.ts';
import { ORDER_SEARCH_BUYERS_MAX, ordersExportJob, ordersToExport } from '../workflows/orders-export.job.ts';
import { exportFilterOf } from '../workflows/sheet-export.ts';
import { actorOf, currentOperator } from '../plugins/operator-session.ts';
import { chinaDayOf } from '@yaocai/domain/validation/dates';
import { answers, ok } from '../plugins/wire.ts';
import { withBuyers } from './with-buyers.ts';
import { cancelOrderForBuyer } from '../workflows/cancel-order.ts';
import { shipOrder } from '../workflows/ship-order.ts';
import { cancelUnshipped } from '../workflows/cancel-unshipped.ts';
import { orderTimeline as timelineOf } from '../workflows/order-timeline.ts';
import { orderTimeline } from '@yaocai/domain/contracts/order-timeline-responses';

async function orderDetail(db: Executor, id: number) {
  const [detail] = await withBuyers(db, [await adminOrderDetail(db, id)]);
  return detail!;
}

/** The console's orders: lists by state, one order, shipping, and cancelling (all or what is unshipped) with a refund. */
export const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = app.requirePermission('orders.read');

  app.get(
    '/api/admin/orders',
    {
      preValidation: read,
      schema: { querystring: adminOrderListQuery, response: answers(responses.adminOrderList, 'signedIn') },
    },
    async (request) => {
      const { keywords, manager_id: managerId } = request.query;
      const buyers = keywords ? await buyerIdsMatching(app.db, keywords, ORDER_SEARCH_BUYERS_MAX) : [];
      const managed = managerId === undefined ? undefined : buyersManagedBy(managerId);
      const page = await listAdminOrders(app.db, request.query, buyers, managed);
      return ok({ ...page, list: await withBuyers(app.db, page.list) });
    },
  );

  app.get(
    '/api/admin/orders/:id',
    {
      preValidation: read,
      schema: { params: adminIdParams, response: answers(responses.adminOrderDetail, 'signedIn') },
    },
    async (request) => ok(await orderDetail(app.db, request.params.id)),
  );

  app.get(
    '/api/admin/orders/:id/timeline',
    { preValidation: read, schema: { params: adminIdParams, response: answers(orderTimeline, 'signedIn') } },
    async (request) => ok(await timelineOf(app.db, request.params.id)),
  );

  app.post(
    '/api/admin/orders/:id/ship',
    {
      preValidation: app.requirePermission('orders.ship'),
      schema: {
        params: adminIdParams,
        body: shipOrderBody,
        response: answers(responses.adminOrderDetail, 'signedIn'),
      },
    },
    async (request) => {
      const { carrier, tracking_no: trackingNo, lines } = request.body;
      await shipOrder(app.db, actorOf(request), request.params.id, {
        carrier,
        trackingNo,
        lines: lines.map((line) => ({
          lineId: line.line_id,
          number: line.number,
          batchNo: line.batch_no,
          producedOn: chinaDayOf(line.produced_on),
          expiresOn: chinaDayOf(line.expires_on),
        })),
      });
      return ok(await orderDetail(app.db, request.params.id), '已发货');
    },
  );

  app.post(
    '/api/admin/orders/:id/cancel',
    {
      preValidation: app.requirePermission('orders.refund'),
      schema: {
        params: adminIdParams,
        body: adminCancelOrderBody,
        response: answers(responses.adminOrderDetail, 'signedIn'),
      },
    },
    async (request) => {
      await cancelOrderForBuyer(app.db, app.jobs, actorOf(request), request.params.id, request.body.reason);
      return ok(await orderDetail(app.db, request.params.id), '订单已取消');
    },
  );

  app.post(
    '/api/admin/orders/:id/cancel-unshipped',
    {
      preValidation: app.requirePermission('orders.refund'),
      schema: {
        params: adminIdParams,
        body: adminCancelOrderBody,
        response: answers(responses.adminOrderDetail, 'signedIn'),
      },
    },
    async (request) => {
      await cancelUnshipped(app.db, app.jobs, actorOf(request), request.params.id, request.body.reason);
      return ok(await orderDetail(app.db, request.params.id), '未发部分已取消');
    },
  );

  app.post(
    '/api/admin/orders/export',
    {
      preValidation: read,
      schema: { body: ordersExportBody, response: answers(sheetJob, 'signedIn') },
    },
    async (request) => {
      const filter = exportFilterOf(request.body);
      const total = await ordersToExport(app.db, filter);
      const jobId = await app.db.transaction(async (tx) => {
        const id = await createExportJob(tx, currentOperator(request).id, total, filter, 'orders_export');
        await app.jobs.enqueue(tx, ordersExportJob, { jobId: id });
        await recordAudit(tx, actorOf(request), {
          action: 'orders.export',
          targetType: 'job',
          targetId: id,
          after: { ...filter, total },
        });
        return id;
      });
      const job = await sheetJobById(app.db, jobId);
      return ok(sheetJobWire(job, currentOperator(request).name), '已开始导出');
    },
  );
};
