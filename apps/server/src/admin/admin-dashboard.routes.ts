import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardQuery, LOW_STOCK_BELOW, NEAR_EXPIRY_DAYS } from '@yaocai/domain/contracts/admin';
import * as responses from '@yaocai/domain/contracts/admin-responses';
import { fenToYuan } from '@yaocai/domain/money';
import { countPendingBuyers } from '../modules/accounts/buyer-review.service.ts';
import { countWaitingAfterSales } from '../modules/after-sales/after-sales.service.ts';
import { countWaitingRequests } from '../modules/buyer-requests/buyer-requests.service.ts';
import { deskFigures } from '../modules/chat/chat-desk.service.ts';
import { stockAlerts } from '../modules/catalog/goods-bulk.service.ts';
import { answers, ok } from '../plugins/wire.ts';
import { lastDays, salesReport } from '../workflows/sales-report.ts';

/** The period shown when the operator has chosen none. */
const DEFAULT_DAYS = 7;

/** The console's first page: sales over a period, net of refunds, and what waits for someone. */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/dashboard',
    {
      preValidation: app.requirePermission('dashboard.read'),
      schema: { querystring: dashboardQuery, response: answers(responses.dashboard, 'signedIn') },
    },
    async (request) => {
      const chosen = request.query;
      const { from, to } =
        chosen.from && chosen.to ? { from: chosen.from, to: chosen.to } : lastDays(DEFAULT_DAYS);
      const [sales, buyersPending, alerts, afterSalesWaiting, requestsWaiting, desk] = await Promise.all([
        salesReport(app.db, from, to),
        countPendingBuyers(app.db),
        stockAlerts(app.db, LOW_STOCK_BELOW, NEAR_EXPIRY_DAYS),
        countWaitingAfterSales(app.db),
        countWaitingRequests(app.db),
        deskFigures(app.db),
      ]);
      return ok({
        from: sales.firstDay,
        to: sales.lastDay,
        sales: fenToYuan(sales.salesFen),
        sales_fen: sales.salesFen,
        paid_fen: sales.paidFen,
        refunded_fen: sales.refundedFen,
        orders: sales.orders,
        paying_buyers: sales.payingBuyers,
        average_order: fenToYuan(sales.orders > 0 ? Math.round(sales.salesFen / sales.orders) : 0),
        buyers_pending: buyersPending,
        orders_to_ship: sales.toShip,
        after_sales_waiting: afterSalesWaiting,
        purchase_requests_waiting: requestsWaiting,
        chat: desk,
        low_stock: alerts.lowStock,
        near_expiry: alerts.nearExpiry,
        daily: sales.daily.map((row) => ({
          day: row.day,
          sales_fen: row.salesFen,
          refunded_fen: row.refundedFen,
          orders: row.orders,
        })),
        top_goods: sales.topGoods.map((row) => ({
          name: row.name,
          amount_fen: row.amountFen,
          number: row.number,
        })),
      });
    },
  );
};
