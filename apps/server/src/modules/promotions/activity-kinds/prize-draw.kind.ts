import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PrizeDrawDefinition } from '@yaocai/domain/contracts/activity-prize-draw';
import { invalid } from '@yaocai/domain/errors';
import { stockedGoods } from '../../catalog/goods-facts.service.ts';
import { drawPrizes, drawRecords } from '../draws.tables.ts';
import { coupons } from '../promotions.tables.ts';
import type { ActivityKindRules, ActivityRow } from './activity-kind.ts';

const DAY_MS = 86_400_000;

/** A coupon prize's coupon: not on /lq, good from the draw's start to its valid days past the draw's end. */
const couponOf = (row: ActivityRow, prize: PrizeDrawDefinition['prizes'][number]) => ({
  activityId: row.id,
  name: prize.name,
  kind: 'amount' as const,
  thresholdFen: prize.coupon_threshold_fen ?? 0,
  valueFen: prize.coupon_value_fen ?? 1,
  capFen: null,
  goodsIds: null,
  claimable: false,
  totalQuantity: prize.stock,
  perBuyerLimit: prize.stock ?? 1,
  startsAt: row.startsAt,
  endsAt: new Date(row.endsAt.getTime() + (prize.coupon_valid_days ?? 1) * DAY_MS),
});

/**
 * 抽奖: publishing writes one draw_prizes row per prize (a coupon prize with its own coupons row), in
 * the definition's order; the draw itself (draws.service.ts) takes a prize's stock by a conditional
 * update. A stop needs no row of its own: every draw reads the activity's row under a share lock, so a
 * draw racing the stop happened before it or is refused after it.
 */
export const prizeDrawKind: ActivityKindRules<'prize_draw'> = {
  goodsIds: (definition) =>
    definition.prizes.flatMap((prize) => (prize.goods_id === null ? [] : [prize.goods_id])),
  total: (definition) => definition.prizes.reduce((sum, prize) => sum + (prize.stock ?? 0), 0),
  takenSql: sql`(select coalesce(sum(p.won), 0) from draw_prizes p where p.activity_id = "promotion_activities"."id" and p.kind <> 'none')`,

  async check(db, body) {
    const prizes = body.definition.prizes;
    const ids = prizes.flatMap((prize) => (prize.goods_id === null ? [] : [prize.goods_id]));
    const found = await stockedGoods(db, ids);
    const missing = prizes.findIndex((prize) => prize.goods_id !== null && !found.has(prize.goods_id));
    if (missing >= 0)
      throw invalid(
        `definition.prizes.${missing}.goods_id`,
        `编号${prizes[missing]!.goods_id}的赠品商品不存在`,
      );
  },

  checkExtension(old, next) {
    if (next.chance_rule !== old.chance_rule)
      throw invalid('definition.chance_rule', '已有抽奖记录，抽奖机会规则不能修改');
    if (next.chances_per_buyer < old.chances_per_buyer)
      throw invalid('definition.chances_per_buyer', '已有抽奖记录，每人抽奖次数只能增加');
    if (next.prizes.length !== old.prizes.length)
      throw invalid('definition.prizes', '已有抽奖记录，奖品不能增减');
    next.prizes.forEach((prize, i) => {
      const before = old.prizes[i]!;
      const changed = (Object.keys(prize) as (keyof typeof prize)[]).find(
        (key) => key !== 'stock' && prize[key] !== before[key],
      );
      if (changed) throw invalid(`definition.prizes.${i}.${changed}`, '已有抽奖记录，只能增加奖品数量');
      if ((prize.stock ?? 0) < (before.stock ?? 0))
        throw invalid(`definition.prizes.${i}.stock`, '已有抽奖记录，奖品数量只能增加');
    });
  },

  async anyTaken(tx, id) {
    const [drawn] = await tx
      .select({ id: drawRecords.id })
      .from(drawRecords)
      .where(eq(drawRecords.activityId, id))
      .limit(1);
    return drawn !== undefined;
  },

  async publish(tx, row, extendOnly) {
    const definition = row.definition as PrizeDrawDefinition;
    if (extendOnly) {
      const rows = await tx
        .select()
        .from(drawPrizes)
        .where(eq(drawPrizes.activityId, row.id))
        .orderBy(asc(drawPrizes.position));
      for (const [i, prize] of rows.entries()) {
        const stock = definition.prizes[i]?.stock ?? null;
        await tx.update(drawPrizes).set({ stock }).where(eq(drawPrizes.id, prize.id));
        if (prize.couponId !== null) {
          const coupon = couponOf(row, definition.prizes[i]!);
          await tx
            .update(coupons)
            .set({
              totalQuantity: coupon.totalQuantity,
              perBuyerLimit: coupon.perBuyerLimit,
              endsAt: coupon.endsAt,
            })
            .where(eq(coupons.id, prize.couponId));
        }
      }
      return;
    }
    // Nothing was drawn yet (the service allows a full rewrite only then): the prizes are written anew.
    const old = await tx
      .delete(drawPrizes)
      .where(eq(drawPrizes.activityId, row.id))
      .returning({ couponId: drawPrizes.couponId });
    const oldCoupons = old.flatMap((prize) => (prize.couponId === null ? [] : [prize.couponId]));
    if (oldCoupons.length > 0) await tx.delete(coupons).where(and(inArray(coupons.id, oldCoupons)));
    for (const [position, prize] of definition.prizes.entries()) {
      let couponId: number | null = null;
      if (prize.kind === 'coupon') {
        const [coupon] = await tx.insert(coupons).values(couponOf(row, prize)).returning({ id: coupons.id });
        couponId = coupon!.id;
      }
      await tx.insert(drawPrizes).values({
        activityId: row.id,
        position,
        name: prize.name,
        kind: prize.kind,
        weight: prize.weight,
        stock: prize.stock,
        couponId,
        points: prize.points,
        goodsId: prize.goods_id,
        goodsNumber: prize.goods_number,
        remarks: prize.remarks,
      });
    }
  },

  async stop() {
    // The draw refuses a stopped activity under its row lock; prizes already won stay with the buyers.
  },

  async detail(db, row) {
    const definition = row.definition as PrizeDrawDefinition;
    const rows = await db
      .select({ position: drawPrizes.position, won: drawPrizes.won })
      .from(drawPrizes)
      .where(eq(drawPrizes.activityId, row.id));
    const won = new Map(rows.map((prize) => [prize.position, prize.won]));
    return {
      ...definition,
      prizes: definition.prizes.map((prize, i) => ({ ...prize, won: won.get(i) ?? 0 })),
    };
  },
};
