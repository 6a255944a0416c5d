import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { SellerDetails } from '@yaocai/domain/contracts/admin-content';
import { INVOICE_TYPE, type InvoiceType } from '@yaocai/domain/contracts/invoice';
import { nextPiecesShare } from '@yaocai/domain/pricing/line-share';
import { concurrently, type Transaction } from '../../db/client.ts';
import { insertRows } from '../../db/insert-rows.ts';
import { ownOrder } from '../orders/order-read.service.ts';
import type { OrderLineRow, OrderRow } from '../orders/order-wire.ts';
import { invoiceLines, invoices } from './invoices.tables.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceLine = Omit<typeof invoiceLines.$inferInsert, 'id' | 'invoiceId'>;

/** Pieces of an order line that a shipment carried, or that a refund gives money back for. */
export interface LinePieces {
  line: OrderLineRow;
  number: number;
}

/** Pieces of an order line given money back for, and how much (fen, positive). */
export interface RefundedPieces extends LinePieces {
  amountFen: number;
}

/** The next number of the order's invoices: FP, the order number, a dash and how many it will have. */
async function nextInvoiceNo(tx: Transaction, order: Pick<OrderRow, 'id' | 'orderNo'>): Promise<string> {
  const [row] = await tx.select({ n: count() }).from(invoices).where(eq(invoices.orderId, order.id));
  return `FP${order.orderNo}-${(row?.n ?? 0) + 1}`;
}

const copiedLine = (line: OrderLineRow) => ({
  orderLineId: line.id,
  name: line.name,
  spec: line.spec,
  unit: line.packUnit,
  unitPriceFen: line.unitPriceFen,
});

/** The buyer's details as the order froze them, for a new invoice's header. */
const buyerOf = (order: OrderRow) => ({
  orderId: order.id,
  userId: order.userId,
  orderNo: order.orderNo,
  type: order.invoice.type,
  title: order.invoice.title,
  taxNo: order.invoice.taxNo,
  addressPhone: order.invoice.addressPhone ?? '',
  bankAccount: order.invoice.bankAccount ?? '',
});

export async function insertInvoice(
  tx: Transaction,
  header: Omit<typeof invoices.$inferInsert, 'id' | 'invoiceNo' | 'amountFen'>,
  lines: NewInvoiceLine[],
): Promise<InvoiceRow> {
  const amountFen = lines.reduce((sum, line) => sum + line.amountFen, 0) + (header.freightFen ?? 0);
  const invoiceNo = await nextInvoiceNo(tx, { id: header.orderId, orderNo: header.orderNo });
  const [issued] = await tx
    .insert(invoices)
    .values({ ...header, invoiceNo, amountFen })
    .returning();
  await insertRows(
    tx,
    invoiceLines,
    lines.map((line) => ({ originalInvoiceId: null, ...line, invoiceId: issued!.id })),
  );
  return issued!;
}

/** Pieces of each of the order's lines its live blue invoices bill, and whether it had any blue invoice. */
async function billedSoFar(tx: Transaction, orderId: number) {
  const [pieces, [blue]] = await concurrently(
    tx,
    () =>
      tx
        .select({
          lineId: invoiceLines.orderLineId,
          n: sql<number>`sum(${invoiceLines.number})::integer`,
        })
        .from(invoiceLines)
        .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
        .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'blue'), eq(invoices.status, 'issued')))
        .groupBy(invoiceLines.orderLineId),
    () =>
      tx
        .select({ n: count() })
        .from(invoices)
        .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'blue'))),
  );
  return { pieces: new Map(pieces.map((row) => [row.lineId, Number(row.n)])), anyBlue: (blue?.n ?? 0) > 0 };
}

/**
 * Issues the blue invoice of one shipment, when the buyer asked for an invoice: the shipped pieces,
 * each line's at its cumulative share of what was paid for the line (so the invoices of a wholly
 * shipped order add up to its goods exactly), and the order's freight on its first invoice. Pieces
 * an earlier invoice billed already (a whole-order invoice of before) are not billed again. It holds
 * the order's row lock (shipping took it already), so the order's invoices are numbered and counted
 * one at a time.
 * Undefined when there is nothing to bill.
 */
export async function issueShipmentInvoice(
  tx: Transaction,
  order: OrderRow,
  shipmentId: number,
  shipped: LinePieces[],
  seller: SellerDetails,
): Promise<InvoiceRow | undefined> {
  if ((order.invoice.type as InvoiceType) === INVOICE_TYPE.none) return undefined;
  await ownOrder(tx, order.userId, order.id, true);
  const { pieces, anyBlue } = await billedSoFar(tx, order.id);
  const lines: NewInvoiceLine[] = [];
  for (const { line, number } of shipped) {
    const before = pieces.get(line.id) ?? 0;
    const billed = Math.min(number, line.number - before);
    if (billed <= 0) continue;
    pieces.set(line.id, before + billed);
    lines.push({ ...copiedLine(line), number: billed, amountFen: nextPiecesShare(line, before, billed) });
  }
  const freightFen = anyBlue ? 0 : order.freightFen;
  if (lines.length === 0 || lines.reduce((sum, line) => sum + line.amountFen, 0) + freightFen === 0) {
    return undefined;
  }
  return insertInvoice(tx, { ...buyerOf(order), shipmentId, freightFen, seller }, lines);
}

/** Per live blue invoice of the order and line: pieces and fen it bills that live red-letter ones have not taken back. */
async function stillBilled(tx: Transaction, orderId: number, lineIds: number[]) {
  const live = and(eq(invoices.orderId, orderId), eq(invoices.status, 'issued'));
  const [blue, red] = await concurrently(
    tx,
    () =>
      tx
        .select({
          invoiceId: invoices.id,
          lineId: invoiceLines.orderLineId,
          n: sql<number>`sum(${invoiceLines.number})::integer`,
          fen: sql<number>`sum(${invoiceLines.amountFen})::bigint`,
        })
        .from(invoiceLines)
        .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
        .where(and(live, eq(invoices.kind, 'blue'), inArray(invoiceLines.orderLineId, lineIds)))
        .groupBy(invoices.id, invoiceLines.orderLineId)
        .orderBy(asc(invoices.id)),
    () =>
      tx
        .select({
          invoiceId: invoiceLines.originalInvoiceId,
          lineId: invoiceLines.orderLineId,
          n: sql<number>`sum(${invoiceLines.number})::integer`,
          fen: sql<number>`-sum(${invoiceLines.amountFen})::bigint`,
        })
        .from(invoiceLines)
        .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
        .where(and(live, eq(invoices.kind, 'red'), inArray(invoiceLines.orderLineId, lineIds)))
        .groupBy(invoiceLines.originalInvoiceId, invoiceLines.orderLineId),
  );
  return blue.map((row) => {
    const taken = red.find((r) => r.invoiceId === row.invoiceId && r.lineId === row.lineId);
    return {
      invoiceId: row.invoiceId,
      lineId: row.lineId,
      pieces: Number(row.n) - Number(taken?.n ?? 0),
      fen: Number(row.fen) - Number(taken?.fen ?? 0),
    };
  });
}

/**
 * Red-letter lines for refunded pieces of one line: taken from the blue invoices that billed them,
 * earliest first, never more pieces or fen than each still bills.
 */
function redLinesOf(
  refunded: RefundedPieces,
  billed: Awaited<ReturnType<typeof stillBilled>>,
): NewInvoiceLine[] {
  const lines: NewInvoiceLine[] = [];
  let pieces = refunded.number;
  let fen = refunded.amountFen;
  for (const original of billed.filter((row) => row.lineId === refunded.line.id)) {
    if (pieces === 0) break;
    const taken = Math.min(pieces, original.pieces);
    if (taken <= 0) continue;
    const share = taken === pieces ? fen : Math.floor((fen * taken) / pieces);
    const amount = Math.max(0, Math.min(share, original.fen));
    lines.push({
      ...copiedLine(refunded.line),
      originalInvoiceId: original.invoiceId,
      number: taken,
      amountFen: -amount,
    });
    pieces -= taken;
    fen -= amount;
  }
  return lines;
}

/**
 * Issues the red-letter invoice (红字, 销项负数) of a refund of invoiced pieces, in the refund's
 * transaction: for the amount refunded, linked to the blue invoices of those pieces, never more than
 * they still bill (pieces never invoiced are not taken back). Once per `refundKey`: the same refund
 * again answers the invoice it issued. It locks the order's row, so red-letter invoices of one order
 * are counted one at a time. Undefined when nothing refunded was invoiced.
 */
export async function issueRedInvoice(
  tx: Transaction,
  refund: { userId: number; orderId: number; refundKey: string; lines: RefundedPieces[] },
  seller: SellerDetails,
): Promise<InvoiceRow | undefined> {
  const order = await ownOrder(tx, refund.userId, refund.orderId, true);
  const [done] = await tx.select().from(invoices).where(eq(invoices.refundKey, refund.refundKey));
  if (done) return done;
  if (refund.lines.length === 0) return undefined;
  const billed = await stillBilled(
    tx,
    order.id,
    refund.lines.map((refunded) => refunded.line.id),
  );
  const lines = refund.lines.flatMap((refunded) => redLinesOf(refunded, billed));
  if (lines.reduce((sum, line) => sum + line.amountFen, 0) === 0) return undefined;
  return insertInvoice(
    tx,
    { ...buyerOf(order), kind: 'red', refundKey: refund.refundKey, freightFen: 0, seller },
    lines,
  );
}
