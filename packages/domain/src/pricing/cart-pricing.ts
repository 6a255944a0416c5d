import { fullReductionEarned, nextFullReductionTier, type FullReductionTier } from './full-reduction.ts';
import { shareOut } from './share-out.ts';

export interface PricingLine {
  id: number;
  quantity: number;
  /** Unit price at this quantity: ladder, flash-sale or pack price. */
  unitPriceFen: number;
  /** Counts towards the totals: ticked by the buyer and buyable now. */
  selected: boolean;
  /** The full-reduction activity the line counts towards. */
  fullReductionId: number | null;
  /** The goods ship free at this quantity (is_free_shipping, and at least free_shipping_number). */
  shipsFree: boolean;
}

export interface FullReductionActivity {
  id: number;
  tiers: readonly FullReductionTier[];
}

export interface ShippingRule {
  /** Orders of at least this amount ship free (shipping_amount). */
  freeFromFen: number;
  /** Charged when an order does not ship free. */
  freightFen: number;
  /** The buyer's paid orders not yet shipped, which ship together (no_trans_order_amount). */
  unshippedOrdersFen: number;
}

export interface PricedLine {
  id: number;
  /** quantity × unit price. */
  grossFen: number;
  /** This line's share of its activity's reduction (goods_manjian_amount). */
  fullReductionShareFen: number;
  /** grossFen − fullReductionShareFen. */
  amountFen: number;
}

export interface FullReductionOutcome {
  id: number;
  /** Selected lines of the activity, before the reduction. */
  baseFen: number;
  reductionFen: number;
  next: (FullReductionTier & { moreFen: number }) | null;
}

export interface PricedCart {
  lines: PricedLine[];
  selectedCount: number;
  selectedPieces: number;
  goodsFen: number;
  fullReductionFen: number;
  freeShippingGapFen: number;
  freightFen: number;
  payableFen: number;
  fullReductions: FullReductionOutcome[];
}

/**
 * Prices a cart (spec §9): each line at quantity × unit price; each full-reduction activity earns the
 * reduction of the highest tier its selected lines reach, shared out over those lines in whole fen so
 * the shares add up exactly; the free-shipping gap is shipping_amount − selected total −
 * no_trans_order_amount, none when a selected line ships free; freight when a gap remains.
 * Unselected lines are priced for display but count towards nothing.
 */
export function priceCart(
  lines: readonly PricingLine[],
  activities: readonly FullReductionActivity[],
  shipping: ShippingRule,
): PricedCart {
  const gross = new Map(lines.map((line) => [line.id, line.quantity * line.unitPriceFen]));
  const shares = new Map<number, number>();
  const fullReductions = activities.map((activity) => {
    const members = lines.filter((line) => line.selected && line.fullReductionId === activity.id);
    const weights = members.map((line) => gross.get(line.id) ?? 0);
    const baseFen = sum(weights);
    const reductionFen = fullReductionEarned(baseFen, activity.tiers);
    shareOut(reductionFen, weights).forEach((share, index) => shares.set(members[index]!.id, share));
    return { id: activity.id, baseFen, reductionFen, next: nextFullReductionTier(baseFen, activity.tiers) };
  });

  const priced = lines.map((line) => {
    const grossFen = gross.get(line.id) ?? 0;
    const fullReductionShareFen = shares.get(line.id) ?? 0;
    return { id: line.id, grossFen, fullReductionShareFen, amountFen: grossFen - fullReductionShareFen };
  });
  const selected = lines.filter((line) => line.selected);
  const selectedPriced = priced.filter((_, index) => lines[index]!.selected);
  const goodsFen = sum(selectedPriced.map((line) => line.grossFen));
  const fullReductionFen = sum(selectedPriced.map((line) => line.fullReductionShareFen));
  const shipsFree = selected.some((line) => line.shipsFree);
  const freeShippingGapFen = shipsFree
    ? 0
    : Math.max(0, shipping.freeFromFen - (goodsFen - fullReductionFen) - shipping.unshippedOrdersFen);
  const freightFen = selected.length > 0 && freeShippingGapFen > 0 ? shipping.freightFen : 0;
  const payableFen = goodsFen - fullReductionFen + freightFen;
  if (!Number.isSafeInteger(payableFen)) throw new RangeError('cart amount out of range');
  return {
    lines: priced,
    selectedCount: selected.length,
    selectedPieces: sum(selected.map((line) => line.quantity)),
    goodsFen,
    fullReductionFen,
    freeShippingGapFen,
    freightFen,
    payableFen,
    fullReductions,
  };
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
