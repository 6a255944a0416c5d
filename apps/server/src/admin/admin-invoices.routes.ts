import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminInvoiceListQuery, invoiceParams, reissueInvoiceBody } from '@yaocai/domain/contracts/invoice';
import { adminInvoice, adminInvoiceList } from '@yaocai/domain/contracts/invoice-responses';
import type { Executor } from '../db/client.ts';
import { buyerIdsMatching } from '../modules/accounts/buyer-review.service.ts';
import { getShopSettings, sellerOf } from '../modules/content/settings.service.ts';
import { adminInvoiceById, adminInvoicePage } from '../modules/invoices/invoice-list.service.ts';
import { invoicePdf } from '../modules/invoices/invoice-pdf.service.ts';
import { invoicePdfFile, sendInvoicePdf } from '../modules/invoices/invoices.routes.ts';
import { actorOf } from '../plugins/operator-session.ts';
import { answers, fileAnswers, ok } from '../plugins/wire.ts';
import { withBuyers } from './with-buyers.ts';
import { reissueInvoiceAudited } from '../workflows/reissue-invoice.ts';

/** Buyers a search names by company or phone, at most this many. */
const INVOICE_SEARCH_BUYERS_MAX = 200;

async function detail(db: Executor, id: number) {
  const [one] = await withBuyers(db, [await adminInvoiceById(db, id)]);
  return one!;
}

export interface AdminInvoicesRoutesOptions {
  siteTitle: string;
}

/**
 * 发票管理: every invoice with search and filters, its PDF (查看订单, orders.read), and issuing one
 * again (订单发货, orders.ship: those who ship are those whose shipments issue invoices).
 */
export const adminInvoicesRoutes: FastifyPluginAsyncZod<AdminInvoicesRoutesOptions> = async (
  app,
  { siteTitle },
) => {
  const read = app.requirePermission('orders.read');

  app.get(
    '/api/admin/invoices',
    {
      preValidation: read,
      schema: { querystring: adminInvoiceListQuery, response: answers(adminInvoiceList, 'signedIn') },
    },
    async (request) => {
      const { keywords } = request.query;
      const buyers = keywords ? await buyerIdsMatching(app.db, keywords, INVOICE_SEARCH_BUYERS_MAX) : [];
      const page = await adminInvoicePage(app.db, request.query, buyers);
      return ok({ ...page, list: await withBuyers(app.db, page.list) });
    },
  );

  app.get(
    '/api/admin/invoices/:id',
    { preValidation: read, schema: { params: invoiceParams, response: answers(adminInvoice, 'signedIn') } },
    async (request) => ok(await detail(app.db, request.params.id)),
  );

  app.get(
    '/api/admin/invoices/:id/pdf',
    {
      preValidation: read,
      schema: { params: invoiceParams, response: fileAnswers('application/pdf', invoicePdfFile, 'signedIn') },
    },
    async (request, reply) => {
      const seller = sellerOf(await getShopSettings(app.db), siteTitle);
      return sendInvoicePdf(reply, await invoicePdf(app.db, request.params.id, seller));
    },
  );

  app.post(
    '/api/admin/invoices/:id/reissue',
    {
      preValidation: app.requirePermission('orders.ship'),
      schema: {
        params: invoiceParams,
        body: reissueInvoiceBody,
        response: answers(adminInvoice, 'signedIn'),
      },
    },
    async (request) => {
      const id = await reissueInvoiceAudited(
        app.db,
        actorOf(request),
        request.params.id,
        request.body.reason,
      );
      return ok(await detail(app.db, id), '已作废原发票并重新开具');
    },
  );
};
