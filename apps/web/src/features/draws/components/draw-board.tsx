import { Button, Empty, List, Skeleton } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { DRAW_CLOSE_ANIMATION_MS } from '@yaocai/domain/contracts/draws';
import { paths } from '../../../config/paths';
import { dayjs } from '../../../lib/dayjs';
import { useRenewableIdempotencyKey } from '../../../lib/use-idempotency-key';
import { useUserBase } from '../../../lib/user-base';
import { useDrawActivity } from '../api/get-draw-activity';
import { useDrawNewRecords } from '../api/get-draw-new-records';
import { useDrawRecords } from '../api/get-draw-records';
import { drawRunning, runDraw } from '../api/run-draw';
import { announcePrize } from './announce-prize';
import { DrawRules } from './draw-rules';
import { PrizeWheel, rotationTo } from './prize-wheel';

/** A draw's wheel, its button with the chances left, the rules, the latest winners and the buyer's own records. */
export function DrawBoard({ id }: { id: number }) {
  const user = useUserBase();
  const signedIn = Boolean(user.data);
  const activity = useDrawActivity(id);
  const latest = useDrawNewRecords(id);
  const own = useDrawRecords(id, signedIn);
  const queryClient = useQueryClient();
  const [key, renewKey] = useRenewableIdempotencyKey();
  const [spinning, setSpinning] = useState(false);
  const [rotation, setRotation] = useState(0);

  if (activity.isPending) return <Skeleton active />;
  if (activity.isError) return <Empty description="抽奖活动不存在或已下线" />;
  const data = activity.data;
  const left = own.data?.chances_left ?? null;

  const start = async () => {
    if (spinning || drawRunning()) return;
    setSpinning(true);
    try {
      const result = await runDraw(id, key);
      if (!result) return;
      renewKey();
      const index = data.prizes.findIndex((prize) => prize.id === result.prize.id);
      setRotation((from) => rotationTo(Math.max(index, 0), data.prizes.length, from));
      setSpinning(false);
      setTimeout(() => announcePrize(result), DRAW_CLOSE_ANIMATION_MS);
      void queryClient.invalidateQueries({ queryKey: ['draw'] });
      void queryClient.invalidateQueries({ queryKey: ['user'] });
    } catch {
      // The shared error handling showed the refusal.
    } finally {
      setSpinning(false);
    }
  };

  const running = data.state === 'running';
  return (
    <div className="yc-draw-board">
      <section className="yc-draw-wheel-column" aria-label="转盘">
        <PrizeWheel prizes={data.prizes} rotation={rotation} spinning={spinning} />
        {!signedIn ? (
          <Link to={paths.login.getHref(window.location.pathname)}>登录后参与抽奖</Link>
        ) : (
          <Button
            type="primary"
            size="large"
            loading={spinning}
            disabled={!running || left === 0}
            onClick={() => void start()}
          >
            {!running
              ? data.state === 'scheduled'
                ? '活动未开始'
                : '活动已结束'
              : spinning
                ? '抽奖中…'
                : '开始抽奖'}
          </Button>
        )}
        {signedIn && left !== null && <p className="yc-draw-chances">剩余抽奖次数：{left}</p>}
      </section>
      <section className="yc-draw-side">
        <DrawRules activity={data} />
        <h2>最新中奖</h2>
        <List
          size="small"
          dataSource={latest.data?.list ?? []}
          locale={{ emptyText: '暂无中奖记录' }}
          renderItem={(row) => (
            <List.Item>
              {row.user} 抽中 {row.prize_name}
            </List.Item>
          )}
        />
        {signedIn && (
          <>
            <h2>我的抽奖记录</h2>
            <List
              size="small"
              dataSource={own.data?.list ?? []}
              locale={{ emptyText: '暂无抽奖记录' }}
              renderItem={(row) => (
                <List.Item>
                  {dayjs(row.created_at).format('MM-DD HH:mm')} {row.prize_name}
                  {row.remarks ? `（${row.remarks}）` : ''}
                </List.Item>
              )}
            />
          </>
        )}
      </section>
    </div>
  );
}
