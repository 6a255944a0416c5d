import type { FastifyInstance } from 'fastify';
import { ORDER_STATUS_LABEL, type OrderStatus } from '@yaocai/domain/contracts/order';
import { PAY_METHOD_LABEL } from '@yaocai/domain/contracts/checkout';
import { fenToYuan } from '@yaocai/domain/money';
import { INT_MAX } from '@yaocai/domain/validation/numbers';
import { ordersExportBody } from '@yaocai/domain/contracts/admin-jobs';
import type { Database, Executor } from '../db/client.ts';
import { defineJob } from '../jobs/job.ts';
import { buyerIdsMatching, buyerLabels, buyersManagedBy } from '../modules/accounts/buyer-review.service.ts';
import { ordersWithLinesBefore } from '../modules/orders/order-export.service.ts';
import { orderConditions, orderIdIn } from '../modules/orders/order-filters.ts';
import { orderSearch, ordersByState, type OrderFilter } from '../modules/orders/orders-by-state.ts';
import { writeOrdersSheet, type OrderSheetLine } from '../modules/spreadsheets/orders-export.service.ts';
import { runSheetExport, sheetJobPolicy } from './sheet-export.ts';

/** Writes an orders export's file: the orders the console's list showed with the same filter. */
export const ordersExportJob = defineJob<{ jobId: number }>('orders.export', sheetJobPolicy);

const ORDERS_PER_PAGE = 500;
/** Buyers a search may name by company or phone, as the console's list allows. */
export const ORDER_SEARCH_BUYERS_MAX = 500;

/** A moment as the shop's staff read it: Beijing time to the minute. */
const beijing = (at: Date | null) =>
  at ? new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ') : '';

/** The orders a kept filter names, read again through the same contract as the request's body. */
async function ordersNamedBy(
  db: Executor,
  kept: Record<string, string>,
): Promise<{ filter: OrderFilter; state: number }> {
  const body = ordersExportBody.parse({ ...kept, ids: kept.ids?.split(',') });
  // Picked by hand: those orders, in whichever state they are now.
  if (body.ids) return { filter: { where: orderIdIn(body.ids) }, state: 0 };
  const { keywords, manager_id: managerId } = body;
  const buyers = keywords ? await buyerIdsMatching(db, keywords, ORDER_SEARCH_BUYERS_MAX) : [];
  const managed = managerId === undefined ? undefined : buyersManagedBy(managerId);
  return {
    filter: { where: orderConditions(body, managed), ...(keywords ? orderSearch(keywords, buyers) : {}) },
    state: body.state,
  };
}

/** How many orders an export of `kept` writes, counted as the list counts them. */
export async function ordersToExport(db: Executor, kept: Record<string, string>): Promise<number> {
  const { filter, state } = await ordersNamedBy(db, kept);
  const { counts } = await ordersByState(db, filter, { state, page: 1, page_size: 1 });
  return counts[String(state)] ?? 0;
}

export async function runOrdersExport(db: Database, jobId: number, signal: AbortSignal) {
  await runSheetExport<OrderSheetLine>(
    db,
    jobId,
    signal,
    INT_MAX,
    async (job, beforeId) => {
      const { filter, state } = await ordersNamedBy(db, job.filter);
      const page = await ordersWithLinesBefore(db, filter, state, beforeId, ORDERS_PER_PAGE);
      if (page.length === 0) return null;
      const labels = await buyerLabels(db, [...new Set(page.map(({ order }) => order.userId))]);
      const rows = page.flatMap(({ order, lines }) => {
        const buyer = labels.get(order.userId) ?? { company: '', phone: '' };
        return lines.map((line) => ({
          orderNo: order.orderNo,
          createdAt: beijing(order.createdAt),
          state: ORDER_STATUS_LABEL[order.status as OrderStatus] ?? String(order.status),
          company: buyer.company,
          phone: buyer.phone,
          name: line.name,
          spec: line.spec,
          manufacturer: line.manufacturer,
          warehouse: line.warehouseName,
          number: line.number,
          unitPrice: fenToYuan(line.unitPriceFen),
          amount: fenToYuan(line.amountFen),
          payable: fenToYuan(order.payableFen),
          payMethod: order.payMethod ? PAY_METHOD_LABEL[order.payMethod] : '',
          paidAt: beijing(order.paidAt),
          shippedAt: beijing(order.shippedAt),
        }));
      });
      return { rows, counted: page.length, cursor: page.at(-1)!.order.id };
    },
    writeOrdersSheet,
  );
}

export async function startOrdersExport(app: FastifyInstance): Promise<void> {
  await app.jobs.handle(ordersExportJob, ({ jobId }, { signal }) => runOrdersExport(app.db, jobId, signal));
}
