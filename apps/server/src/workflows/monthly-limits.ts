import { invalid } from '@yaocai/domain/errors';
import { monthlyAllowance, monthlyLimitWords } from '@yaocai/domain/pricing/monthly-limit';
import { quantityProblem } from '@yaocai/domain/pricing/quantity';
import type { Executor } from '../db/client.ts';
import type { LoadedGoods } from '../modules/cart/cart-lines.query.ts';
import type { RuledLine } from '../modules/cart/line-rules.ts';
import type { StockTake } from '../modules/catalog/stock.service.ts';
import { boughtThisMonth } from '../modules/orders/monthly-purchases.service.ts';

/** Every goods on the lines, packs' contents included, by id. */
function goodsOf(lines: readonly RuledLine[]): Map<number, LoadedGoods> {
  const found = new Map<number, LoadedGoods>();
  for (const ruled of lines) {
    if (ruled.line.goods) found.set(ruled.line.goods.id, ruled.line.goods);
    for (const item of ruled.items) found.set(item.goods.id, item.goods);
  }
  return found;
}

/**
 * Refuses an order that takes more of a monthly-limited goods than the buyer has left this month
 * (earlier orders not cancelled, packs counting their contents). Run in the submitting transaction,
 * after the buyer's cart row is locked, so two orders of one buyer are counted one after the other.
 */
export async function checkMonthlyLimits(
  tx: Executor,
  userId: number,
  lines: readonly RuledLine[],
  takes: readonly StockTake[],
  now: Date,
): Promise<void> {
  const goods = goodsOf(lines);
  const wanted = new Map<number, number>();
  for (const take of takes) {
    if (goods.get(take.goodsId)?.monthlyLimit == null) continue;
    wanted.set(take.goodsId, (wanted.get(take.goodsId) ?? 0) + take.number);
  }
  const bought = await boughtThisMonth(tx, userId, [...wanted.keys()], now);
  for (const [goodsId, number] of wanted) {
    const limited = goods.get(goodsId)!;
    const limit = {
      limit: limited.monthlyLimit!,
      unit: limited.packUnit,
      ephedrine: limited.containsEphedrine,
    };
    const problem = quantityProblem(number, {
      step: 1,
      stock: Infinity,
      unit: limited.packUnit,
      allowance: monthlyAllowance(limit.limit, bought.get(goodsId) ?? 0),
      limitNote: monthlyLimitWords(limit),
    });
    if (problem) throw invalid('ids', `${limited.name}：${problem}`);
  }
}
