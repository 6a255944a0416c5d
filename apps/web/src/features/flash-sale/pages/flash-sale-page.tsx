import { Empty, Skeleton, Tabs } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { FlashSaleSession } from '@yaocai/domain/contracts/activity-responses';
import { LoadFailed } from '../../../components/load-failed';
import { dayjs } from '../../../lib/dayjs';
import { useServerNow } from '../../../lib/server-clock';
import { spikeSessionsQueryOptions, useSpikeSessions } from '../../../lib/spike-sessions';
import { FlashGoodsCard } from '../components/flash-goods-card';
import { countdownText, sessionPhase } from '../../../lib/flash-sale-session';
import '../flash-sale.css';

const sessionKey = (session: FlashSaleSession) => `${session.id ?? ''}|${session.starts_at}`;

/** A start as a tab shows it: the time today, the day and time otherwise. */
function startText(startsAt: string, now: number): string {
  const start = dayjs(startsAt);
  return start.isSame(dayjs(now), 'day') ? start.format('HH:mm') : start.format('MM-DD HH:mm');
}

function SessionPanel({ session, now }: { session: FlashSaleSession; now: number }) {
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

/** /ms 限时秒杀: the running session and the ones to come, counted down by the server's clock. */
export function FlashSalePage() {
  const sessions = useSpikeSessions();
  const now = useServerNow();
  const [chosen, setChosen] = useState<string | null>(null);
  if (sessions.isPending) {
    return (
      <div className="yc-container yc-flash">
        <Skeleton active />
      </div>
    );
  }
  if (sessions.isError) {
    return (
      <div className="yc-container yc-flash">
        <LoadFailed title="秒杀活动加载失败" error={sessions.error} onRetry={() => void sessions.refetch()} />
      </div>
    );
  }
  const list = sessions.data.sessions;
  const active = list.find((session) => sessionKey(session) === chosen) ?? list[0];
  return (
    <div className="yc-container yc-flash">
      <h1 className="yc-flash-title">限时秒杀</h1>
      {active === undefined ? (
        <Empty description="暂无秒杀活动，敬请期待" />
      ) : (
        <>
          <Tabs
            className="yc-flash-tabs"
            activeKey={sessionKey(active)}
            onChange={setChosen}
            items={list.map((session) => ({
              key: sessionKey(session),
              label: (
                <span className="yc-flash-tab">
                  <strong>{startText(session.starts_at, now)}</strong>
                  <span>{sessionPhase(session, now) === 'running' ? '进行中' : '即将开始'}</span>
                </span>
              ),
            }))}
          />
          <SessionPanel session={active} now={now} />
        </>
      )}
    </div>
  );
}
