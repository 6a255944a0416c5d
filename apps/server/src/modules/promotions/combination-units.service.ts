import { and, eq, sql } from 'drizzle-orm';
import { invalid } from '@yaocai/domain/errors';
import type { Transaction } from '../../db/client.ts';
import { combinations } from './promotions.tables.ts';

const PACK_SOLD_OUT = '套餐已售罄';
const PACK_CLOSED = '套餐未开始、已结束或已下架';

/**
 * Takes packs of a 套餐 for an order with one conditional update: on sale, in its window on the
 * database's clock once the row lock is held (a stop that committed first is seen), and units left
 * when it has a total. Racing buyers never sell more packs than it offers.
 */
export async function takeCombinationUnits(
  tx: Transaction,
  combinationId: number,
  packs: number,
  name: string,
): Promise<void> {
  const [taken] = await tx
    .update(combinations)
    .set({ soldUnits: sql`${combinations.soldUnits} + ${packs}` })
    .where(
      and(
        eq(combinations.id, combinationId),
        eq(combinations.onSale, true),
        sql`(${combinations.startsAt} is null or ${combinations.startsAt} <= clock_timestamp())`,
        sql`(${combinations.endsAt} is null or ${combinations.endsAt} > clock_timestamp())`,
        sql`(${combinations.totalUnits} is null or ${combinations.soldUnits} + ${packs} <= ${combinations.totalUnits})`,
      ),
    )
    .returning({ id: combinations.id });
  if (taken) return;
  const [found] = await tx.select().from(combinations).where(eq(combinations.id, combinationId));
  const now = Date.now();
  const open =
    found?.onSale === true &&
    (found.startsAt === null || found.startsAt.getTime() <= now) &&
    (found.endsAt === null || found.endsAt.getTime() > now);
  throw invalid('ids', `${name}：${open ? PACK_SOLD_OUT : PACK_CLOSED}`);
}

/** A cancelled order's packs go back to the 套餐. */
export async function returnCombinationUnits(
  tx: Transaction,
  combinationId: number,
  packs: number,
): Promise<void> {
  await tx
    .update(combinations)
    .set({ soldUnits: sql`greatest(${combinations.soldUnits} - ${packs}, 0)` })
    .where(eq(combinations.id, combinationId));
}
