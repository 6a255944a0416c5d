/** ladder_price_type: 0 the base price at any quantity; 1 the ladder applies to the line's quantity. */
export const LADDER_TYPE = { none: 0, byQuantity: 1 } as const;

export interface LadderStepFen {
  /** Quantity from which the price applies. */
  number: number;
  priceFen: number;
}

export interface LadderedPrice {
  basePriceFen: number;
  ladder: readonly LadderStepFen[];
  ladderType: number;
}

const applicableSteps = (goods: LadderedPrice): LadderStepFen[] =>
  goods.ladderType === LADDER_TYPE.byQuantity ? [...goods.ladder].sort((a, b) => a.number - b.number) : [];

/**
 * The unit price at a quantity: the lowest price among the steps the quantity reaches, or the base
 * price below the first step. So buying more never costs more per piece, even with a badly entered
 * ladder, and no step raises the price above the base price.
 */
export function unitPriceFen(goods: LadderedPrice, quantity: number): number {
  let price = goods.basePriceFen;
  for (const step of applicableSteps(goods)) {
    if (quantity >= step.number) price = Math.min(price, step.priceFen);
  }
  return price;
}

/** The next step above a quantity that lowers the unit price, or null at the best price. */
export function nextLadderStep(goods: LadderedPrice, quantity: number): LadderStepFen | null {
  const current = unitPriceFen(goods, quantity);
  return applicableSteps(goods).find((step) => step.number > quantity && step.priceFen < current) ?? null;
}
