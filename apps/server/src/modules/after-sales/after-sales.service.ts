import { and, asc, count, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  AFTER_SALE_DAYS,
  type AdminAfterSaleListQuery,
  type AfterSale,
  type AfterSaleBody,
  type AfterSaleState,
  type OrderAfterSales,
} from '@yaocai/domain/contracts/after-sales';
import { ORDER_STATUS } from '@yaocai/domain/contracts/order';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { Code } from '@yaocai/domain/codes';
import { DomainError, notFound } from '@yaocai/domain/errors';
import { fenToYuan } from '@yaocai/domain/money';
import { piecesShare } from '@yaocai/domain/pricing/line-share';
import { concurrently, type Executor, type Transaction } from '../../db/client.ts';
import { withinDays } from '../../db/within-days.ts';
import {
  cancelledPerLine,
  orderLinesByIds,
  ordersByIds,
  shippedPerLine,
} from '../orders/order-lookup.service.ts';
import { linesOf } from '../orders/order-read.service.ts';
import type { OrderLineRow, OrderRow } from '../orders/order-wire.ts';
import { afterSaleLines, afterSales } from './after-sales.tables.ts';

export type AfterSaleRow = typeof afterSales.$inferSelect;
type AdminWire = AfterSale & { buyer_id: number; pay_method: OrderRow['payMethod'] };

const refused = (message: string) => new DomainError(Code.badRequest, message, 400);
const DAY_MS = 86_400_000;

/** Requests that hold their lines: all but the rejected. */
const holdsLines = ne(afterSales.status, 'rejected');

/**
 * Per order line: how many shipped, how many and how much open or refunded requests claim, and how
 * many and how much operators cancelled of what was not shipped (取消未发部分).
 */
export interface LineClaims {
  line: OrderLineRow;
  shipped: number;
  claimed: number;
  claimedFen: number;
  cancelled: number;
  cancelledFen: number;
}

export async function claimsOf(db: Executor, orderId: number): Promise<LineClaims[]> {
  const [lines, sent, claimed, cancelled] = await concurrently(
    db,
    () => linesOf(db, orderId),
    () => shippedPerLine(db, orderId),
    () =>
      db
        .select({
          lineId: afterSaleLines.orderLineId,
          n: sql<number>`sum(${afterSaleLines.number})::integer`,
          fen: sql<number>`sum(${afterSaleLines.amountFen})::bigint`,
        })
        .from(afterSaleLines)
        .innerJoin(afterSales, eq(afterSales.id, afterSaleLines.afterSaleId))
        .where(and(eq(afterSales.orderId, orderId), holdsLines))
        .groupBy(afterSaleLines.orderLineId),
    () => cancelledPerLine(db, orderId),
  );
  return lines.map((line) => {
    const claim = claimed.find((row) => row.lineId === line.id);
    const cancel = cancelled.get(line.id);
    return {
      line,
      shipped: sent.get(line.id) ?? 0,
      claimed: claim?.n ?? 0,
      claimedFen: Number(claim?.fen ?? 0),
      cancelled: cancel?.number ?? 0,
      cancelledFen: cancel?.fen ?? 0,
    };
  });
}

/** Why the order takes no new request now, or null; AFTER_SALE_DAYS run from when it was received. */
function closedReason(order: OrderRow, enabled: boolean, now: Date): string | null {
  if (!enabled) return '本店暂未开通售后服务，请联系客服';
  // A part-shipped order (still 待发货) takes requests for what it has shipped.
  const shippedAny =
    order.status === ORDER_STATUS.shipped ||
    order.status === ORDER_STATUS.completed ||
    (order.status === ORDER_STATUS.toShip && order.shippedAt !== null);
  if (!shippedAny) return '订单发货后才能申请售后';
  if (order.completedAt && now.getTime() > order.completedAt.getTime() + AFTER_SALE_DAYS * DAY_MS) {
    return `已超过售后期限（确认收货后${AFTER_SALE_DAYS}天内）`;
  }
  return null;
}

/**
 * What `number` of a line gets back: its share of what was paid for the line (piecesShare), the
 * pieces already claimed or cancelled counted as taken. After-sales requests and cancellations of the
 * unshipped part share it out alike.
 */
export const shareOf = (
  { line, claimed, claimedFen, cancelled, cancelledFen }: LineClaims,
  number: number,
): number => piecesShare(line, claimed + cancelled, claimedFen + cancelledFen, number);

/**
 * Files a request on a locked order of the buyer: only for goods shipped and not claimed yet, with
 * each line's share of what was paid. The caller holds the order's row lock, so two requests on the
 * same order cannot both claim the same units.
 */
export async function fileAfterSale(
  tx: Transaction,
  order: OrderRow,
  body: AfterSaleBody,
  enabled: boolean,
  now = new Date(),
): Promise<AfterSaleRow> {
  const closed = closedReason(order, enabled, now);
  if (closed) throw refused(closed);
  const claims = await claimsOf(tx, order.id);
  const lines = body.lines.map((wanted) => {
    const claim = claims.find((row) => row.line.id === wanted.line_id);
    if (!claim) throw refused('售后商品不属于该订单');
    const left = claim.shipped - claim.claimed;
    if (wanted.number > left) {
      throw refused(
        left > 0
          ? `${claim.line.name}最多可申请${left}${claim.line.packUnit}`
          : `${claim.line.name}已无可申请售后的数量`,
      );
    }
    return { orderLineId: claim.line.id, number: wanted.number, amountFen: shareOf(claim, wanted.number) };
  });
  const amountFen = lines.reduce((sum, line) => sum + line.amountFen, 0);
  if (amountFen <= 0) throw refused('所选商品没有可退的金额');
  const [filed] = await tx
    .insert(afterSales)
    .values({
      orderId: order.id,
      userId: order.userId,
      kind: body.kind,
      reason: body.reason,
      description: body.description,
      amountFen,
    })
    .returning();
  await tx.insert(afterSaleLines).values(lines.map((line) => ({ ...line, afterSaleId: filed!.id })));
  return filed!;
}

/** A request locked for a change, or 404. */
export async function lockAfterSale(tx: Transaction, id: number, userId?: number): Promise<AfterSaleRow> {
  const [row] = await tx
    .select()
    .from(afterSales)
    .where(and(eq(afterSales.id, id), userId === undefined ? undefined : eq(afterSales.userId, userId)))
    .for('update');
  if (!row) throw notFound('售后单不存在');
  return row;
}

/** Moves a request on, only from `from`; undefined when it has moved meanwhile. */
export async function moveAfterSale(
  tx: Transaction,
  id: number,
  from: AfterSaleState[],
  change: Partial<
    Pick<AfterSaleRow, 'status' | 'rejectReason' | 'reviewedBy' | 'returnCarrier' | 'returnTrackingNo'>
  > & {
    reviewed?: boolean;
    refunded?: boolean;
  },
): Promise<AfterSaleRow | undefined> {
  const { reviewed, refunded, ...fields } = change;
  const [moved] = await tx
    .update(afterSales)
    .set({
      ...fields,
      ...(reviewed ? { reviewedAt: sql`now()` } : {}),
      ...(refunded ? { refundedAt: sql`now()` } : {}),
    })
    .where(and(eq(afterSales.id, id), inArray(afterSales.status, from)))
    .returning();
  return moved;
}

/** What a request gives money back for: pieces of each order line and their share, line by line. */
export async function refundedLinesOf(
  db: Executor,
  request: AfterSaleRow,
): Promise<{ line: OrderLineRow; number: number; amountFen: number }[]> {
  const claimed = await db
    .select()
    .from(afterSaleLines)
    .where(eq(afterSaleLines.afterSaleId, request.id))
    .orderBy(asc(afterSaleLines.orderLineId));
  const lines = await orderLinesByIds(
    db,
    claimed.map((row) => row.orderLineId),
  );
  return claimed.map((row) => ({
    line: lines.find((line) => line.id === row.orderLineId)!,
    number: row.number,
    amountFen: row.amountFen,
  }));
}

/** Marks a refunding request refunded once the gateway has given the money back; false if it was not refunding. */
export async function markRefunded(db: Executor, id: number): Promise<AfterSaleRow | undefined> {
  const [row] = await db
    .update(afterSales)
    .set({ status: 'refunded', refundedAt: sql`now()` })
    .where(and(eq(afterSales.id, id), eq(afterSales.status, 'refunding')))
    .returning();
  return row;
}

export async function afterSaleById(db: Executor, id: number): Promise<AfterSaleRow | undefined> {
  const [row] = await db.select().from(afterSales).where(eq(afterSales.id, id));
  return row;
}

const instantOf = (at: Date | null) => at?.toISOString() ?? null;

/** Requests as the wire shows them, with their lines and order numbers. */
async function wireOf(db: Executor, rows: AfterSaleRow[]): Promise<AdminWire[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const claimed = await db
    .select()
    .from(afterSaleLines)
    .where(inArray(afterSaleLines.afterSaleId, ids))
    .orderBy(asc(afterSaleLines.orderLineId));
  const [orderRows, lineRows] = await concurrently(
    db,
    () =>
      ordersByIds(
        db,
        rows.map((row) => row.orderId),
      ),
    () =>
      orderLinesByIds(
        db,
        claimed.map((line) => line.orderLineId),
      ),
  );
  const orderOf = new Map(orderRows.map((order) => [order.id, order]));
  const lineOf = new Map(lineRows.map((line) => [line.id, line]));
  return rows.map((row) => ({
    id: row.id,
    order_id: row.orderId,
    order_no: orderOf.get(row.orderId)?.orderNo ?? '',
    pay_method: orderOf.get(row.orderId)?.payMethod ?? null,
    buyer_id: row.userId,
    kind: row.kind,
    status: row.status,
    reason: row.reason,
    description: row.description,
    amount: fenToYuan(row.amountFen),
    lines: claimed
      .filter((line) => line.afterSaleId === row.id)
      .map((line) => {
        const bought = lineOf.get(line.orderLineId);
        return {
          line_id: line.orderLineId,
          name: bought?.name ?? '',
          ypgg: bought?.spec ?? '',
          bzdw: bought?.packUnit ?? '',
          number: line.number,
          amount: fenToYuan(line.amountFen),
        };
      }),
    reject_reason: row.rejectReason,
    return_carrier: row.returnCarrier,
    return_tracking_no: row.returnTrackingNo,
    created_at: row.createdAt.toISOString(),
    reviewed_at: instantOf(row.reviewedAt),
    refunded_at: instantOf(row.refundedAt),
  }));
}

/** An order's requests for its buyer, and what may still be claimed. */
export async function orderAfterSales(
  db: Executor,
  order: OrderRow,
  enabled: boolean,
  now = new Date(),
): Promise<OrderAfterSales> {
  const [rows, claims] = await concurrently(
    db,
    () => db.select().from(afterSales).where(eq(afterSales.orderId, order.id)).orderBy(desc(afterSales.id)),
    () => claimsOf(db, order.id),
  );
  const claimable = claims.map((claim) => ({
    line_id: claim.line.id,
    number: Math.max(claim.shipped - claim.claimed, 0),
  }));
  const closed =
    closedReason(order, enabled, now) ??
    (claimable.every((line) => line.number === 0) ? '已发货的商品均已申请售后' : null);
  return {
    list: (await wireOf(db, rows)).map(({ buyer_id: _buyer, pay_method: _method, ...wire }) => wire),
    open: closed === null,
    closed_reason: closed,
    claimable: closed === null ? claimable : claimable.map((line) => ({ ...line, number: 0 })),
    until: order.completedAt
      ? new Date(order.completedAt.getTime() + AFTER_SALE_DAYS * DAY_MS).toISOString()
      : null,
  };
}

/** The console's filters but the state, for the page and the counts alike. */
function afterSaleConditions(query: AdminAfterSaleListQuery): SQL | undefined {
  const { order_id: orderId, kind, created_from: from, created_to: to } = query;
  return and(
    orderId === undefined ? undefined : eq(afterSales.orderId, orderId),
    kind ? eq(afterSales.kind, kind) : undefined,
    ...withinDays(afterSales.createdAt, from, to),
    query.amount_min === undefined ? undefined : gte(afterSales.amountFen, query.amount_min),
    query.amount_max === undefined ? undefined : lte(afterSales.amountFen, query.amount_max),
  );
}

/** 申请时间 is the id, which follows it; equal amounts newest first. */
function afterSaleOrder(query: AdminAfterSaleListQuery): SQL[] {
  const direction = query.order === 'asc' ? asc : desc;
  return query.sort === 'amount'
    ? [direction(afterSales.amountFen), direction(afterSales.id)]
    : [direction(afterSales.id)];
}

/** The console's requests, newest first or as sorted, with how many of those filtered are in each state. */
export async function listAfterSales(
  db: Executor,
  query: AdminAfterSaleListQuery,
): Promise<
  Paged<AfterSale & { buyer_id: number; pay_method: OrderRow['payMethod'] }> & {
    counts: Record<string, number>;
  }
> {
  const filtered = afterSaleConditions(query);
  const where = and(filtered, query.status ? eq(afterSales.status, query.status) : undefined);
  const [rows, byState] = await concurrently(
    db,
    () =>
      db
        .select()
        .from(afterSales)
        .where(where)
        .orderBy(...afterSaleOrder(query))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
    () =>
      db
        .select({ status: afterSales.status, n: count() })
        .from(afterSales)
        .where(filtered)
        .groupBy(afterSales.status),
  );
  const counts: Record<string, number> = { '': 0 };
  for (const { status, n } of byState) {
    counts[status] = n;
    counts['']! += n;
  }
  const list = await wireOf(db, rows);
  return { list, total: counts[query.status] ?? 0, page: query.page, page_size: query.page_size, counts };
}

/** One request for the console. */
export async function adminAfterSale(db: Executor, id: number): Promise<AdminWire> {
  const row = await afterSaleById(db, id);
  if (!row) throw notFound('售后单不存在');
  const [wire] = await wireOf(db, [row]);
  return wire!;
}

/** The number of the order a request is on, for messages. */
export async function orderNoOf(db: Executor, request: AfterSaleRow): Promise<string> {
  const [order] = await ordersByIds(db, [request.orderId]);
  return order?.orderNo ?? '';
}

/** Requests waiting for the seller: to review, or goods on their way back. */
export async function countWaitingAfterSales(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(afterSales)
    .where(inArray(afterSales.status, ['pending', 'returning']));
  return row?.n ?? 0;
}
