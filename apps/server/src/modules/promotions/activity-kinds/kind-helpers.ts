import { sql } from 'drizzle-orm';
import { invalid } from '@yaocai/domain/errors';
import { fenToYuan } from '@yaocai/domain/money';
import type { Executor } from '../../../db/client.ts';
import { stockedGoods } from '../../catalog/goods-facts.service.ts';

/** Every goods a scope names exists; the first that does not is the field's error. */
export async function checkScopeGoods(db: Executor, ids: readonly number[], field: string): Promise<void> {
  const found = await stockedGoods(db, [...ids]);
  const missing = ids.findIndex((goodsId) => !found.has(goodsId));
  if (missing >= 0) throw invalid(`${field}.${missing}`, `适用商品中编号${ids[missing]}的商品不存在`);
}

/**
 * A sale row's window ended now, for a stop: one not yet started ends before it starts, so the
 * window stays a window, wholly in the past.
 */
export const endedNow = {
  startsAt: sql`least(starts_at, now() - interval '1 millisecond')`,
  endsAt: sql`least(ends_at, now())`,
};

/**
 * Lines that sell goods below their price (秒杀, 特价): each goods exists and is on sale, each price
 * under the goods' own. `names` words the refusals: the activity (秒杀) and its price (秒杀价).
 */
export async function checkPricedLines(
  db: Executor,
  lines: readonly { goods_id: number; price_fen: number }[],
  names: { activity: string; price: string },
): Promise<void> {
  const found = await stockedGoods(
    db,
    lines.map((line) => line.goods_id),
  );
  for (const [i, line] of lines.entries()) {
    const item = found.get(line.goods_id)?.goods;
    if (!item) throw invalid(`definition.lines.${i}.goods_id`, `编号${line.goods_id}的商品不存在`);
    if (!item.onSale) {
      throw invalid(`definition.lines.${i}.goods_id`, `${item.name}：商品未上架，不能参加${names.activity}`);
    }
    if (line.price_fen >= item.basePriceFen) {
      throw invalid(
        `definition.lines.${i}.price_fen`,
        `${item.name}：${names.price}须低于商品价格${fenToYuan(item.basePriceFen)}元`,
      );
    }
  }
}
