import { CART_LINE_TYPE } from '@yaocai/domain/contracts/cart';
import { TRADE_UP_WORDS } from '@yaocai/domain/contracts/activity-trade-up';
import { fenToYuan } from '@yaocai/domain/money';
import type { RuledLine } from './line-rules.ts';

const isTradeUp = (ruled: RuledLine) => ruled.type === CART_LINE_TYPE.tradeUp && ruled.line.tradeUp;

/**
 * The goods the chosen lines come to before any 换购 line: what a 换购 threshold is measured against
 * (lines that cannot be bought now count for nothing).
 */
export function tradeUpBaseFen(lines: readonly RuledLine[], chosen: (ruled: RuledLine) => boolean): number {
  return lines
    .filter((ruled) => !isTradeUp(ruled) && ruled.problem === null && chosen(ruled))
    .reduce((sum, ruled) => sum + ruled.line.number * ruled.unitPriceFen, 0);
}

/**
 * The lines with their 换购 terms weighed together: a 换购 line holds only while the other chosen lines
 * reach its threshold (满¥200可换购，还差¥35.50), and the lines of one offer (one per warehouse) stay
 * within its per-order limit together. A line that does not hold gets the reason as its problem, so
 * it is neither counted nor bought; the other lines are returned as they were.
 */
export function withTradeUpTerms(
  lines: readonly RuledLine[],
  chosen: (ruled: RuledLine) => boolean,
): RuledLine[] {
  if (!lines.some(isTradeUp)) return [...lines];
  const baseFen = tradeUpBaseFen(lines, chosen);
  const taken = new Map<number, number>();
  return lines.map((ruled) => {
    const offer = ruled.line.tradeUp;
    if (!isTradeUp(ruled) || !offer || ruled.problem !== null) return ruled;
    if (baseFen < offer.thresholdFen) {
      const problem = TRADE_UP_WORDS.short(
        fenToYuan(offer.thresholdFen),
        fenToYuan(offer.thresholdFen - baseFen),
      );
      return { ...ruled, problem };
    }
    if (!chosen(ruled)) return ruled;
    const total = (taken.get(offer.id) ?? 0) + ruled.line.number;
    taken.set(offer.id, total);
    if (total <= offer.perOrderLimit) return ruled;
    return { ...ruled, problem: TRADE_UP_WORDS.limit(offer.perOrderLimit, ruled.line.goods!.packUnit) };
  });
}
