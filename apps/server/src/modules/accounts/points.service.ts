import { count, desc, eq } from 'drizzle-orm';
import { POINTS_PER_YUAN, type PointsEntry } from '@yaocai/domain/contracts/user';
import type { Paged } from '@yaocai/domain/contracts/wire';
import type { Executor, Transaction } from '../../db/client.ts';
import { pointsLedger, users } from './accounts.tables.ts';

export const POINTS_KIND = { orderPaid: '订单奖励', orderCancelled: '订单取消扣回' } as const;

/** The points an order paying this many fen earns: POINTS_PER_YUAN per whole yuan. */
export const pointsFor = (paidFen: number) => Math.floor(paidFen / 100) * POINTS_PER_YUAN;

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

/** A paid order's points, given in the transaction that marks it paid (so once). */
export const awardOrderPoints = (
  tx: Transaction,
  order: { userId: number; payableFen: number; orderNo: string },
) => movePoints(tx, order.userId, pointsFor(order.payableFen), POINTS_KIND.orderPaid, order.orderNo);

/** A cancelled paid order's points, taken back in the transaction that cancels it (so once). */
export const takeBackOrderPoints = (
  tx: Transaction,
  order: { userId: number; payableFen: number; orderNo: string },
) => movePoints(tx, order.userId, -pointsFor(order.payableFen), POINTS_KIND.orderCancelled, order.orderNo);

/** GET /api/user/points_log: the buyer's points changes, newest first. */
export async function pointsLog(
  db: Executor,
  userId: number,
  query: { page: number; page_size: number },
): Promise<Paged<PointsEntry>> {
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
  };
}
