import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { combinations, flashSales, manjianActivities } from './promotions.tables.ts';

export interface ActiveManjian {
  id: number;
  name: string;
  tiers: { thresholdFen: number; reductionFen: number }[];
  /** Empty: every goods takes part. */
  goodsIds: number[];
}

/** Full-reduction activities running now, oldest first (a goods counts towards the first that has it). */
export async function activeManjians(db: Executor): Promise<ActiveManjian[]> {
  const statement = prepared(db, 'active_manjians', (db, name) =>
    db
      .select({
        id: manjianActivities.id,
        name: manjianActivities.name,
        tiers: manjianActivities.tiers,
        goodsIds: manjianActivities.goodsIds,
      })
      .from(manjianActivities)
      .where(and(lte(manjianActivities.startsAt, sql`now()`), gt(manjianActivities.endsAt, sql`now()`)))
      .orderBy(asc(manjianActivities.id))
      .prepare(name),
  );
  return statement.execute();
}

export const manjianFor = (activities: readonly ActiveManjian[], goodsId: number): ActiveManjian | null =>
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
