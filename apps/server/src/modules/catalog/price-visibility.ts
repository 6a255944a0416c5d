import { fenToYuan } from '@yaocai/domain/money';
import { PRICE_TIPS, type LadderPrice } from '@yaocai/domain/contracts/catalog';
import type { BuyerAccess } from '../accounts/buyer-access.ts';
import type { LadderStep } from './catalog.tables.ts';

export interface PriceView {
  base_price: string | null;
  retail_price: string | null;
  ladder_price: LadderPrice[];
  price_tip: string | null;
  is_buy: boolean;
}

interface PricedGoods {
  basePriceFen: number;
  retailPriceFen: number | null;
  ladderPrice: LadderStep[];
  businessScope: string;
}

/**
 * Whether the viewer may see wholesale prices (and so order goods by them): the one rule for every
 * answer, message or file that could carry a price to a buyer.
 */
export const seesPrices = (access: BuyerAccess): access is Extract<BuyerAccess, { kind: 'approved' }> =>
  access.kind === 'approved';

/**
 * Wholesale prices are for qualified buyers only: visitors and buyers awaiting approval get the reason
 * instead of a price; an approved buyer sees prices but may buy only within their business scope.
 */
export function priceView(goods: PricedGoods, access: BuyerAccess): PriceView {
  if (!seesPrices(access)) {
    const tip = access.kind === 'visitor' ? PRICE_TIPS.visitor : PRICE_TIPS.pending;
    return { base_price: null, retail_price: null, ladder_price: [], price_tip: tip, is_buy: false };
  }
  const inScope = access.businessScopes.has(goods.businessScope);
  return {
    base_price: fenToYuan(goods.basePriceFen),
    retail_price: goods.retailPriceFen === null ? null : fenToYuan(goods.retailPriceFen),
    ladder_price: ladderView(goods.ladderPrice),
    price_tip: inScope ? null : PRICE_TIPS.outOfScope,
    is_buy: inScope,
  };
}

/** Ladder steps as the wire shows them, prices in yuan. */
export const ladderView = (ladder: LadderStep[]): LadderPrice[] =>
  ladder.map((step) => ({ number: step.number, price: fenToYuan(step.priceFen) }));
