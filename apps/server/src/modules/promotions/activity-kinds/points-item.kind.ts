import { asc, eq, sql } from 'drizzle-orm';
import type { PointsItemDefinition, PointsItemLine } from '@yaocai/domain/contracts/activity-points-item';
import { invalid } from '@yaocai/domain/errors';
import type { Transaction } from '../../../db/client.ts';
import { stockedGoods } from '../../catalog/goods-facts.service.ts';
import { coupons, pointsItems } from '../promotions.tables.ts';
import type { ActivityKindRules, ActivityRow } from './activity-kind.ts';

const DAY_MS = 86_400_000;

/** The coupon row an item of kind coupon issues: not offered on /lq, good until `valid_days` after the end. */
const couponValues = (row: ActivityRow, item: PointsItemLine) => {
  const coupon = item.coupon!;
  return {
    activityId: row.id,
    name: item.name,
    kind: coupon.coupon_kind,
    thresholdFen: coupon.threshold_fen,
    valueFen: coupon.value,
    capFen: coupon.cap_fen,
    goodsIds: null,
    claimable: false,
    totalQuantity: null,
    perBuyerLimit: item.per_buyer_limit,
    startsAt: row.startsAt,
    endsAt: new Date(row.endsAt.getTime() + coupon.valid_days * DAY_MS),
  };
};

/** Rewrites every item row (nothing of the activity was exchanged yet). */
async function writeItems(tx: Transaction, row: ActivityRow, items: PointsItemLine[]) {
  const old = await tx
    .delete(pointsItems)
    .where(eq(pointsItems.activityId, row.id))
    .returning({ couponId: pointsItems.couponId });
  for (const { couponId } of old)
    if (couponId !== null) await tx.delete(coupons).where(eq(coupons.id, couponId));
  for (const [position, item] of items.entries()) {
    const couponId =
      item.item_kind === 'coupon'
        ? (await tx.insert(coupons).values(couponValues(row, item)).returning({ id: coupons.id }))[0]!.id
        : null;
    await tx.insert(pointsItems).values({
      activityId: row.id,
      position,
      name: item.name,
      kind: item.item_kind,
      goodsId: item.goods_id,
      quantity: item.quantity,
      couponId,
      points: item.points,
      totalStock: item.stock,
      perBuyerLimit: item.per_buyer_limit,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
    });
  }
}

/**
 * 积分商城: each item one points_items row (a coupon item also its own coupons row, not claimable).
 * Once something was exchanged only the end, the stock and the per-buyer limit may grow. A stop ends
 * the rows now: no exchange after it; coupons already exchanged stay good.
 */
export const pointsItemKind: ActivityKindRules<'points_item'> = {
  goodsIds: (definition) =>
    definition.items.flatMap((item) => (item.goods_id === null ? [] : [item.goods_id])),
  total: (definition) => definition.items.reduce((sum, item) => sum + item.stock, 0),
  takenSql: sql`(select coalesce(sum(p.exchanged_count), 0) from points_items p where p.activity_id = "promotion_activities"."id")`,

  async check(db, body) {
    const items = body.definition.items;
    const found = await stockedGoods(
      db,
      items.flatMap((item) => (item.goods_id === null ? [] : [item.goods_id])),
    );
    const missing = items.findIndex((item) => item.goods_id !== null && !found.has(item.goods_id));
    if (missing >= 0) {
      throw invalid(`definition.items.${missing}.goods_id`, `编号${items[missing]!.goods_id}的商品不存在`);
    }
  },

  checkExtension(old, next) {
    if (next.items.length !== old.items.length) throw invalid('definition.items', '已有兑换，不能增减兑换品');
    for (const [i, item] of next.items.entries()) {
      const was = old.items[i]!;
      const fixed = { ...item, stock: was.stock, per_buyer_limit: was.per_buyer_limit };
      if (JSON.stringify(fixed) !== JSON.stringify(was))
        throw invalid(`definition.items.${i}`, '已有兑换，只能延后结束时间、增加库存或提高每人限兑');
      if (item.stock < was.stock) throw invalid(`definition.items.${i}.stock`, '已有兑换，库存只能增加');
      if (item.per_buyer_limit < was.per_buyer_limit)
        throw invalid(`definition.items.${i}.per_buyer_limit`, '已有兑换，每人限兑只能提高');
    }
  },

  async publish(tx, row, extendOnly) {
    const items = (row.definition as PointsItemDefinition).items;
    if (!extendOnly) return writeItems(tx, row, items);
    const rows = await tx
      .select()
      .from(pointsItems)
      .where(eq(pointsItems.activityId, row.id))
      .orderBy(asc(pointsItems.position))
      .for('update');
    for (const [position, item] of items.entries()) {
      const live = rows.find((r) => r.position === position)!;
      await tx
        .update(pointsItems)
        .set({ endsAt: row.endsAt, totalStock: item.stock, perBuyerLimit: item.per_buyer_limit })
        .where(eq(pointsItems.id, live.id));
      if (live.couponId !== null)
        await tx
          .update(coupons)
          .set({ endsAt: couponValues(row, item).endsAt, perBuyerLimit: item.per_buyer_limit })
          .where(eq(coupons.id, live.couponId));
    }
  },

  async stop(tx, id) {
    await tx
      .update(pointsItems)
      .set({
        startsAt: sql`least(starts_at, now() - interval '1 millisecond')`,
        endsAt: sql`least(ends_at, now())`,
      })
      .where(eq(pointsItems.activityId, id));
  },

  async detail(db, row) {
    const exchanged = new Map(
      (
        await db
          .select({ position: pointsItems.position, n: pointsItems.exchangedCount })
          .from(pointsItems)
          .where(eq(pointsItems.activityId, row.id))
      ).map((item) => [item.position, item.n]),
    );
    const items = (row.definition as PointsItemDefinition).items;
    return { items: items.map((item, i) => ({ ...item, exchanged: exchanged.get(i) ?? 0 })) };
  },
};
