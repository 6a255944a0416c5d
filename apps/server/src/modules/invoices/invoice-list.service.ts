import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { AdminInvoiceListQuery, InvoiceRecord, InvoiceType } from '@yaocai/domain/contracts/invoice';
import { INVOICE_KIND_LABEL, INVOICE_STATE_LABEL } from '@yaocai/domain/contracts/invoice-kinds';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { notFound } from '@yaocai/domain/errors';
import { fenToYuan } from '@yaocai/domain/money';
import { concurrently, type Executor } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { withinDays } from '../../db/within-days.ts';
import type { InvoiceRow } from './invoice-issue.service.ts';
import { invoiceLines, invoices } from './invoices.tables.ts';

/** An invoice as the console lists it, before the buyer's company and phone are added. */
export interface AdminInvoiceRow extends InvoiceRecord {
  buyer_id: number;
  freight: string;
  void_reason: string | null;
  voided_at: string | null;
  replaces_no: string | null;
  replaced_by_no: string | null;
  can_reissue: boolean;
}

/** Numbers of invoices by id: the originals red-letter ones take from, and those reissues replace. */
async function linksOf(db: Executor, rows: InvoiceRow[]) {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) {
    return {
      originals: new Map<number, string[]>(),
      numbers: new Map<number, string>(),
      replacedBy: new Map<number, string>(),
    };
  }
  const [originals, replacements, replaced] = await concurrently(
    db,
    () =>
      db
        .selectDistinct({ redId: invoiceLines.invoiceId, no: invoices.invoiceNo, id: invoices.id })
        .from(invoiceLines)
        .innerJoin(invoices, eq(invoices.id, invoiceLines.originalInvoiceId))
        .where(inArray(invoiceLines.invoiceId, ids))
        .orderBy(invoices.id),
    () =>
      db
        .select({ id: invoices.id, no: invoices.invoiceNo, replacesId: invoices.replacesId })
        .from(invoices)
        .where(inArray(invoices.replacesId, ids)),
    () => {
      const replacedIds = rows.flatMap((row) => (row.replacesId ? [row.replacesId] : []));
      return replacedIds.length
        ? db
            .select({ id: invoices.id, no: invoices.invoiceNo })
            .from(invoices)
            .where(inArray(invoices.id, replacedIds))
        : Promise.resolve([]);
    },
  );
  const byRed = new Map<number, string[]>();
  for (const row of originals) byRed.set(row.redId, [...(byRed.get(row.redId) ?? []), row.no]);
  const numbers = new Map<number, string>(replaced.map((row) => [row.id, row.no]));
  const replacedBy = new Map<number, string>(replacements.map((row) => [row.replacesId!, row.no]));
  return { originals: byRed, numbers, replacedBy };
}

const recordOf = (invoice: InvoiceRow, originals: string[]): InvoiceRecord => ({
  id: invoice.id,
  order_id: invoice.orderId,
  order_no: invoice.orderNo,
  invoice_no: invoice.invoiceNo,
  type: invoice.type as InvoiceType,
  title: invoice.title,
  amount: fenToYuan(invoice.amountFen),
  issued_at: invoice.issuedAt.toISOString(),
  download_url: `/api/invoice/${invoice.id}/pdf`,
  kind: invoice.kind,
  kind_label: INVOICE_KIND_LABEL[invoice.kind],
  status: invoice.status,
  status_label: INVOICE_STATE_LABEL[invoice.status],
  original_invoice_nos: originals,
});

/** A page of the invoices `where` picks, newest first, and how many it picks. */
const NEWEST_FIRST = [desc(invoices.issuedAt), desc(invoices.id)];

/** The console's order: by 开票时间 or 金额, either way, equal ones by number of issue. */
function invoiceOrder(query: AdminInvoiceListQuery): SQL[] {
  const direction = query.order === 'asc' ? asc : desc;
  const column = query.sort === 'amount' ? invoices.amountFen : invoices.issuedAt;
  return [direction(column), direction(invoices.id)];
}

async function pageOf(
  db: Executor,
  where: SQL | undefined,
  query: { page: number; page_size: number },
  order: SQL[] = NEWEST_FIRST,
) {
  const [rows, [{ n } = { n: 0 }]] = await concurrently(
    db,
    () =>
      db
        .select()
        .from(invoices)
        .where(where)
        .orderBy(...order)
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
    () => db.select({ n: count() }).from(invoices).where(where),
  );
  return { rows, n };
}

/** 电子发票: the buyer's blue and red-letter invoices, newest first, by order number and issue dates. */
export async function buyerInvoicePage(
  db: Executor,
  userId: number,
  query: { page: number; page_size: number; order_no: string; start_time?: Date; end_time?: Date },
): Promise<Paged<InvoiceRecord>> {
  const where = and(
    eq(invoices.userId, userId),
    query.order_no ? eq(invoices.orderNo, query.order_no) : undefined,
    ...withinDays(invoices.issuedAt, query.start_time, query.end_time),
  );
  const { rows, n } = await pageOf(db, where, query);
  const { originals } = await linksOf(db, rows);
  return {
    list: rows.map((row) => recordOf(row, originals.get(row.id) ?? [])),
    total: n,
    page: query.page,
    page_size: query.page_size,
  };
}

/** Blue invoices among `ids` that a live red-letter invoice takes back from. */
async function takenBack(db: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: invoiceLines.originalInvoiceId })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      and(
        inArray(invoiceLines.originalInvoiceId, ids),
        isNotNull(invoiceLines.originalInvoiceId),
        eq(invoices.status, 'issued'),
      ),
    );
  return new Set(rows.map((row) => row.id!));
}

async function adminRowsOf(db: Executor, rows: InvoiceRow[]): Promise<AdminInvoiceRow[]> {
  const [{ originals, numbers, replacedBy }, taken] = await concurrently(
    db,
    () => linksOf(db, rows),
    () =>
      takenBack(
        db,
        rows.map((row) => row.id),
      ),
  );
  return rows.map((row) => ({
    ...recordOf(row, originals.get(row.id) ?? []),
    buyer_id: row.userId,
    freight: fenToYuan(row.freightFen),
    void_reason: row.voidReason,
    voided_at: row.voidedAt?.toISOString() ?? null,
    replaces_no: row.replacesId ? (numbers.get(row.replacesId) ?? null) : null,
    replaced_by_no: replacedBy.get(row.id) ?? null,
    can_reissue: row.status === 'issued' && !taken.has(row.id),
  }));
}

/**
 * 发票管理: every invoice, newest first or as sorted; `keywords` finds an invoice or order number (from its start)
 * or a title, and the invoices of `buyerIds` (the buyers whose company or phone matched).
 */
export async function adminInvoicePage(
  db: Executor,
  query: AdminInvoiceListQuery,
  buyerIds: number[],
): Promise<Paged<AdminInvoiceRow>> {
  const keyword = query.keywords ? escapeLike(query.keywords) : '';
  const where = and(
    keyword
      ? or(
          ilike(invoices.invoiceNo, `${keyword}%`),
          ilike(invoices.orderNo, `${keyword}%`),
          ilike(invoices.title, `%${keyword}%`),
          buyerIds.length ? inArray(invoices.userId, buyerIds) : undefined,
        )
      : undefined,
    query.kind ? eq(invoices.kind, query.kind) : undefined,
    query.status ? eq(invoices.status, query.status) : undefined,
    ...withinDays(invoices.issuedAt, query.start_time, query.end_time),
  );
  const { rows, n } = await pageOf(db, where, query, invoiceOrder(query));
  return { list: await adminRowsOf(db, rows), total: n, page: query.page, page_size: query.page_size };
}

/** One invoice for the console, or 404. */
export async function adminInvoiceById(db: Executor, id: number): Promise<AdminInvoiceRow> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!row) throw notFound('发票不存在');
  const [one] = await adminRowsOf(db, [row]);
  return one!;
}

/** The invoices issued for an order, oldest first. */
export async function invoicesOfOrder(db: Executor, orderId: number): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(invoices.id);
}
