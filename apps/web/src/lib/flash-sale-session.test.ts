import { describe, expect, it } from 'vitest';
import { countdownText, sessionPhase, soldPercent } from './flash-sale-session';

const session = { starts_at: '2026-11-29T10:00:00.000Z', ends_at: '2026-11-29T12:00:00.000Z' };

describe('a flash-sale session by the server’s time', () => {
  it('is upcoming before its start, running up to its end, ended from it', () => {
    expect(sessionPhase(session, Date.parse('2026-11-29T09:59:59.000Z'))).toBe('upcoming');
    expect(sessionPhase(session, Date.parse('2026-11-29T10:00:00.000Z'))).toBe('running');
    expect(sessionPhase(session, Date.parse('2026-11-29T11:59:59.999Z'))).toBe('running');
    expect(sessionPhase(session, Date.parse('2026-11-29T12:00:00.000Z'))).toBe('ended');
  });

  it('counts down in hours, minutes and seconds, with days when more than one is left', () => {
    expect(countdownText(3_725)).toBe('01:02:05');
    expect(countdownText(0)).toBe('00:00:00');
    expect(countdownText(-3)).toBe('00:00:00');
    expect(countdownText(2 * 86_400 + 59)).toBe('2天 00:00:59');
  });

  it('shows the share of units sold', () => {
    expect(soldPercent(100, 70)).toBe(30);
    expect(soldPercent(3, 0)).toBe(100);
    expect(soldPercent(0, 0)).toBe(100);
  });
});
