import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { NewBuyerDefinition } from '@yaocai/domain/contracts/admin-activities';
import { invalid } from '@yaocai/domain/errors';
import type { Executor } from '../../../db/client.ts';
import { stockedGoods } from '../../catalog/goods-facts.service.ts';
import { newBuyerPrices } from '../promotions.tables.ts';
import type { ActivityBodyOf, ActivityKindRules } from './activity-kind.ts';
import { checkPricedLines, endedNow } from './kind-helpers.ts';

/** A published zone may not overlap another 新人价 of any of its goods (a line takes one price). */
async function checkOverlap(db: Executor, body: ActivityBodyOf<'new_buyer'>, activityId: number) {
  const lines = body.definition.lines;
  const from = new Date(Math.max(body.starts_at.getTime(), Date.now()));
  const rows = await db
    .select({ goodsId: newBuyerPrices.goodsId })
    .from(newBuyerPrices)
    .where(
      and(
        inArray(
          newBuyerPrices.goodsId,
          lines.map((line) => line.goods_id),
        ),
        lt(newBuyerPrices.startsAt, body.ends_at),
        gt(newBuyerPrices.endsAt, from),
        ne(newBuyerPrices.activityId, activityId),
      ),
    );
  const elsewhere = new Set(rows.map((row) => row.goodsId));
  const i = lines.findIndex((line) => elsewhere.has(line.goods_id));
  if (i < 0) return;
  const name = (await stockedGoods(db, [lines[i]!.goods_id])).get(lines[i]!.goods_id)?.goods.name;
  throw invalid(`definition.lines.${i}.goods_id`, `${name}：该时段已有其他新人价`);
}

/**
 * 新人专区: each goods one new_buyer_prices row in the window. Nothing is taken of it: the cart prices
 * a qualifying buyer's line by it while it runs (after a flash sale and a special price), and the
 * order line names the row, so the per-buyer limit counts what the buyer already ordered at it.
 */
export const newBuyerKind: ActivityKindRules<'new_buyer'> = {
  goodsIds: (definition) => definition.lines.map((line) => line.goods_id),
  total: (definition) => definition.lines.length,
  takenSql: sql`0`,

  /** Each goods on sale, each price below the goods'; published (`live`), no overlap with another zone. */
  async check(db, body, live) {
    await checkPricedLines(db, body.definition.lines, { activity: '新人专区', price: '新人价' });
    if (live !== null) await checkOverlap(db, body, live);
  },

  checkLive: checkOverlap,

  checkExtension() {},

  async publish(tx, row) {
    const lines = (row.definition as NewBuyerDefinition).lines;
    await tx.delete(newBuyerPrices).where(eq(newBuyerPrices.activityId, row.id));
    await tx.insert(newBuyerPrices).values(
      lines.map((line) => ({
        activityId: row.id,
        goodsId: line.goods_id,
        priceFen: line.price_fen,
        perBuyerLimit: line.per_buyer_limit,
        startsAt: row.startsAt,
        endsAt: row.endsAt,
      })),
    );
  },

  async stop(tx, id) {
    await tx.update(newBuyerPrices).set(endedNow).where(eq(newBuyerPrices.activityId, id));
  },

  async detail(_db, row) {
    return { lines: (row.definition as NewBuyerDefinition).lines };
  },
};
