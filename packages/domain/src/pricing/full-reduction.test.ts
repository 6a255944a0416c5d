import { describe, expect, it } from 'vitest';
import {
  fullReductionEarned,
  fullReductionTierLabel,
  nextFullReductionTier,
  type FullReductionTier,
} from './full-reduction.ts';

/** 满折: spend 1000, pay 95%; spend 3000, pay 90%. */
const rates: FullReductionTier[] = [
  { thresholdFen: 300_000, payPercent: 90 },
  { thresholdFen: 100_000, payPercent: 95 },
];

describe('满折 tiers', () => {
  it('takes off what the highest tier reached leaves unpaid, the pay floored to the fen', () => {
    expect(fullReductionEarned(99_999, rates)).toBe(0);
    expect(fullReductionEarned(100_000, rates)).toBe(5_000);
    // 1234.57 at 95%: pays 1172.84 (1172.8415 floored), 61.73 off.
    expect(fullReductionEarned(123_457, rates)).toBe(6_173);
    expect(fullReductionEarned(300_000, rates)).toBe(30_000);
  });

  it('points to the next tier that takes more off, with what is left to spend', () => {
    expect(nextFullReductionTier(50_000, rates)).toEqual({
      thresholdFen: 100_000,
      payPercent: 95,
      moreFen: 50_000,
    });
    expect(nextFullReductionTier(100_000, rates)).toEqual({
      thresholdFen: 300_000,
      payPercent: 90,
      moreFen: 200_000,
    });
    expect(nextFullReductionTier(300_000, rates)).toBeNull();
  });

  it('mixes with money-off tiers by what each takes off at its threshold', () => {
    const mixed: FullReductionTier[] = [
      { thresholdFen: 50_000, reductionFen: 2_000 },
      { thresholdFen: 100_000, payPercent: 95 },
    ];
    expect(fullReductionEarned(80_000, mixed)).toBe(2_000);
    expect(nextFullReductionTier(80_000, mixed)).toMatchObject({ thresholdFen: 100_000, moreFen: 20_000 });
    expect(fullReductionEarned(100_000, mixed)).toBe(5_000);
  });

  it('names each tier as the shop writes it', () => {
    expect(fullReductionTierLabel({ thresholdFen: 50_000, reductionFen: 2_000 })).toBe('满500减20');
    expect(fullReductionTierLabel({ thresholdFen: 150_050, payPercent: 92 })).toBe('满1500.5享9.2折');
    expect(fullReductionTierLabel({ thresholdFen: 100_000, payPercent: 90 })).toBe('满1000享9折');
  });
});
