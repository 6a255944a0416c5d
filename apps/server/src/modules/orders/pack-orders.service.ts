import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderLines } from './orders.tables.ts';

/** Whether any order, cancelled or not, ever took one of these 套餐. */
export async function anyOrderOfPacks(db: Executor, combinationIds: readonly number[]): Promise<boolean> {
  if (combinationIds.length === 0) return false;
  const [line] = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(inArray(orderLines.combinationId, [...combinationIds]))
    .limit(1);
  return line !== undefined;
}
