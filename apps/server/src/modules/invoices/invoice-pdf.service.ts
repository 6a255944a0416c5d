import { and, asc, eq } from 'drizzle-orm';
import type { SellerDetails } from '@yaocai/domain/contracts/admin-content';
import type { InvoiceType } from '@yaocai/domain/contracts/invoice';
import { notFound } from '@yaocai/domain/errors';
import { concurrently, type Executor } from '../../db/client.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { invoiceLines, invoices } from './invoices.tables.ts';

export interface InvoiceFile {
  fileName: string;
  /** For clients that cannot read a UTF-8 file name. */
  asciiFileName: string;
  pdf: Buffer;
}

/**
 * An electronic invoice as a PDF: the buyer's own when `userId` is given (anyone else's, or none, is
 * 发票不存在), any for the console. It names the seller as it was when the invoice was issued;
 * `current` fills what that record lacks.
 */
export async function invoicePdf(
  db: Executor,
  invoiceId: number,
  current: SellerDetails,
  userId?: number,
): Promise<InvoiceFile> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), userId === undefined ? undefined : eq(invoices.userId, userId)));
  if (!invoice) throw notFound('发票不存在');
  const [lines, originals] = await concurrently(
    db,
    () =>
      db
        .select({
          name: invoiceLines.name,
          spec: invoiceLines.spec,
          unit: invoiceLines.unit,
          number: invoiceLines.number,
          unitPriceFen: invoiceLines.unitPriceFen,
          amountFen: invoiceLines.amountFen,
        })
        .from(invoiceLines)
        .where(eq(invoiceLines.invoiceId, invoice.id))
        .orderBy(asc(invoiceLines.orderLineId), asc(invoiceLines.id)),
    () =>
      db
        .selectDistinct({ no: invoices.invoiceNo, id: invoices.id })
        .from(invoiceLines)
        .innerJoin(invoices, eq(invoices.id, invoiceLines.originalInvoiceId))
        .where(eq(invoiceLines.invoiceId, invoice.id))
        .orderBy(invoices.id),
  );
  const pdf = await renderInvoicePdf(
    {
      invoiceNo: invoice.invoiceNo,
      kind: invoice.kind,
      voided: invoice.status === 'voided',
      originalInvoiceNos: originals.map((row) => row.no),
      type: invoice.type as InvoiceType,
      title: invoice.title,
      taxNo: invoice.taxNo,
      addressPhone: invoice.addressPhone,
      bankAccount: invoice.bankAccount,
      amountFen: invoice.amountFen,
      issuedAt: invoice.issuedAt,
      orderNo: invoice.orderNo,
      freightFen: invoice.freightFen,
      lines,
    },
    { ...(invoice.seller ?? current), company_name: invoice.seller?.company_name || current.company_name },
  );
  return {
    fileName: `发票-${invoice.invoiceNo}.pdf`,
    asciiFileName: `invoice-${invoice.invoiceNo.replace(/[^\w-]/g, '_')}.pdf`,
    pdf,
  };
}
