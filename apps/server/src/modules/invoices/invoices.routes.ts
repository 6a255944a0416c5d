import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invoiceListQuery, invoiceParams } from '@yaocai/domain/contracts/invoice';
import { invoiceRecord } from '@yaocai/domain/contracts/invoice-responses';
import { pagedOf } from '@yaocai/domain/contracts/wire';
import { currentUserId } from '../../plugins/session.ts';
import { answers, attachment, fileAnswers, ok } from '../../plugins/wire.ts';
import { getShopSettings, sellerOf } from '../content/settings.service.ts';
import { buyerInvoicePage } from './invoice-list.service.ts';
import { invoicePdf, type InvoiceFile } from './invoice-pdf.service.ts';

export interface InvoicesRoutesOptions {
  /** The seller named on electronic invoices when the settings name none. */
  siteTitle: string;
}

export const invoicePdfFile = z.string().meta({ description: 'The invoice as a PDF file', format: 'binary' });

/** Sends an invoice's PDF as a download named by its number. */
export const sendInvoicePdf = (reply: FastifyReply, file: InvoiceFile) =>
  reply
    .type('application/pdf')
    .header('content-disposition', attachment(file.asciiFileName, file.fileName))
    .send(file.pdf);

/** The buyer's electronic invoices (/dzfp): blue and red-letter, each as a PDF. */
export const invoicesRoutes: FastifyPluginAsyncZod<InvoicesRoutesOptions> = async (app, { siteTitle }) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/api/invoice',
    { schema: { querystring: invoiceListQuery, response: answers(pagedOf(invoiceRecord), 'signedIn') } },
    async (request) => ok(await buyerInvoicePage(app.db, currentUserId(request), request.query)),
  );

  app.get(
    '/api/invoice/:id/pdf',
    {
      schema: { params: invoiceParams, response: fileAnswers('application/pdf', invoicePdfFile, 'signedIn') },
    },
    async (request, reply) => {
      const seller = sellerOf(await getShopSettings(app.db), siteTitle);
      return sendInvoicePdf(
        reply,
        await invoicePdf(app.db, request.params.id, seller, currentUserId(request)),
      );
    },
  );
};
