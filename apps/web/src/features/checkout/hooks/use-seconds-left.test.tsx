import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverNow, syncServerClock } from '../../../lib/server-clock';
import { useSecondsLeft } from './use-seconds-left';

function Countdown({ deadline }: { deadline: string }) {
  return <output>{useSecondsLeft(deadline)}</output>;
}

const LOCAL = Date.parse('2026-11-26T08:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(LOCAL);
});
afterEach(() => {
  // Back to the real clock, then the server clock with it: files after this one share the module.
  vi.useRealTimers();
  syncServerClock(Math.floor(Date.now() / 1000));
});

describe('the server clock', () => {
  it('counts down by the server’s time, whatever the local clock says, ticking every second', () => {
    // The local clock runs 10 minutes fast: the server says it is 07:50.
    syncServerClock(LOCAL / 1000 - 600);
    expect(Math.floor((serverNow() - LOCAL) / 1000)).toBe(-600);
    render(<Countdown deadline="2026-11-26T08:05:00.000Z" />);
    expect(screen.getByRole('status').textContent).toBe('899');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('status').textContent).toBe('896');
  });

  it('stops at zero', () => {
    syncServerClock(LOCAL / 1000);
    render(<Countdown deadline="2026-11-26T08:00:02.000Z" />);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('status').textContent).toBe('0');
  });

  it('ignores a missing or nonsense timestamp', () => {
    syncServerClock(LOCAL / 1000);
    const before = serverNow();
    syncServerClock(0);
    syncServerClock(Number.NaN);
    expect(serverNow()).toBe(before);
  });
});
