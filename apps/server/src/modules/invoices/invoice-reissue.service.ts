import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { SellerDetails } from '@yaocai/domain/contracts/admin-content';
import { Code } from '@yaocai/domain/codes';
import { DomainError, notFound } from '@yaocai/domain/errors';
import type { Transaction } from '../../db/client.ts';
import { ownOrder } from '../orders/order-read.service.ts';
import { insertInvoice, type InvoiceRow } from './invoice-issue.service.ts';
import { invoiceLines, invoices } from './invoices.tables.ts';

const refused = (message: string) => new DomainError(Code.badRequest, message, 400);

/** Whether a live red-letter invoice takes back from this blue one. */
export async function hasLiveRed(tx: Transaction, invoiceId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: invoiceLines.id })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(eq(invoiceLines.originalInvoiceId, invoiceId), eq(invoices.status, 'issued')))
    .limit(1);
  return row !== undefined;
}

/** The buyer's details an invoice carries. */
export type InvoiceBuyerDetails = Pick<InvoiceRow, 'title' | 'taxNo' | 'addressPhone' | 'bankAccount'>;

/**
 * Issues an invoice again (重开): it is voided with the reason, and a new one under the next number
 * bills the same goods and amount, the buyer as `buyerNow` names them for the invoice's buyer and
 * type (a reissue is asked for because the old details were wrong: a corrected title or tax number),
 * the seller as the settings name it now (a corrected company name, tax number or bank). A
 * red-letter one keeps its links and its refund. A blue one that a red-letter invoice takes back
 * from is refused: the red-letter invoice names it. The order's row is locked first, as every
 * change of its invoices does.
 */
export async function reissueInvoice(
  tx: Transaction,
  invoiceId: number,
  reason: string,
  seller: SellerDetails,
  buyerNow: (invoice: InvoiceRow) => Promise<InvoiceBuyerDetails>,
): Promise<{ voided: InvoiceRow; issued: InvoiceRow }> {
  const [known] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!known) throw notFound('发票不存在');
  await ownOrder(tx, known.userId, known.orderId, true);
  const [old] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  if (old!.status !== 'issued') throw refused('该发票已作废，不能重开');
  if (old!.kind === 'blue' && (await hasLiveRed(tx, old!.id))) {
    throw refused('该发票已开具红字发票，不能重开');
  }
  const buyer = await buyerNow(old!);
  const [voided] = await tx
    .update(invoices)
    .set({ status: 'voided', voidedAt: sql`now()`, voidReason: reason, refundKey: null })
    .where(and(eq(invoices.id, invoiceId), ne(invoices.status, 'voided')))
    .returning();
  const lines = await tx
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.id));
  const {
    id: _id,
    invoiceNo: _no,
    amountFen: _amount,
    issuedAt: _at,
    voidedAt: _v,
    voidReason: _r,
    ...header
  } = old!;
  const issued = await insertInvoice(
    tx,
    { ...header, ...buyer, seller, replacesId: old!.id },
    lines.map(({ id: _line, invoiceId: _invoice, ...line }) => line),
  );
  return { voided: voided!, issued };
}
