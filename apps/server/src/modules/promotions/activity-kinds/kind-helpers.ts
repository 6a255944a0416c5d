import { sql } from 'drizzle-orm';
import { invalid } from '@yaocai/domain/errors';
import type { Executor } from '../../../db/client.ts';
import { stockedGoods } from '../../catalog/goods-facts.service.ts';

/** Every goods a scope names exists; the first that does not is the field's error. */
export async function checkScopeGoods(db: Executor, ids: readonly number[], field: string): Promise<void> {
  const found = await stockedGoods(db, [...ids]);
  const missing = ids.findIndex((goodsId) => !found.has(goodsId));
  if (missing >= 0) throw invalid(`${field}.${missing}`, `适用商品中编号${ids[missing]}的商品不存在`);
}

/**
 * A sale row's window ended now, for a stop: one not yet started ends before it starts, so the
 * window stays a window, wholly in the past.
 */
export const endedNow = {
  startsAt: sql`least(starts_at, now() - interval '1 millisecond')`,
  endsAt: sql`least(ends_at, now())`,
};
