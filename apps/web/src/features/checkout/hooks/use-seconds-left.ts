import { dayjs, type Dayjs } from '../../../lib/dayjs';
import { useEffect, useState } from 'react';

/** Whole seconds until `deadline`, ticking every second and stopping at 0; null without a deadline. */
export function useSecondsLeft(deadline: string | null): number | null {
  const [now, setNow] = useState<Dayjs>(dayjs);
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const tick = dayjs();
      setNow(tick);
      if (!tick.isBefore(deadline)) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === null ? null : Math.max(0, dayjs(deadline).diff(now, 'second'));
}
