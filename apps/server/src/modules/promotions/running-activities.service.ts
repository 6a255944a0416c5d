import { and, asc, count, eq, gt, isNull, lte, min, or, sql } from 'drizzle-orm';
import type { RunningActivities } from '@yaocai/domain/contracts/activity-responses';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { tiersOnWire } from './promotions.service.ts';
import { combinations, flashSales, fullReductionActivities, giftRules } from './promotions.tables.ts';

const running = (table: { startsAt: AnyPgColumn; endsAt: AnyPgColumn }) =>
  and(lte(table.startsAt, sql`now()`), gt(table.endsAt, sql`now()`));

/** The promotions running now, for the promotion landing. */
export async function runningActivities(db: Executor): Promise<RunningActivities> {
  const manjians = await db
    .select()
    .from(fullReductionActivities)
    .where(running(fullReductionActivities))
    .orderBy(asc(fullReductionActivities.id));
  const [sales] = await db
    .select({ count: count(), endsAt: min(flashSales.endsAt) })
    .from(flashSales)
    .where(and(running(flashSales), sql`${flashSales.soldUnits} < ${flashSales.totalUnits}`));
  const [gifts] = await db
    .select({ count: count() })
    .from(giftRules)
    .where(or(isNull(giftRules.startsAt), running(giftRules)));
  const [packs] = await db
    .select({ count: count() })
    .from(combinations)
    .where(
      and(
        eq(combinations.onSale, true),
        or(isNull(combinations.startsAt), lte(combinations.startsAt, sql`now()`)),
        or(isNull(combinations.endsAt), gt(combinations.endsAt, sql`now()`)),
      ),
    );
  return {
    manjians: manjians.map((activity) => ({
      id: activity.id,
      name: activity.name,
      tiers: tiersOnWire(activity.tiers),
      all_goods: activity.goodsIds.length === 0,
      ends_at: activity.endsAt.toISOString(),
    })),
    flash_sales: { count: sales?.count ?? 0, ends_at: sales?.endsAt?.toISOString() ?? null },
    gift_goods: gifts?.count ?? 0,
    combinations: packs?.count ?? 0,
  };
}
