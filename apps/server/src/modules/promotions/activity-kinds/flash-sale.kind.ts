import { and, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { FlashSaleDefinition } from '@yaocai/domain/contracts/admin-activities';
import { invalid } from '@yaocai/domain/errors';
import type { Executor } from '../../../db/client.ts';
import { stockedGoods } from '../../catalog/goods-facts.service.ts';
import { flashSaleBuyers, flashSales } from '../promotions.tables.ts';
import type { ActivityBodyOf, ActivityKindRules } from './activity-kind.ts';
import { endedNow, checkPricedLines } from './kind-helpers.ts';

/** Goods of these with a flash sale of another activity (or of none) in what is still to come of the window. */
async function goodsOnSaleElsewhere(
  db: Executor,
  ids: number[],
  window: { starts_at: Date; ends_at: Date },
  activityId: number,
): Promise<Set<number>> {
  const from = new Date(Math.max(window.starts_at.getTime(), Date.now()));
  const rows = await db
    .select({ goodsId: flashSales.goodsId })
    .from(flashSales)
    .where(
      and(
        inArray(flashSales.goodsId, ids),
        lt(flashSales.startsAt, window.ends_at),
        gt(flashSales.endsAt, from),
        or(isNull(flashSales.activityId), ne(flashSales.activityId, activityId)),
      ),
    );
  return new Set(rows.map((row) => row.goodsId));
}

/** A published flash session may not overlap another flash sale of any of its goods (the cart would not know which to take). */
async function checkOverlap(db: Executor, body: ActivityBodyOf<'flash_sale'>, activityId: number) {
  const lines = body.definition.lines;
  const elsewhere = await goodsOnSaleElsewhere(
    db,
    lines.map((line) => line.goods_id),
    body,
    activityId,
  );
  const i = lines.findIndex((line) => elsewhere.has(line.goods_id));
  if (i < 0) return;
  const name = (await stockedGoods(db, [lines[i]!.goods_id])).get(lines[i]!.goods_id)?.goods.name;
  throw invalid(`definition.lines.${i}.goods_id`, `${name}：该时段已有其他秒杀`);
}

/**
 * 秒杀 session: each line one flash_sales row (updated in place where its goods already has one, so
 * carts keep their lines). A stop ends the rows now; a sale not yet started ends before it starts.
 */
export const flashSaleKind: ActivityKindRules<'flash_sale'> = {
  goodsIds: (definition) => definition.lines.map((line) => line.goods_id),
  total: (definition) => definition.lines.reduce((sum, line) => sum + line.units, 0),
  takenSql: sql`(select coalesce(sum(s.sold_units), 0) from flash_sales s where s.activity_id = "promotion_activities"."id")`,

  /** Each goods on sale, each price below the goods'; published (`live`), no overlap with another sale. */
  async check(db, body, live) {
    await checkPricedLines(db, body.definition.lines, { activity: '秒杀', price: '秒杀价' });
    if (live !== null) await checkOverlap(db, body, live);
  },

  checkLive: checkOverlap,

  checkExtension(old, next) {
    const before = new Map(old.lines.map((line) => [line.goods_id, line]));
    const lines = next.lines;
    if (lines.length !== before.size || lines.some((line) => !before.has(line.goods_id))) {
      throw invalid('definition.lines', '活动已有售出，不能增减商品');
    }
    for (const [i, line] of lines.entries()) {
      const was = before.get(line.goods_id)!;
      if (line.price_fen !== was.price_fen)
        throw invalid(`definition.lines.${i}.price_fen`, '活动已有售出，秒杀价不能修改');
      if (line.units < was.units)
        throw invalid(`definition.lines.${i}.units`, '活动已有售出，活动数量只能增加');
      if (line.limit_per_buyer < was.limit_per_buyer) {
        throw invalid(`definition.lines.${i}.limit_per_buyer`, '活动已有售出，每人限购只能提高');
      }
    }
  },

  /** A line whose units all came back (cancelled orders) still has buyers' rows: taken all the same. */
  async anyTaken(tx, id) {
    const [buyer] = await tx
      .select({ saleId: flashSaleBuyers.flashSaleId })
      .from(flashSaleBuyers)
      .innerJoin(flashSales, eq(flashSales.id, flashSaleBuyers.flashSaleId))
      .where(eq(flashSales.activityId, id))
      .limit(1);
    return buyer !== undefined;
  },

  async publish(tx, row, extendOnly) {
    const lines = (row.definition as FlashSaleDefinition).lines;
    const existing = await tx
      .select({ id: flashSales.id, goodsId: flashSales.goodsId })
      .from(flashSales)
      .where(eq(flashSales.activityId, row.id))
      .for('update');
    const byGoods = new Map(existing.map((sale) => [sale.goodsId, sale.id]));
    const dropped = existing.filter((sale) => !lines.some((line) => line.goods_id === sale.goodsId));
    if (dropped.length > 0) {
      await tx.delete(flashSales).where(
        inArray(
          flashSales.id,
          dropped.map((sale) => sale.id),
        ),
      );
    }
    for (const line of lines) {
      const values = {
        goodsId: line.goods_id,
        priceFen: line.price_fen,
        totalUnits: line.units,
        limitPerBuyer: line.limit_per_buyer,
        startsAt: row.startsAt,
        endsAt: row.endsAt,
      };
      const saleId = byGoods.get(line.goods_id);
      if (saleId === undefined) {
        await tx.insert(flashSales).values({ ...values, activityId: row.id });
        continue;
      }
      await tx
        .update(flashSales)
        .set(
          extendOnly
            ? { endsAt: row.endsAt, totalUnits: line.units, limitPerBuyer: line.limit_per_buyer }
            : values,
        )
        .where(eq(flashSales.id, saleId));
    }
  },

  async stop(tx, id) {
    await tx.update(flashSales).set(endedNow).where(eq(flashSales.activityId, id));
  },

  async detail(db, row) {
    const sold = new Map(
      (
        await db
          .select({ goodsId: flashSales.goodsId, sold: flashSales.soldUnits })
          .from(flashSales)
          .where(eq(flashSales.activityId, row.id))
      ).map((sale) => [sale.goodsId, sale.sold]),
    );
    const lines = (row.definition as FlashSaleDefinition).lines;
    return { lines: lines.map((line) => ({ ...line, sold: sold.get(line.goods_id) ?? 0 })) };
  },
};
