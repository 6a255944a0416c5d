import type { FlashSaleSession } from '@yaocai/domain/contracts/activity-responses';

export type SessionPhase = 'running' | 'upcoming' | 'ended';

/** Where a session stands at the server's time `now` (ms). */
export function sessionPhase(
  session: Pick<FlashSaleSession, 'starts_at' | 'ends_at'>,
  now: number,
): SessionPhase {
  if (now < Date.parse(session.starts_at)) return 'upcoming';
  if (now >= Date.parse(session.ends_at)) return 'ended';
  return 'running';
}

const two = (n: number) => String(n).padStart(2, '0');

/** Whole seconds as the countdown shows them: HH:MM:SS, with the days before when there are any. */
export function countdownText(seconds: number): string {
  const left = Math.max(0, Math.floor(seconds));
  const days = Math.floor(left / 86_400);
  const clock = `${two(Math.floor((left % 86_400) / 3600))}:${two(Math.floor((left % 3600) / 60))}:${two(left % 60)}`;
  return days > 0 ? `${days}天 ${clock}` : clock;
}

/** Per cent of a goods' flash units sold, whole. */
export const soldPercent = (total: number, left: number): number =>
  total <= 0 ? 100 : Math.round(((total - left) / total) * 100);
