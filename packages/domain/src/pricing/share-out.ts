/**
 * Splits `total` fen over parts in proportion to their weights, in whole fen, so that the shares add
 * up to exactly `total` (largest remainder: each part gets the floor of its exact share, and the fen
 * left over go to the parts with the largest fractions, earlier parts first on ties). With
 * 0 ≤ total ≤ sum of weights, no share exceeds its weight.
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total === 0 || sum === 0) return weights.map(() => 0);
  if (!Number.isSafeInteger(total) || total < 0 || total > sum) {
    throw new RangeError(`cannot share ${total} over weights summing to ${sum}`);
  }
  // BigInt keeps total × weight exact beyond 2^53 (a large reduction over a large cart).
  const big = BigInt(total);
  const bigSum = BigInt(sum);
  const parts = weights.map((weight, index) => {
    const exact = big * BigInt(weight);
    return { index, share: Number(exact / bigSum), remainder: exact % bigSum };
  });
  let left = total - parts.reduce((a, p) => a + p.share, 0);
  const byRemainder = [...parts].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const part of byRemainder) {
    if (left === 0) break;
    part.share += 1;
    left -= 1;
  }
  return parts.map((p) => p.share);
}
