import { describe, expect, it } from 'vitest';
import { addMonths, shelfLifeProblem } from './shelf-life.ts';

describe('shelf life of a shipped lot', () => {
  it('adds calendar months, keeping to the last day of a shorter month', () => {
    expect(addMonths('2026-11-27', 6)).toBe('2027-05-27');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-01-15', 0)).toBe('2026-01-15');
  });

  it('refuses an expired lot and one with less than the minimum left, and accepts the minimum exactly', () => {
    expect(shelfLifeProblem('2025-01-01', '2026-11-27', 6)).toBe('有效期至2025-01-01，已过期');
    expect(shelfLifeProblem('2026-11-27', '2026-11-27', 0)).toBe('有效期至2026-11-27，已过期');
    expect(shelfLifeProblem('2027-05-26', '2026-11-27', 6)).toBe('有效期至2027-05-26，剩余效期不足6个月');
    expect(shelfLifeProblem('2027-05-27', '2026-11-27', 6)).toBeNull();
    expect(shelfLifeProblem('2026-11-28', '2026-11-27', 0)).toBeNull();
  });
});
