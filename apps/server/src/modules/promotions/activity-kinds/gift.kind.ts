import { and, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { GiftDefinition } from '@yaocai/domain/contracts/admin-activities';
import { invalid } from '@yaocai/domain/errors';
import type { Executor } from '../../../db/client.ts';
import { stockedGoods } from '../../catalog/goods-facts.service.ts';
import { giftRules } from '../promotions.tables.ts';
import type { ActivityBodyOf, ActivityKindRules } from './activity-kind.ts';
import { endedNow } from './kind-helpers.ts';

const goodsOf = (line: GiftDefinition['lines'][number]) =>
  line.gift_goods_id === null ? [line.goods_id] : [line.goods_id, line.gift_goods_id];

/** Each goods, and each gift goods, exists; each goods bought is on sale (a gift may be off sale). */
async function checkLines(db: Executor, lines: GiftDefinition['lines']) {
  const ids = lines.flatMap(goodsOf);
  const found = await stockedGoods(db, ids);
  for (const [i, line] of lines.entries()) {
    const item = found.get(line.goods_id)?.goods;
    if (!item) throw invalid(`definition.lines.${i}.goods_id`, `编号${line.goods_id}的商品不存在`);
    if (!item.onSale)
      throw invalid(`definition.lines.${i}.goods_id`, `${item.name}：商品未上架，不能参加满赠`);
    if (line.gift_goods_id !== null && !found.has(line.gift_goods_id)) {
      throw invalid(`definition.lines.${i}.gift_goods_id`, `编号${line.gift_goods_id}的赠品不存在`);
    }
  }
}

/**
 * A published 满赠 may not overlap another gift rule of any of its goods (a line earns by one rule):
 * neither another activity's window nor a rule kept from before the console ran them (no window).
 */
async function checkOverlap(db: Executor, body: ActivityBodyOf<'gift'>, activityId: number) {
  const lines = body.definition.lines;
  const from = new Date(Math.max(body.starts_at.getTime(), Date.now()));
  const rows = await db
    .select({ goodsId: giftRules.goodsId })
    .from(giftRules)
    .where(
      and(
        inArray(
          giftRules.goodsId,
          lines.map((line) => line.goods_id),
        ),
        or(isNull(giftRules.startsAt), and(lt(giftRules.startsAt, body.ends_at), gt(giftRules.endsAt, from))),
        or(isNull(giftRules.activityId), ne(giftRules.activityId, activityId)),
      ),
    );
  const elsewhere = new Set(rows.map((row) => row.goodsId));
  const i = lines.findIndex((line) => elsewhere.has(line.goods_id));
  if (i < 0) return;
  const name = (await stockedGoods(db, [lines[i]!.goods_id])).get(lines[i]!.goods_id)?.goods.name;
  throw invalid(`definition.lines.${i}.goods_id`, `${name}：该时段已有其他满赠`);
}

/**
 * 满赠: each goods one gift_rules row in the window. Nothing is taken of it: the cart shows what a
 * line earns while it runs, and the order line keeps the gift it earned (shipped with it).
 */
export const giftKind: ActivityKindRules<'gift'> = {
  goodsIds: (definition) => [...new Set(definition.lines.flatMap(goodsOf))],
  total: (definition) => definition.lines.length,
  takenSql: sql`0`,

  async check(db, body, live) {
    await checkLines(db, body.definition.lines);
    if (live !== null) await checkOverlap(db, body, live);
  },

  checkLive: checkOverlap,

  async publish(tx, row) {
    const lines = (row.definition as GiftDefinition).lines;
    await tx.delete(giftRules).where(eq(giftRules.activityId, row.id));
    await tx.insert(giftRules).values(
      lines.map((line) => ({
        activityId: row.id,
        goodsId: line.goods_id,
        every: line.every,
        giftNumber: line.gift_number,
        giftGoodsId: line.gift_goods_id,
        startsAt: row.startsAt,
        endsAt: row.endsAt,
      })),
    );
  },

  async stop(tx, id) {
    await tx.update(giftRules).set(endedNow).where(eq(giftRules.activityId, id));
  },

  async detail(_db, row) {
    return { lines: (row.definition as GiftDefinition).lines };
  },
};
