import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { PointsPage } from '@yaocai/domain/contracts/user';
import type { Executor, Transaction } from '../../db/client.ts';
import { pointsLedger, users } from './accounts.tables.ts';

export const POINTS_KIND = {
  orderPaid: '订单奖励',
  orderCancelled: '订单取消扣回',
  afterSaleRefund: '售后退款扣回',
  drawPrize: '抽奖奖励',
  referral: '老带新奖励',
  referralTakenBack: '老带新奖励扣回',
} as const;

/** The points an order paying this many fen earns at `perYuan` points a whole yuan. */
export const pointsFor = (paidFen: number, perYuan: number) => Math.floor(paidFen / 100) * perYuan;

/**
 * Changes the buyer's points with their ledger row, in the caller's transaction. What is taken back
 * never takes the points below zero (they may have been spent meanwhile); the row records what moved.
 */
async function movePoints(tx: Transaction, userId: number, change: number, kind: string, memo: string) {
  if (change === 0) return;
  const [before] = await tx
    .select({ points: users.points })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!before) return;
  const after = Math.max(0, before.points + change);
  if (after === before.points) return;
  await tx.update(users).set({ points: after }).where(eq(users.id, userId));
  await tx
    .insert(pointsLedger)
    .values({ userId, change: after - before.points, balanceAfter: after, kind, memo });
}

/** A prize draw's points (抽奖), in the transaction that decides the draw. */
export async function awardDrawPoints(tx: Transaction, userId: number, points: number, memo: string) {
  await movePoints(tx, userId, points, POINTS_KIND.drawPrize, memo);
}

/**
 * Holds the buyer's row until the commit, as a change of their points would: for a reward given
 * without points, so it still waits on the buyer's row before any coupon row.
 */
export async function lockBuyerForReward(tx: Transaction, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** A 老带新 reward's points, in the transaction that marks the referred buyer's first order paid. */
export async function awardReferralPoints(tx: Transaction, userId: number, points: number, memo: string) {
  await movePoints(tx, userId, points, POINTS_KIND.referral, memo);
}

/** A 老带新 reward's points taken back (never below zero), when the order that earned them is cancelled. */
export async function takeBackReferralPoints(tx: Transaction, userId: number, points: number, memo: string) {
  await movePoints(tx, userId, -points, POINTS_KIND.referralTakenBack, memo);
}

/** The buyer's points now. */
export async function buyerPoints(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ points: users.points }).from(users).where(eq(users.id, userId));
  return row?.points ?? 0;
}

/**
 * Spends the buyer's points with their ledger row, in the caller's transaction: a conditional update,
 * so the points never go below zero however many spends race. The balance after, or null if short.
 */
export async function spendPoints(
  tx: Transaction,
  userId: number,
  points: number,
  kind: string,
  memo: string,
): Promise<number | null> {
  const [after] = await tx
    .update(users)
    .set({ points: sql`${users.points} - ${points}` })
    .where(and(eq(users.id, userId), sql`${users.points} >= ${points}`))
    .returning({ points: users.points });
  if (!after) return null;
  await tx.insert(pointsLedger).values({ userId, change: -points, balanceAfter: after.points, kind, memo });
  return after.points;
}

interface PointsOrder {
  userId: number;
  payableFen: number;
  orderNo: string;
}

/** A paid order's points at `perYuan`, given in the transaction that marks it paid (so once). */
export async function awardOrderPoints(tx: Transaction, order: PointsOrder, perYuan: number): Promise<void> {
  await movePoints(
    tx,
    order.userId,
    pointsFor(order.payableFen, perYuan),
    POINTS_KIND.orderPaid,
    order.orderNo,
  );
}

/** What an order earned, and what of it the buyer still holds (its ledger rows, net). */
async function orderPoints(tx: Transaction, order: PointsOrder): Promise<{ earned: number; held: number }> {
  const [row] = await tx
    .select({
      earned: sql<number>`coalesce(sum(${pointsLedger.change}) filter (where ${pointsLedger.kind} = ${POINTS_KIND.orderPaid}), 0)::integer`,
      held: sql<number>`coalesce(sum(${pointsLedger.change}), 0)::integer`,
    })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, order.userId), eq(pointsLedger.memo, order.orderNo)));
  return { earned: Number(row?.earned ?? 0), held: Number(row?.held ?? 0) };
}

/** A cancelled paid order's points, what it still holds, taken back in the transaction that cancels it. */
export async function takeBackOrderPoints(tx: Transaction, order: PointsOrder): Promise<void> {
  const { held } = await orderPoints(tx, order);
  if (held > 0) await movePoints(tx, order.userId, -held, POINTS_KIND.orderCancelled, order.orderNo);
}

/** An after-sales refund's share of the order's points, in the transaction that marks it refunded. */
export async function takeBackRefundPoints(
  tx: Transaction,
  order: PointsOrder,
  refundFen: number,
): Promise<void> {
  if (order.payableFen <= 0) return;
  const { earned, held } = await orderPoints(tx, order);
  const share = Math.min(
    held,
    Math.floor((earned * Math.min(refundFen, order.payableFen)) / order.payableFen),
  );
  if (share > 0) await movePoints(tx, order.userId, -share, POINTS_KIND.afterSaleRefund, order.orderNo);
}

/** GET /api/user/points_log: the buyer's points changes, newest first, and the rate they earn at. */
export async function pointsLog(
  db: Executor,
  userId: number,
  query: { page: number; page_size: number },
  perYuan: number,
): Promise<PointsPage> {
  const where = eq(pointsLedger.userId, userId);
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    db
      .select()
      .from(pointsLedger)
      .where(where)
      .orderBy(desc(pointsLedger.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(pointsLedger).where(where),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      change: row.change,
      balance_after: row.balanceAfter,
      kind: row.kind,
      memo: row.memo,
      created_at: row.createdAt.toISOString(),
    })),
    total: n,
    page: query.page,
    page_size: query.page_size,
    per_yuan: perYuan,
  };
}
