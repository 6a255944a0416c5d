import { unitPriceFen, type LadderedPrice } from './ladder.ts';

/**
 * Where a line's unit price comes from, first to last: a running flash sale (a flash line), a 换购
 * offer (a 换购 line), a special-price zone (特价), the new-buyer zone (新人价, for buyers who qualify),
 * and otherwise the goods' ladder or base price. The first candidate present decides, whether or not a later one is lower: prices are never
 * mixed or compared, so a buyer always pays one promotion's price and can be told which.
 */
export const PRICE_PRECEDENCE = ['flash', 'trade_up', 'special', 'new_buyer', 'ladder'] as const;
export type PriceSource = (typeof PRICE_PRECEDENCE)[number];

/** A price a promotion offers this line (the ladder is not one: it is what is left). */
export interface PriceCandidate {
  source: Exclude<PriceSource, 'ladder'>;
  unitPriceFen: number;
  /** The sale row offering it (flash_sales, special_prices…). */
  refId: number;
}

export interface ChosenPrice {
  source: PriceSource;
  unitPriceFen: number;
  refId: number | null;
  /** Coupons apply to the line: only at the goods' own price. */
  couponable: boolean;
  /** The line counts towards 满减 tiers: only at the goods' own price. */
  countsForTiers: boolean;
}

const rank = (source: PriceSource) => PRICE_PRECEDENCE.indexOf(source);

/** The unit price of a line of `quantity` pieces: the candidate first in precedence, or the ladder. */
export function linePrice(
  goods: LadderedPrice,
  quantity: number,
  candidates: readonly PriceCandidate[],
): ChosenPrice {
  let chosen: PriceCandidate | undefined;
  for (const candidate of candidates) {
    if (chosen === undefined || rank(candidate.source) < rank(chosen.source)) chosen = candidate;
  }
  if (chosen === undefined) {
    return {
      source: 'ladder',
      unitPriceFen: unitPriceFen(goods, quantity),
      refId: null,
      couponable: true,
      countsForTiers: true,
    };
  }
  return { ...chosen, couponable: false, countsForTiers: false };
}
