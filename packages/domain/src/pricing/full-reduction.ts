/**
 * A tier of a full-reduction activity: spend at least `thresholdFen`, get `reductionFen` off (满减),
 * or pay `payPercent` per cent of what was spent (满折, 95 = 9.5折).
 */
export type FullReductionTier =
  { thresholdFen: number; reductionFen: number } | { thresholdFen: number; payPercent: number };

const byThreshold = (tiers: readonly FullReductionTier[]) =>
  [...tiers].sort((a, b) => a.thresholdFen - b.thresholdFen);

/** What one tier takes off an amount that reaches it; the pay is floored to the fen, as prices are. */
const offBy = (tier: FullReductionTier, amountFen: number): number =>
  'reductionFen' in tier ? tier.reductionFen : amountFen - Math.floor((amountFen * tier.payPercent) / 100);

/** The reduction an amount earns: the highest tier reached, never more than the amount itself. */
export function fullReductionEarned(amountFen: number, tiers: readonly FullReductionTier[]): number {
  let reduction = 0;
  for (const tier of byThreshold(tiers)) {
    if (amountFen >= tier.thresholdFen) reduction = offBy(tier, amountFen);
  }
  return Math.min(reduction, Math.max(0, amountFen));
}

/** The next tier above an amount that gives more off at its threshold, with how much more to spend; null at the top. */
export function nextFullReductionTier(
  amountFen: number,
  tiers: readonly FullReductionTier[],
): (FullReductionTier & { moreFen: number }) | null {
  const current = fullReductionEarned(amountFen, tiers);
  const next = byThreshold(tiers).find(
    (tier) => tier.thresholdFen > amountFen && offBy(tier, tier.thresholdFen) > current,
  );
  return next ? { ...next, moreFen: next.thresholdFen - amountFen } : null;
}

/** Yuan without trailing zeros: 500, 1500.5. */
const plainYuan = (fen: number) => String(fen / 100);

/** 满500减20, 满1500享9.2折. */
export function fullReductionTierLabel(tier: FullReductionTier): string {
  const spend = `满${plainYuan(tier.thresholdFen)}`;
  return 'reductionFen' in tier
    ? `${spend}减${plainYuan(tier.reductionFen)}`
    : `${spend}享${String(tier.payPercent / 10)}折`;
}
