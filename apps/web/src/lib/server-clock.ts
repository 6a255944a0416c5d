import { useEffect, useState } from 'react';

// The buyer's computer clock may be minutes off. Every countdown reads the server's time instead:
// focus/common carries the server's timestamp, and the difference to the local clock is kept here.

let offsetMs = 0;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

/** Takes the server's time (whole seconds) as read now; the half second centres its rounding down. */
export function syncServerClock(serverSeconds: number, receivedAt = Date.now()): void {
  if (!Number.isFinite(serverSeconds) || serverSeconds <= 0) return;
  offsetMs = serverSeconds * 1000 + 500 - receivedAt;
  tick();
}

/** The server's time now, in ms since the epoch. */
export const serverNow = (): number => Date.now() + offsetMs;

function tick(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(tick, 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * The server's time as of each render, rendered again every second on one shared timer while
 * `active`. Not a store read with useSyncExternalStore: a clock's value moves on its own, and when
 * it moved while React rendered a page in slices (a second or more on a slow phone), React rendered
 * the whole page again in one long task to agree with it (issue 31).
 */
export function useServerNow(active = true): number {
  const [, setTicks] = useState(0);
  useEffect(() => (active ? subscribe(() => setTicks((ticks) => ticks + 1)) : undefined), [active]);
  return serverNow();
}
