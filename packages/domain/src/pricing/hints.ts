import { fenToYuan } from '../money.ts';
import type { PricedCart } from './cart-pricing.ts';
import { fullReductionTierLabel } from './full-reduction.ts';
import { nextLadderStep, type LadderedPrice } from './ladder.ts';

export interface HintLine {
  id: number;
  quantity: number;
  selected: boolean;
  /** Absent for lines without a ladder (flash sale, packs). */
  ladder: LadderedPrice | null;
  step: number;
  unit: string;
  name: string;
}

export interface Hint {
  type: 'ladder' | 'manjian' | 'free_shipping';
  lineId: number | null;
  text: string;
}

/**
 * 凑单提示: what buying a little more would earn — a lower ladder price on a selected line, the next
 * full-reduction tier, free shipping.
 */
export function nextHints(
  lines: readonly HintLine[],
  cart: PricedCart,
  activityNames: ReadonlyMap<number, string>,
): Hint[] {
  const hints: Hint[] = [];
  for (const line of lines) {
    if (!line.selected || !line.ladder) continue;
    const step = nextLadderStep(line.ladder, line.quantity);
    if (!step) continue;
    const more = Math.ceil((step.number - line.quantity) / line.step) * line.step;
    hints.push({
      type: 'ladder',
      lineId: line.id,
      text: `${line.name}再买${more}${line.unit}，单价降至¥${fenToYuan(step.priceFen)}`,
    });
  }
  for (const outcome of cart.fullReductions) {
    if (!outcome.next || outcome.baseFen === 0) continue;
    const name = activityNames.get(outcome.id) ?? '满减';
    // The tier is spelled out: an activity's name often names its first tier, which the cart may be past.
    hints.push({
      type: 'manjian',
      lineId: null,
      text: `${name}：再买¥${fenToYuan(outcome.next.moreFen)}，${fullReductionTierLabel(outcome.next)}`,
    });
  }
  if (cart.selectedCount > 0 && cart.freeShippingGapFen > 0) {
    hints.push({
      type: 'free_shipping',
      lineId: null,
      text: `再买¥${fenToYuan(cart.freeShippingGapFen)}即可包邮`,
    });
  }
  return hints;
}
