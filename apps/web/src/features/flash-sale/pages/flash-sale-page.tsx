import { Empty, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import type { FlashSaleSession } from '@yaocai/domain/contracts/activity-responses';
import { LoadFailed } from '../../../components/load-failed';
import { dayjs } from '../../../lib/dayjs';
import { useServerNow } from '../../../lib/server-clock';
import { useSpikeSessions } from '../../../lib/spike-sessions';
import { SessionPanel } from '../components/session-panel';
import { sessionPhase } from '../../../lib/flash-sale-session';
import '../flash-sale.css';

const sessionKey = (session: FlashSaleSession) => `${session.id ?? ''}|${session.starts_at}`;

/** A start as a tab shows it: the time today, the day and time otherwise. */
function startText(startsAt: string, now: number): string {
  const start = dayjs(startsAt);
  return start.isSame(dayjs(now), 'day') ? start.format('HH:mm') : start.format('MM-DD HH:mm');
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
