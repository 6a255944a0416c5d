import { and, eq, gt, inArray, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { TradeUpDefinition } from '@yaocai/domain/contracts/admin-activities';
import { invalid } from '@yaocai/domain/errors';
import type { Executor } from '../../../db/client.ts';
import { stockedGoods } from '../../catalog/goods-facts.service.ts';
import { tradeUpOffers } from '../promotions.tables.ts';
import type { ActivityBodyOf, ActivityKindRules } from './activity-kind.ts';
import { checkPricedLines, endedNow } from './kind-helpers.ts';

/** A published 换购 may not overlap another 换购 of any of its goods: a type-2 line finds one offer. */
async function checkOverlap(db: Executor, body: ActivityBodyOf<'trade_up'>, activityId: number) {
  const lines = body.definition.lines;
  const from = new Date(Math.max(body.starts_at.getTime(), Date.now()));
  const rows = await db
    .select({ goodsId: tradeUpOffers.goodsId })
    .from(tradeUpOffers)
    .where(
      and(
        inArray(
          tradeUpOffers.goodsId,
          lines.map((line) => line.goods_id),
        ),
        lt(tradeUpOffers.startsAt, body.ends_at),
        gt(tradeUpOffers.endsAt, from),
        ne(tradeUpOffers.activityId, activityId),
      ),
    );
  const elsewhere = new Set(rows.map((row) => row.goodsId));
  const i = lines.findIndex((line) => elsewhere.has(line.goods_id));
  if (i < 0) return;
  const name = (await stockedGoods(db, [lines[i]!.goods_id])).get(lines[i]!.goods_id)?.goods.name;
  throw invalid(`definition.lines.${i}.goods_id`, `${name}：该时段已有其他换购`);
}

/**
 * 换购: each goods one trade_up_offers row in the window. A republish keeps the rows of the goods it
 * still lists (the buyers' 换购 lines point at them) and drops the others, with their cart lines.
 * Nothing is counted as taken: the order line keeps the offer and the price it was bought at.
 */
export const tradeUpKind: ActivityKindRules<'trade_up'> = {
  goodsIds: (definition) => definition.lines.map((line) => line.goods_id),
  total: (definition) => definition.lines.length,
  takenSql: sql`0`,

  /** Each goods on sale, each 换购价 below the goods' own; published (`live`), no overlap with another 换购. */
  async check(db, body, live) {
    await checkPricedLines(db, body.definition.lines, { activity: '换购', price: '换购价' });
    if (live !== null) await checkOverlap(db, body, live);
  },

  checkLive: checkOverlap,

  async publish(tx, row) {
    const { threshold_fen: thresholdFen, lines } = row.definition as TradeUpDefinition;
    const goodsIds = lines.map((line) => line.goods_id);
    await tx
      .delete(tradeUpOffers)
      .where(and(eq(tradeUpOffers.activityId, row.id), notInArray(tradeUpOffers.goodsId, goodsIds)));
    await tx
      .insert(tradeUpOffers)
      .values(
        lines.map((line) => ({
          activityId: row.id,
          goodsId: line.goods_id,
          priceFen: line.price_fen,
          perOrderLimit: line.limit,
          thresholdFen,
          startsAt: row.startsAt,
          endsAt: row.endsAt,
        })),
      )
      .onConflictDoUpdate({
        target: [tradeUpOffers.activityId, tradeUpOffers.goodsId],
        set: {
          priceFen: sql`excluded.price_fen`,
          perOrderLimit: sql`excluded.per_order_limit`,
          thresholdFen: sql`excluded.threshold_fen`,
          startsAt: sql`excluded.starts_at`,
          endsAt: sql`excluded.ends_at`,
        },
      });
  },

  async stop(tx, id) {
    await tx.update(tradeUpOffers).set(endedNow).where(eq(tradeUpOffers.activityId, id));
  },

  async detail(_db, row) {
    const { threshold_fen, lines } = row.definition as TradeUpDefinition;
    return { threshold_fen, lines };
  },
};
