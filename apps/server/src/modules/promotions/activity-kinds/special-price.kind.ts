import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { SpecialPriceDefinition } from '@yaocai/domain/contracts/admin-activities';
import { invalid } from '@yaocai/domain/errors';
import type { Executor } from '../../../db/client.ts';
import { stockedGoods } from '../../catalog/goods-facts.service.ts';
import { specialPrices } from '../promotions.tables.ts';
import type { ActivityBodyOf, ActivityKindRules } from './activity-kind.ts';
import { checkPricedLines } from './kind-helpers.ts';

/** A published zone may not overlap another special price of any of its goods (a line takes one price). */
async function checkOverlap(db: Executor, body: ActivityBodyOf<'special_price'>, activityId: number) {
  const lines = body.definition.lines;
  const from = new Date(Math.max(body.starts_at.getTime(), Date.now()));
  const rows = await db
    .select({ goodsId: specialPrices.goodsId })
    .from(specialPrices)
    .where(
      and(
        inArray(
          specialPrices.goodsId,
          lines.map((line) => line.goods_id),
        ),
        lt(specialPrices.startsAt, body.ends_at),
        gt(specialPrices.endsAt, from),
        ne(specialPrices.activityId, activityId),
      ),
    );
  const elsewhere = new Set(rows.map((row) => row.goodsId));
  const i = lines.findIndex((line) => elsewhere.has(line.goods_id));
  if (i < 0) return;
  const name = (await stockedGoods(db, [lines[i]!.goods_id])).get(lines[i]!.goods_id)?.goods.name;
  throw invalid(`definition.lines.${i}.goods_id`, `${name}：该时段已有其他特价`);
}

/**
 * 特价专区: each goods one special_prices row in the window. Nothing is taken of it (no units): the
 * cart prices a line by it while it runs (a flash sale first), and the order keeps the price it paid.
 */
export const specialPriceKind: ActivityKindRules<'special_price'> = {
  goodsIds: (definition) => definition.lines.map((line) => line.goods_id),
  total: (definition) => definition.lines.length,
  takenSql: sql`0`,

  /** Each goods on sale, each price below the goods'; published (`live`), no overlap with another zone. */
  async check(db, body, live) {
    await checkPricedLines(db, body.definition.lines, { activity: '特价', price: '特价' });
    if (live !== null) await checkOverlap(db, body, live);
  },

  checkLive: checkOverlap,

  checkExtension() {},

  async publish(tx, row) {
    const lines = (row.definition as SpecialPriceDefinition).lines;
    await tx.delete(specialPrices).where(eq(specialPrices.activityId, row.id));
    await tx.insert(specialPrices).values(
      lines.map((line) => ({
        activityId: row.id,
        goodsId: line.goods_id,
        priceFen: line.price_fen,
        startsAt: row.startsAt,
        endsAt: row.endsAt,
      })),
    );
  },

  async stop(tx, id) {
    await tx
      .update(specialPrices)
      .set({
        startsAt: sql`least(starts_at, now() - interval '1 millisecond')`,
        endsAt: sql`least(ends_at, now())`,
      })
      .where(eq(specialPrices.activityId, id));
  },

  async detail(_db, row) {
    return { lines: (row.definition as SpecialPriceDefinition).lines };
  },
};
