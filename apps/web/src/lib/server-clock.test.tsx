import { act, render, screen } from '@testing-library/react';
import { startTransition } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { syncServerClock, useServerNow } from './server-clock';

const LOCAL = Date.parse('2026-12-01T08:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(LOCAL);
  syncServerClock(LOCAL / 1000);
});
afterEach(() => {
  // Back to the real clock, then the server clock with it: files after this one share the module.
  vi.useRealTimers();
  syncServerClock(Math.floor(Date.now() / 1000));
});

const renders: Record<string, number> = {};

/** Counts a card's renders, each taking `costMs` of the (fake) clock, as on a slow phone. */
const rendered = (name: string, costMs: number) => () => {
  renders[name] = (renders[name] ?? 0) + 1;
  vi.advanceTimersByTime(costMs);
};

/** A card showing the server's time. */
function Card({ name, active, onRender }: { name: string; active: boolean; onRender?: () => void }) {
  const now = useServerNow(active);
  onRender?.();
  return <output aria-label={name}>{new Date(now).toISOString().slice(11, 19)}</output>;
}

describe('the server clock in a page', () => {
  it('does not make a page render again when a second passes while it renders', () => {
    for (const name of Object.keys(renders)) delete renders[name];
    act(() =>
      startTransition(() => {
        render(
          <>
            <Card name="first" active={false} onRender={rendered('first', 300)} />
            <Card name="second" active={false} onRender={rendered('second', 300)} />
          </>,
        );
      }),
    );
    // The server clock runs half a second ahead, and the render ends in the next second. A clock read
    // as a store whose value moved during a render in slices made React render the whole page again
    // in one long task, to agree with it.
    expect(renders).toEqual({ first: 1, second: 1 });
    expect(screen.getByRole('status', { name: 'first' }).textContent).toBe('08:00:00');
    expect(screen.getByRole('status', { name: 'second' }).textContent).toBe('08:00:00');
  });

  it('ticks every second where it is active, and reads the time afresh elsewhere', () => {
    const { rerender } = render(<Card name="ticking" active />);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('status', { name: 'ticking' }).textContent).toBe('08:00:02');

    rerender(<Card name="still" active={false} />);
    act(() => vi.advanceTimersByTime(3000));
    // Not ticking: it shows what it read when it rendered, and the time of now when it renders again.
    expect(screen.getByRole('status', { name: 'still' }).textContent).toBe('08:00:02');
    rerender(<Card name="still" active={false} />);
    expect(screen.getByRole('status', { name: 'still' }).textContent).toBe('08:00:05');
  });
});
