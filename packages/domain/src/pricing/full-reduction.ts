/** A full-reduction tier (满减): spend at least `thresholdFen`, get `reductionFen` off. */
export interface FullReductionTier {
  thresholdFen: number;
  reductionFen: number;
}

const byThreshold = (tiers: readonly FullReductionTier[]) =>
  [...tiers].sort((a, b) => a.thresholdFen - b.thresholdFen);

/** The reduction an amount earns: the highest tier reached, never more than the amount itself. */
export function fullReductionEarned(amountFen: number, tiers: readonly FullReductionTier[]): number {
  let reduction = 0;
  for (const tier of byThreshold(tiers)) {
    if (amountFen >= tier.thresholdFen) reduction = tier.reductionFen;
  }
  return Math.min(reduction, Math.max(0, amountFen));
}

/** The next tier above an amount that gives more off, with how much more to spend; null at the top. */
export function nextFullReductionTier(
  amountFen: number,
  tiers: readonly FullReductionTier[],
): (FullReductionTier & { moreFen: number }) | null {
  const current = fullReductionEarned(amountFen, tiers);
  const next = byThreshold(tiers).find((t) => t.thresholdFen > amountFen && t.reductionFen > current);
  return next ? { ...next, moreFen: next.thresholdFen - amountFen } : null;
}
