import { and, asc, eq } from 'drizzle-orm';
import type { SellerDetails } from '@yaocai/domain/contracts/admin-content';
import type { InvoiceType } from '@yaocai/domain/contracts/invoice';
import { notFound } from '@yaocai/domain/errors';
import type { Executor } from '../../db/client.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { invoices, orderLines, orders } from './orders.tables.ts';

export interface InvoiceFile {
  fileName: string;
  /** For clients that cannot read a UTF-8 file name. */
  asciiFileName: string;
  pdf: Buffer;
}

/**
 * The buyer's own electronic invoice as a PDF; anyone else's, or none, is 发票不存在. It names the
 * seller as it was when the invoice was issued; `current` fills what that record lacks.
 */
export async function invoicePdf(
  db: Executor,
  userId: number,
  invoiceId: number,
  current: SellerDetails,
): Promise<InvoiceFile> {
  const [found] = await db
    .select({
      invoice: invoices,
      orderNo: orders.orderNo,
      freightFen: orders.freightFen,
      asked: orders.invoice,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)));
  if (!found) throw notFound('发票不存在');
  const { invoice, orderNo, freightFen, asked } = found;
  const lines = await db
    .select({
      name: orderLines.name,
      spec: orderLines.spec,
      unit: orderLines.packUnit,
      number: orderLines.number,
      unitPriceFen: orderLines.unitPriceFen,
      amountFen: orderLines.amountFen,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, invoice.orderId))
    .orderBy(asc(orderLines.id));
  const pdf = await renderInvoicePdf(
    {
      invoiceNo: invoice.invoiceNo,
      type: invoice.type as InvoiceType,
      title: invoice.title,
      taxNo: invoice.taxNo,
      addressPhone: asked.addressPhone,
      bankAccount: asked.bankAccount,
      amountFen: invoice.amountFen,
      issuedAt: invoice.issuedAt,
      orderNo,
      freightFen,
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
