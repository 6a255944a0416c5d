import { eq, sql } from 'drizzle-orm';
import type { CouponCampaignDefinition } from '@yaocai/domain/contracts/admin-activities';
import { invalid } from '@yaocai/domain/errors';
import { coupons } from '../promotions.tables.ts';
import type { ActivityKindRules, ActivityRow } from './activity-kind.ts';
import { checkScopeGoods } from './kind-helpers.ts';

/** The coupons row a campaign publishes, as the coupon centre and checkout read it. */
export const campaignCoupon = (row: ActivityRow) => {
  const coupon = row.definition as CouponCampaignDefinition;
  return {
    name: row.name,
    kind: coupon.coupon_kind,
    thresholdFen: coupon.threshold_fen,
    valueFen: coupon.value,
    capFen: coupon.cap_fen,
    goodsIds: coupon.goods_ids,
    claimable: coupon.claimable,
    totalQuantity: coupon.total_units,
    perBuyerLimit: coupon.per_buyer_limit,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
  };
};

/**
 * 优惠券 campaign: one coupons row, claimable on /lq in the window. A stop ends the claims; coupons
 * already claimed stay good until the end of their validity.
 */
export const couponCampaignKind: ActivityKindRules<'coupon_campaign'> = {
  goodsIds: (definition) => definition.goods_ids ?? [],
  total: (definition) => definition.total_units,
  takenSql: sql`(select coalesce(sum(c.claimed_count), 0) from coupons c where c.activity_id = "promotion_activities"."id")`,

  check: (db, body) => checkScopeGoods(db, body.definition.goods_ids ?? [], 'definition.goods_ids'),

  checkExtension(old, next) {
    const same = (['coupon_kind', 'value', 'threshold_fen', 'cap_fen', 'claimable'] as const).find(
      (key) => next[key] !== old[key],
    );
    if (same)
      throw invalid(`definition.${same}`, '优惠券已有领取，只能延后结束时间、增加发放总量或提高每人限领');
    if (JSON.stringify(next.goods_ids) !== JSON.stringify(old.goods_ids)) {
      throw invalid('definition.goods_ids', '优惠券已有领取，适用商品不能修改');
    }
    if (next.total_units < old.total_units)
      throw invalid('definition.total_units', '优惠券已有领取，发放总量只能增加');
    if (next.per_buyer_limit < old.per_buyer_limit) {
      throw invalid('definition.per_buyer_limit', '优惠券已有领取，每人限领只能提高');
    }
  },

  async publish(tx, row, extendOnly) {
    const coupon = row.definition as CouponCampaignDefinition;
    const values = campaignCoupon(row);
    const updated = await tx
      .update(coupons)
      .set(
        extendOnly
          ? { endsAt: row.endsAt, totalQuantity: coupon.total_units, perBuyerLimit: coupon.per_buyer_limit }
          : values,
      )
      .where(eq(coupons.activityId, row.id))
      .returning({ id: coupons.id });
    if (updated.length === 0) await tx.insert(coupons).values({ ...values, activityId: row.id });
  },

  async stop(tx, id) {
    await tx.update(coupons).set({ claimable: false }).where(eq(coupons.activityId, id));
  },

  detail: async (_db, row) => row.definition as CouponCampaignDefinition,
};
