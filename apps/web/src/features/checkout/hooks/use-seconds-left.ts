import { serverNow, useServerNow } from '../../../lib/server-clock';

/**
 * Whole seconds until `deadline` by the server's clock, ticking every second and stopping at 0; null
 * without a deadline.
 */
export function useSecondsLeft(deadline: string | null): number | null {
  const end = deadline === null ? Number.NaN : Date.parse(deadline);
  const now = useServerNow(serverNow() < end);
  return deadline === null ? null : Math.max(0, Math.floor((end - now) / 1000));
}
