/** A gift rule (赠品): every `every` pieces bought earn `giftNumber` pieces of the gift. */
export interface GiftRule {
  every: number;
  giftNumber: number;
}

export const giftsEarned = (quantity: number, rule: GiftRule): number =>
  rule.every > 0 && quantity > 0 ? Math.floor(quantity / rule.every) * rule.giftNumber : 0;
