import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { combinations, flashSales, fullReductionActivities } from './promotions.tables.ts';

export interface ActiveFullReduction {
  id: number;
  name: string;
  tiers: { thresholdFen: number; reductionFen: number }[];
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
