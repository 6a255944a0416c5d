import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { ManjianTerms } from '@yaocai/domain/contracts/cart-responses';
import { fenToYuan } from '@yaocai/domain/money';
import { fullReductionTierLabel, type FullReductionTier } from '@yaocai/domain/pricing/full-reduction';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { combinations, flashSales, fullReductionActivities } from './promotions.tables.ts';

export interface ActiveFullReduction {
  id: number;
  name: string;
  tiers: FullReductionTier[];
  /** Empty: every goods takes part. */
  goodsIds: number[];
}

/** Full-reduction activities running now, oldest first (a goods counts towards the first that has it). */
export async function activeFullReductions(db: Executor): Promise<ActiveFullReduction[]> {
  const statement = prepared(db, 'active_full_reductions', (db, name) =>
    db
      .select({
        id: fullReductionActivities.id,
        name: fullReductionActivities.name,
        tiers: fullReductionActivities.tiers,
        goodsIds: fullReductionActivities.goodsIds,
      })
      .from(fullReductionActivities)
      .where(
        and(
          lte(fullReductionActivities.startsAt, sql`now()`),
          gt(fullReductionActivities.endsAt, sql`now()`),
        ),
      )
      .orderBy(asc(fullReductionActivities.id))
      .prepare(name),
  );
  return statement.execute();
}

/** An activity's tiers as the cart and the landing show them, lowest first. */
export const tiersOnWire = (tiers: readonly FullReductionTier[]): ManjianTerms['tiers'] =>
  [...tiers]
    .sort((a, b) => a.thresholdFen - b.thresholdFen)
    .map((tier) => ({
      amount: fenToYuan(tier.thresholdFen),
      reduction: 'reductionFen' in tier ? fenToYuan(tier.reductionFen) : null,
      discount: 'payPercent' in tier ? tier.payPercent : null,
      label: fullReductionTierLabel(tier),
    }));

export const fullReductionFor = (
  activities: readonly ActiveFullReduction[],
  goodsId: number,
): ActiveFullReduction | null =>
  activities.find((a) => a.goodsIds.length === 0 || a.goodsIds.includes(goodsId)) ?? null;

/** The flash sale of a goods that is running now, or else the next one to start. */
export async function currentFlashSale(db: Executor, goodsId: number) {
  const [sale] = await db
    .select()
    .from(flashSales)
    .where(and(eq(flashSales.goodsId, goodsId), gt(flashSales.endsAt, sql`now()`)))
    .orderBy(asc(flashSales.startsAt))
    .limit(1);
  return sale ?? null;
}

export async function findCombination(db: Executor, id: number) {
  const [combination] = await db.select().from(combinations).where(eq(combinations.id, id));
  return combination ?? null;
}
