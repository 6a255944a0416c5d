import { eq, sql } from 'drizzle-orm';
import type { FullReductionDefinition } from '@yaocai/domain/contracts/admin-activities';
import type { FullReductionTier } from '@yaocai/domain/pricing/full-reduction';
import { fullReductionActivities } from '../promotions.tables.ts';
import type { ActivityKindRules } from './activity-kind.ts';
import { checkScopeGoods, endedNow } from './kind-helpers.ts';

export const tiersOf = (definition: FullReductionDefinition): FullReductionTier[] =>
  definition.tiers.map((tier) =>
    definition.mode === 'amount'
      ? { thresholdFen: tier.threshold_fen, reductionFen: tier.value }
      : { thresholdFen: tier.threshold_fen, payPercent: tier.value },
  );

/**
 * 满减/满折: one manjian_activities row that the cart and the order price from. It counts no takes:
 * what an order earned is in the order's amounts, so a running one may still be edited (orders
 * placed keep what they earned) and a stop ends it now.
 */
export const fullReductionKind: ActivityKindRules<'full_reduction'> = {
  goodsIds: (definition) => definition.goods_ids ?? [],
  total: () => 0,
  takenSql: sql`0`,

  check: (db, body) => checkScopeGoods(db, body.definition.goods_ids ?? [], 'definition.goods_ids'),

  async publish(tx, row) {
    const definition = row.definition as FullReductionDefinition;
    const values = {
      name: row.name,
      tiers: tiersOf(definition),
      goodsIds: definition.goods_ids ?? [],
      startsAt: row.startsAt,
      endsAt: row.endsAt,
    };
    const updated = await tx
      .update(fullReductionActivities)
      .set(values)
      .where(eq(fullReductionActivities.activityId, row.id))
      .returning({ id: fullReductionActivities.id });
    if (updated.length === 0)
      await tx.insert(fullReductionActivities).values({ ...values, activityId: row.id });
  },

  async stop(tx, id) {
    await tx.update(fullReductionActivities).set(endedNow).where(eq(fullReductionActivities.activityId, id));
  },

  detail: async (_db, row) => row.definition as FullReductionDefinition,
};
