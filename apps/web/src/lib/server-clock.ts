import { useSyncExternalStore } from 'react';

// The buyer's computer clock may be minutes off. Every countdown reads the server's time instead:
// focus/common carries the server's timestamp, and the difference to the local clock is kept here.

let offsetMs = 0;
let now = Date.now();
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
  now = serverNow();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = serverNow();
    timer = setInterval(tick, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const idle = () => () => {};

// Between ticks a read must give the same value each time; with no timer running, the current second.
const snapshot = () => (timer === undefined ? Math.floor(serverNow() / 1000) * 1000 : now);

/** The server's time, ticking every second on one shared timer while `active`. */
export function useServerNow(active = true): number {
  return useSyncExternalStore(active ? subscribe : idle, snapshot, snapshot);
}
