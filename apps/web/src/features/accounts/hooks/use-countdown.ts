import { useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS } from '@yaocai/domain/constants';

/** Seconds left before an action may repeat (e.g. resending an SMS code); 0 when it may. */
export function useCountdown(): [secondsLeft: number, start: (seconds: number) => void] {
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), COUNTDOWN_TICK_MS);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  return [secondsLeft, setSecondsLeft];
}
