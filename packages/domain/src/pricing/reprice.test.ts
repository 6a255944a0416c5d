import { describe, expect, it } from 'vitest';
import { repricedFen } from './reprice.ts';

describe('repricedFen', () => {
  it('moves a price by a percent to the nearest fen, halves up', () => {
    expect(repricedFen(1_000, 10)).toBe(1_100);
    expect(repricedFen(1_005, -10)).toBe(905); // 904.5
    expect(repricedFen(333, 5)).toBe(350); // 349.65
    expect(repricedFen(100_000_000, 100)).toBe(200_000_000);
  });

  it('never goes below 1 fen', () => {
    expect(repricedFen(1, -90)).toBe(1);
    expect(repricedFen(4, -90)).toBe(1);
  });
});
