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
  /** The 满赠 rule running for the line's goods: every `every` pieces earn `giftNumber` of `giftName`. */
  gift?: { every: number; giftNumber: number; giftName: string; giftUnit: string } | null;
}

export interface Hint {
  type: 'ladder' | 'manjian' | 'gift' | 'free_shipping';
  lineId: number | null;
  text: string;
}

/** How many more pieces, in whole steps, a line needs for its next gift, and what that gift is. */
function nextGift(line: HintLine): Hint | null {
  const gift = line.gift;
  if (!gift || gift.every <= 0) return null;
  const target = (Math.floor(line.quantity / gift.every) + 1) * gift.every;
  const more = Math.ceil((target - line.quantity) / line.step) * line.step;
  return {
    type: 'gift',
    lineId: line.id,
    text: `${line.name}再买${more}${line.unit}，可再获赠${gift.giftName}${gift.giftNumber}${gift.giftUnit}`,
  };
}

/**
 * 凑单提示: what buying a little more would earn — a lower ladder price on a selected line, its next
 * 满赠 gift, the next full-reduction tier (满减 or 满折), free shipping.
 */
export function nextHints(
  lines: readonly HintLine[],
  cart: PricedCart,
  activityNames: ReadonlyMap<number, string>,
): Hint[] {
  const hints: Hint[] = [];
  for (const line of lines) {
    if (!line.selected) continue;
    const gift = nextGift(line);
    if (gift) hints.push(gift);
    if (!line.ladder) continue;
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
