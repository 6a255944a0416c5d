import { and, asc, count, desc, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { OverdueBillQuery } from '@yaocai/domain/contracts/admin-money';
import type { OverdueBill as OverdueBillWire } from '@yaocai/domain/contracts/admin-money-responses';
import type { CreditBill, CreditState, MoneyLogEntry } from '@yaocai/domain/contracts/money';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { fenToYuan } from '@yaocai/domain/money';
import type { Executor, Transaction } from '../../db/client.ts';
import { withinDays } from '../../db/within-days.ts';
import { balanceLedger, balances, creditBills as bills, creditLedger, creditLines } from './money.tables.ts';

export const BALANCE_SHORT = '余额不足，请充值或选择其他支付方式';
export const CREDIT_SHORT = '可用授信额度不足，请选择其他支付方式';
export const NO_CREDIT = '您尚未开通授信支付';

export const LEDGER_KIND = {
  orderPay: '订单支付',
  orderRefund: '订单退款',
  afterSaleRefund: '售后退款',
  topUp: '充值',
  adjustment: '后台调整',
  limitChange: '额度调整',
  repayment: '账期还款',
  repaymentSurplus: '还款退回',
  rechargeBonus: '充值赠送',
} as const;

/** Takes money from the balance only if it covers it (never below zero), with its ledger row. */
export async function debitBalance(
  tx: Transaction,
  userId: number,
  fen: number,
  kind: string,
  memo: string,
): Promise<boolean> {
  const [row] = await tx
    .update(balances)
    .set({ amountFen: sql`${balances.amountFen} - ${fen}` })
    .where(and(eq(balances.userId, userId), gte(balances.amountFen, fen)))
    .returning({ after: balances.amountFen });
  if (!row) return false;
  await tx.insert(balanceLedger).values({ userId, changeFen: -fen, balanceAfterFen: row.after, kind, memo });
  return true;
}

export async function creditBalanceBack(
  tx: Transaction,
  userId: number,
  fen: number,
  kind: string,
  memo: string,
): Promise<void> {
  const [row] = await tx
    .insert(balances)
    .values({ userId, amountFen: fen })
    .onConflictDoUpdate({ target: balances.userId, set: { amountFen: sql`${balances.amountFen} + ${fen}` } })
    .returning({ after: balances.amountFen });
  await tx.insert(balanceLedger).values({ userId, changeFen: fen, balanceAfterFen: row!.after, kind, memo });
}

/** Uses credit only within the limit; the ledger row is the bill. Null: no credit line at all. */
export async function chargeCredit(
  tx: Transaction,
  userId: number,
  fen: number,
  order: { id: number; orderNo: string },
): Promise<'charged' | 'short' | 'none' | 'overdue'> {
  const memo = order.orderNo;
  if (await hasOverdueBill(tx, userId)) return 'overdue';
  const [row] = await tx
    .update(creditLines)
    .set({ usedFen: sql`${creditLines.usedFen} + ${fen}` })
    .where(
      and(eq(creditLines.userId, userId), sql`${creditLines.usedFen} + ${fen} <= ${creditLines.limitFen}`),
    )
    .returning({ used: creditLines.usedFen, termDays: creditLines.termDays });
  if (!row) {
    const [line] = await tx.select().from(creditLines).where(eq(creditLines.userId, userId));
    return line ? 'short' : 'none';
  }
  await tx
    .insert(creditLedger)
    .values({ userId, changeFen: fen, usedAfterFen: row.used, kind: LEDGER_KIND.orderPay, memo });
  await tx.insert(bills).values({
    userId,
    orderId: order.id,
    orderNo: order.orderNo,
    amountFen: fen,
    dueAt: sql`now() + make_interval(days => ${row.termDays})`,
  });
  return 'charged';
}

/** A cancelled order's credit payment: the credit comes back and its bill is closed as refunded. */
export async function restoreCredit(
  tx: Transaction,
  userId: number,
  fen: number,
  order: { id: number; orderNo: string },
): Promise<void> {
  const memo = order.orderNo;
  await tx
    .update(bills)
    .set({ status: 'refunded', settledAt: sql`now()` })
    .where(and(eq(bills.orderId, order.id), eq(bills.status, 'unpaid')));
  const [row] = await tx
    .update(creditLines)
    .set({ usedFen: sql`greatest(${creditLines.usedFen} - ${fen}, 0)` })
    .where(eq(creditLines.userId, userId))
    .returning({ used: creditLines.usedFen });
  if (!row) return;
  await tx
    .insert(creditLedger)
    .values({ userId, changeFen: -fen, usedAfterFen: row.used, kind: LEDGER_KIND.orderRefund, memo });
}

/**
 * Part of a credit-paid order given back (after-sales, a cancelled unshipped part): taken off its bill while the bill is unpaid,
 * and the credit comes back; once the bill is repaid the money goes to the balance instead.
 */
export async function refundCreditPart(
  tx: Transaction,
  userId: number,
  fen: number,
  order: { id: number; orderNo: string },
  kind: string = LEDGER_KIND.afterSaleRefund,
): Promise<'credit' | 'balance'> {
  const whole = sql`${bills.amountFen} = ${fen}`;
  const [bill] = await tx
    .update(bills)
    .set({
      amountFen: sql`case when ${whole} then ${bills.amountFen} else ${bills.amountFen} - ${fen} end`,
      status: sql`case when ${whole} then 'refunded' else ${bills.status} end`,
      settledAt: sql`case when ${whole} then now() else ${bills.settledAt} end`,
    })
    .where(and(eq(bills.orderId, order.id), eq(bills.status, 'unpaid'), gte(bills.amountFen, fen)))
    .returning({ id: bills.id });
  if (!bill) {
    await creditBalanceBack(tx, userId, fen, kind, order.orderNo);
    return 'balance';
  }
  const [row] = await tx
    .update(creditLines)
    .set({ usedFen: sql`greatest(${creditLines.usedFen} - ${fen}, 0)` })
    .where(eq(creditLines.userId, userId))
    .returning({ used: creditLines.usedFen });
  if (row) {
    await tx.insert(creditLedger).values({
      userId,
      changeFen: -fen,
      usedAfterFen: row.used,
      kind,
      memo: order.orderNo,
    });
  }
  return 'credit';
}

export async function balanceOf(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ fen: balances.amountFen })
    .from(balances)
    .where(eq(balances.userId, userId));
  return row?.fen ?? 0;
}

export async function creditOf(
  db: Executor,
  userId: number,
): Promise<{ limitFen: number; usedFen: number; termDays: number } | null> {
  const [row] = await db.select().from(creditLines).where(eq(creditLines.userId, userId));
  return row ? { limitFen: row.limitFen, usedFen: row.usedFen, termDays: row.termDays } : null;
}

/** Whether an unpaid bill is past its due date: credit stays closed until it is repaid. */
export async function hasOverdueBill(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: bills.id })
    .from(bills)
    .where(and(eq(bills.userId, userId), eq(bills.status, 'unpaid'), lt(bills.dueAt, sql`now()`)))
    .limit(1);
  return row !== undefined;
}

export async function creditState(db: Executor, userId: number): Promise<CreditState> {
  const [credit, [owed]] = await Promise.all([
    creditOf(db, userId),
    db
      .select({
        unpaidFen: sql<string>`coalesce(sum(${bills.amountFen}), 0)`,
        overdueFen: sql<string>`coalesce(sum(${bills.amountFen}) filter (where ${bills.dueAt} < now()), 0)`,
        nextDueAt: sql<Date | null>`min(${bills.dueAt})`.mapWith((value: string | Date | null) =>
          value === null ? null : new Date(value),
        ),
      })
      .from(bills)
      .where(and(eq(bills.userId, userId), eq(bills.status, 'unpaid'))),
  ]);
  const line = credit ?? { limitFen: 0, usedFen: 0, termDays: 0 };
  return {
    limit: fenToYuan(line.limitFen),
    used: fenToYuan(line.usedFen),
    available: fenToYuan(line.limitFen - line.usedFen),
    overdue: fenToYuan(Number(owed?.overdueFen ?? 0)),
    unpaid: fenToYuan(Number(owed?.unpaidFen ?? 0)),
    term_days: line.termDays,
    next_due_at: owed?.nextDueAt?.toISOString() ?? null,
  };
}

interface PageQuery {
  page: number;
  page_size: number;
}

const pageOf = <T>(list: T[], total: number, query: PageQuery): Paged<T> => ({
  list,
  total,
  page: query.page,
  page_size: query.page_size,
});

export async function balanceLog(
  db: Executor,
  userId: number,
  query: PageQuery & { use_type: number; start_time?: Date | undefined; end_time?: Date | undefined },
): Promise<Paged<MoneyLogEntry>> {
  const conditions: SQL[] = [eq(balanceLedger.userId, userId)];
  if (query.use_type === 1) conditions.push(gt(balanceLedger.changeFen, 0));
  if (query.use_type === 2) conditions.push(lt(balanceLedger.changeFen, 0));
  if (query.start_time) conditions.push(gte(balanceLedger.createdAt, query.start_time));
  // The end date is inclusive: the whole of that day.
  if (query.end_time)
    conditions.push(lt(balanceLedger.createdAt, new Date(query.end_time.getTime() + 86_400_000)));
  const where = and(...conditions);
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    db
      .select()
      .from(balanceLedger)
      .where(where)
      .orderBy(desc(balanceLedger.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(balanceLedger).where(where),
  ]);
  return pageOf(
    rows.map((row) => ({
      id: row.id,
      change: fenToYuan(row.changeFen),
      balance_after: fenToYuan(row.balanceAfterFen),
      kind: row.kind,
      memo: row.memo,
      created_at: row.createdAt.toISOString(),
    })),
    n,
    query,
  );
}

/** Credit bills, newest first: type 1 still to repay, 2 settled (repaid or refunded). */
export async function creditBillPage(
  db: Executor,
  userId: number,
  query: PageQuery & { type: number },
): Promise<Paged<CreditBill>> {
  const conditions: SQL[] = [eq(bills.userId, userId)];
  if (query.type === 1) conditions.push(eq(bills.status, 'unpaid'));
  if (query.type === 2) conditions.push(sql`${bills.status} <> 'unpaid'`);
  const where = and(...conditions);
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    db
      .select()
      .from(bills)
      .where(where)
      .orderBy(desc(bills.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(bills).where(where),
  ]);
  return pageOf(
    rows.map((row) => ({
      id: row.id,
      order_no: row.orderNo,
      amount: fenToYuan(row.amountFen),
      status: row.status,
      created_at: row.createdAt.toISOString(),
      due_at: row.dueAt.toISOString(),
      settled_at: row.settledAt?.toISOString() ?? null,
    })),
    n,
    query,
  );
}

type OverdueBill = Omit<OverdueBillWire, 'company' | 'phone'>;

/** 到期时间 or 金额 either way, 逾期天数 being 到期时间 the other way round; equal ones by id. */
function overdueOrder({ sort, order }: OverdueBillQuery): SQL[] {
  const ascending = sort === 'days_overdue' ? order === 'desc' : order === 'asc';
  const direction = ascending ? asc : desc;
  const column = sort === 'amount' ? bills.amountFen : bills.dueAt;
  return [direction(column), direction(bills.id)];
}

/**
 * Unpaid credit bills past their due date, across buyers, the longest overdue first or as sorted;
 * `buyers` a subquery of buyer ids (an account manager's), from the accounts module.
 */
export async function overdueBillPage(
  db: Executor,
  query: OverdueBillQuery,
  buyers?: SQL,
): Promise<Paged<OverdueBill>> {
  const where = and(
    eq(bills.status, 'unpaid'),
    lt(bills.dueAt, sql`now()`),
    query.amount_min === undefined ? undefined : gte(bills.amountFen, query.amount_min),
    query.amount_max === undefined ? undefined : lte(bills.amountFen, query.amount_max),
    ...withinDays(bills.dueAt, query.due_from, query.due_to),
    buyers ? sql`${bills.userId} in (${buyers})` : undefined,
  );
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    db
      .select({
        id: bills.id,
        userId: bills.userId,
        orderId: bills.orderId,
        orderNo: bills.orderNo,
        amountFen: bills.amountFen,
        dueAt: bills.dueAt,
        // Whole days since it fell due, counted in the database's clock like the condition above.
        daysOverdue: sql<number>`floor(extract(epoch from now() - ${bills.dueAt}) / 86400)::int`,
      })
      .from(bills)
      .where(where)
      .orderBy(...overdueOrder(query))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(bills).where(where),
  ]);
  return pageOf(
    rows.map((row) => ({
      id: row.id,
      buyer_id: row.userId,
      order_id: row.orderId,
      order_no: row.orderNo,
      amount: fenToYuan(row.amountFen),
      due_at: row.dueAt.toISOString(),
      days_overdue: Number(row.daysOverdue),
    })),
    n,
    query,
  );
}

/**
 * An operator's change of a buyer's balance, with its ledger row: added, or taken only as far as the
 * balance goes (never below zero). The balance after, or null when it would go below zero.
 */
export async function adjustBalance(
  tx: Transaction,
  userId: number,
  changeFen: number,
  memo: string,
): Promise<number | null> {
  if (changeFen > 0) await creditBalanceBack(tx, userId, changeFen, LEDGER_KIND.adjustment, memo);
  else if (!(await debitBalance(tx, userId, -changeFen, LEDGER_KIND.adjustment, memo))) return null;
  return balanceOf(tx, userId);
}

/**
 * Sets a buyer's credit line and term, locked against purchases on credit meanwhile; the limit may
 * not go below what is in use. A limit of 0 for a buyer without a line leaves them without one.
 * The line before (null: none), or 'below-used'.
 */
export async function setCreditLine(
  tx: Transaction,
  userId: number,
  line: { limitFen: number; termDays: number },
  memo: string,
): Promise<{ before: { limitFen: number; termDays: number } | null; usedFen: number } | 'below-used'> {
  const record = (before: { limitFen: number } | null, usedFen: number) =>
    tx.insert(creditLedger).values({
      userId,
      changeFen: 0,
      usedAfterFen: usedFen,
      kind: LEDGER_KIND.limitChange,
      memo: `${fenToYuan(before?.limitFen ?? 0)} → ${fenToYuan(line.limitFen)}，账期${line.termDays}天：${memo}`,
    });
  const [created] =
    line.limitFen > 0
      ? await tx
          .insert(creditLines)
          .values({ userId, limitFen: line.limitFen, termDays: line.termDays })
          .onConflictDoNothing({ target: creditLines.userId })
          .returning()
      : [];
  if (created) {
    await record(null, 0);
    return { before: null, usedFen: 0 };
  }
  const [current] = await tx.select().from(creditLines).where(eq(creditLines.userId, userId)).for('update');
  if (!current) return { before: null, usedFen: 0 };
  if (current.usedFen > line.limitFen) return 'below-used';
  await tx
    .update(creditLines)
    .set({ limitFen: line.limitFen, termDays: line.termDays })
    .where(eq(creditLines.userId, userId));
  await record(current, current.usedFen);
  return { before: { limitFen: current.limitFen, termDays: current.termDays }, usedFen: current.usedFen };
}
