import { describe, expect, it } from 'vitest';
import { billStateOf } from './buyer-bills';

describe('a credit bill’s state', () => {
  const now = Date.parse('2026-11-27T00:00:00.000Z');
  it('is overdue when unpaid past its due date, else as stored', () => {
    expect(billStateOf({ status: 'unpaid', due_at: '2026-11-26T23:59:59.000Z' }, now)).toBe('overdue');
    expect(billStateOf({ status: 'unpaid', due_at: '2026-11-27T00:00:01.000Z' }, now)).toBe('unpaid');
    expect(billStateOf({ status: 'repaid', due_at: '2026-01-01T00:00:00.000Z' }, now)).toBe('repaid');
    expect(billStateOf({ status: 'refunded', due_at: '2026-01-01T00:00:00.000Z' }, now)).toBe('refunded');
  });
});
