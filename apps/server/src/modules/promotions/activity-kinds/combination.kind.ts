import { eq, sql } from 'drizzle-orm';
import type { CombinationDefinition } from '@yaocai/domain/contracts/admin-activities';
import { invalid } from '@yaocai/domain/errors';
import { fenToYuan } from '@yaocai/domain/money';
import { stockedGoods } from '../../catalog/goods-facts.service.ts';
import { anyOrderOfPacks } from '../../orders/pack-orders.service.ts';
import { combinationItems, combinations } from '../promotions.tables.ts';
import type { ActivityKindRules } from './activity-kind.ts';

/**
 * 套餐: one combinations row (named as the activity) with its items, sold as one cart line of
 * type 3 in its window while packs are left. Updated in place, so carts keep their lines; a stop
 * ends the window now.
 */
export const combinationKind: ActivityKindRules<'combination'> = {
  goodsIds: (definition) => definition.items.map((item) => item.goods_id),
  total: (definition) => definition.units,
  takenSql: sql`(select coalesce(sum(c.sold_units), 0) from combinations c where c.activity_id = "promotion_activities"."id")`,

  /** Each goods on sale and buyable by everyone; the pack price below the goods' prices added up. */
  async check(db, body) {
    const items = body.definition.items;
    const found = await stockedGoods(
      db,
      items.map((item) => item.goods_id),
    );
    let listFen = 0;
    for (const [i, item] of items.entries()) {
      const goods = found.get(item.goods_id)?.goods;
      if (!goods) throw invalid(`definition.items.${i}.goods_id`, `编号${item.goods_id}的商品不存在`);
      if (!goods.onSale || goods.isSpecialControl)
        throw invalid(`definition.items.${i}.goods_id`, `${goods.name}：商品未上架，不能加入套餐`);
      listFen += goods.basePriceFen * item.number;
    }
    if (body.definition.price_fen >= listFen) {
      throw invalid('definition.price_fen', `套餐价须低于商品原价合计${fenToYuan(listFen)}元`);
    }
  },

  checkExtension(old, next) {
    const same =
      next.price_fen === old.price_fen &&
      next.items.length === old.items.length &&
      next.items.every(
        (item, i) => item.goods_id === old.items[i]!.goods_id && item.number === old.items[i]!.number,
      );
    if (!same) throw invalid('definition.items', '套餐已有售出，商品、件数和套餐价不能修改');
    if (next.units < old.units) throw invalid('definition.units', '套餐已有售出，套餐数量只能增加');
  },

  /** Packs that all came back (cancelled orders) were sold all the same. */
  async anyTaken(tx, id) {
    const packs = await tx
      .select({ id: combinations.id })
      .from(combinations)
      .where(eq(combinations.activityId, id));
    return anyOrderOfPacks(
      tx,
      packs.map((pack) => pack.id),
    );
  },

  async publish(tx, row, extendOnly) {
    const definition = row.definition as CombinationDefinition;
    const [existing] = await tx
      .select({ id: combinations.id })
      .from(combinations)
      .where(eq(combinations.activityId, row.id))
      .for('update');
    if (existing && extendOnly) {
      await tx
        .update(combinations)
        .set({ endsAt: row.endsAt, totalUnits: definition.units })
        .where(eq(combinations.id, existing.id));
      return;
    }
    const values = {
      name: row.name,
      priceFen: definition.price_fen,
      onSale: true,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      totalUnits: definition.units,
    };
    let packId = existing?.id;
    if (packId === undefined) {
      const [made] = await tx
        .insert(combinations)
        .values({ ...values, activityId: row.id })
        .returning({ id: combinations.id });
      packId = made!.id;
    } else {
      await tx.update(combinations).set(values).where(eq(combinations.id, packId));
      await tx.delete(combinationItems).where(eq(combinationItems.combinationId, packId));
    }
    await tx.insert(combinationItems).values(
      definition.items.map((item) => ({
        combinationId: packId,
        goodsId: item.goods_id,
        number: item.number,
      })),
    );
  },

  async stop(tx, id) {
    await tx
      .update(combinations)
      .set({
        startsAt: sql`least(coalesce(starts_at, now()), now() - interval '1 millisecond')`,
        endsAt: sql`least(coalesce(ends_at, now()), now())`,
      })
      .where(eq(combinations.activityId, id));
  },

  async detail(db, row) {
    const [pack] = await db
      .select({ sold: combinations.soldUnits })
      .from(combinations)
      .where(eq(combinations.activityId, row.id));
    return { ...(row.definition as CombinationDefinition), sold: pack?.sold ?? 0 };
  },
};
