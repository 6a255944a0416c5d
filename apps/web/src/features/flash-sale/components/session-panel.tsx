import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { FlashSaleSession } from '@yaocai/domain/contracts/activity-responses';
import { countdownText, sessionPhase } from '../../../lib/flash-sale-session';
import { spikeSessionsQueryOptions } from '../../../lib/spike-sessions';
import { FlashGoodsCard } from './flash-goods-card';
import '../flash-sale.css';

/** One 秒杀 session as /ms shows it: its name, the countdown by the server's clock, its goods. */
export function SessionPanel({ session, now }: { session: FlashSaleSession; now: number }) {
  const phase = sessionPhase(session, now);
  const queryClient = useQueryClient();
  // A session that ends by the server's clock leaves the list: read it again.
  useEffect(() => {
    if (phase === 'ended') void queryClient.invalidateQueries(spikeSessionsQueryOptions());
  }, [phase, queryClient]);
  const until = phase === 'upcoming' ? session.starts_at : session.ends_at;
  const seconds = (Date.parse(until) - now) / 1000;
  return (
    <section className="yc-flash-session" aria-label={session.name}>
      <header className="yc-flash-session-head">
        <h2>{session.name}</h2>
        <span className="yc-flash-countdown" role="timer" aria-live="off">
          {phase === 'upcoming' ? '距开始' : phase === 'running' ? '距结束' : '已结束'}
          {phase !== 'ended' && <strong>{countdownText(seconds)}</strong>}
        </span>
      </header>
      <ul className="yc-flash-goods-list">
        {session.goods.map((goods) => (
          <FlashGoodsCard key={goods.flash_sale_id} goods={goods} phase={phase} />
        ))}
      </ul>
    </section>
  );
}
