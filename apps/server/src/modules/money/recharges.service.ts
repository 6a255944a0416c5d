import { and, asc, eq, lte, desc, sql } from 'drizzle-orm';
import { RECHARGE_MAX_YUAN, RECHARGE_MIN_YUAN, type MoneyConfig } from '@yaocai/domain/contracts/money';
import { fenToYuan } from '@yaocai/domain/money';
import type { Executor, Transaction } from '../../db/client.ts';
import type { IdempotencyKey } from '../../plugins/idempotency-key.ts';
import { creditBalanceBack, LEDGER_KIND } from './money.service.ts';
import { rechargeOffers, recharges } from './money.tables.ts';

export type RechargeRow = typeof recharges.$inferSelect;

/** GET /api/moneys/moneyConfig: the recharge offers, smallest first, and the bounds of one recharge. */
export async function moneyConfig(db: Executor): Promise<MoneyConfig> {
  const offers = await db.select().from(rechargeOffers).orderBy(asc(rechargeOffers.amountFen));
  return {
    offers: offers.map((offer) => ({ amount: fenToYuan(offer.amountFen), bonus: fenToYuan(offer.bonusFen) })),
    min: RECHARGE_MIN_YUAN,
    max: RECHARGE_MAX_YUAN,
  };
}

/** The bonus of the largest offer the amount reaches. */
async function bonusFor(db: Executor, amountFen: number): Promise<number> {
  const [offer] = await db
    .select({ bonusFen: rechargeOffers.bonusFen })
    .from(rechargeOffers)
    .where(lte(rechargeOffers.amountFen, amountFen))
    .orderBy(desc(rechargeOffers.amountFen))
    .limit(1);
  return offer?.bonusFen ?? 0;
}

/**
 * Opens a recharge, or finds the one this key opened before (a double click, a retry): the amount
 * and bonus are fixed when it opens. `created` tells which.
 */
export async function openRecharge(
  tx: Transaction,
  userId: number,
  amountFen: number,
  { key: idempotencyKey, requestHash }: IdempotencyKey,
): Promise<{ recharge: RechargeRow; created: boolean }> {
  const bonusFen = await bonusFor(tx, amountFen);
  const [created] = await tx
    .insert(recharges)
    .values({ userId, amountFen, bonusFen, idempotencyKey, requestHash })
    .onConflictDoNothing()
    .returning();
  if (created) return { recharge: created, created: true };
  const [existing] = await tx
    .select()
    .from(recharges)
    .where(and(eq(recharges.userId, userId), eq(recharges.idempotencyKey, idempotencyKey)));
  return { recharge: existing!, created: false };
}

export async function ownRecharge(
  db: Executor,
  userId: number,
  rechargeId: number,
): Promise<RechargeRow | undefined> {
  const [row] = await db
    .select()
    .from(recharges)
    .where(and(eq(recharges.id, rechargeId), eq(recharges.userId, userId)));
  return row;
}

export async function lockRecharge(tx: Transaction, rechargeId: number): Promise<RechargeRow | undefined> {
  const [row] = await tx.select().from(recharges).where(eq(recharges.id, rechargeId)).for('update');
  return row;
}

/** Credits a pending recharge, and its bonus, to the balance; a paid one is left alone. */
export async function creditRecharge(tx: Transaction, recharge: RechargeRow): Promise<boolean> {
  const [paid] = await tx
    .update(recharges)
    .set({ status: 'paid', paidAt: sql`now()` })
    .where(and(eq(recharges.id, recharge.id), eq(recharges.status, 'pending')))
    .returning({ id: recharges.id });
  if (!paid) return false;
  const memo = `充值单${recharge.id}`;
  await creditBalanceBack(tx, recharge.userId, recharge.amountFen, LEDGER_KIND.topUp, memo);
  if (recharge.bonusFen > 0)
    await creditBalanceBack(tx, recharge.userId, recharge.bonusFen, LEDGER_KIND.rechargeBonus, memo);
  return true;
}
