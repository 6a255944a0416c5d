import { Button, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { modal } from '../../../lib/feedback';
import { useRenewableIdempotencyKey } from '../../../lib/use-idempotency-key';
import { useDrawActivity } from '../api/get-draw-activity';
import { drawRunning, runDraw } from '../api/run-draw';
import { announcePrize, CLOSE_WHILE_DRAWING_TEXT } from './announce-prize';

interface DrawPopupProps {
  activityId: number;
  onClose: () => void;
}

/**
 * The prize-draw popup (spec §4, §8): the prizes and one draw button; the result after 2 s, then the
 * popup closes and the prize is announced. Closing while the draw runs asks first; a draw closed that
 * way announces nothing (its prize is in the buyer's records).
 */
export function DrawPopup({ activityId, onClose }: DrawPopupProps) {
  const activity = useDrawActivity(activityId);
  const queryClient = useQueryClient();
  const [drawing, setDrawing] = useState(false);
  const [key, renewKey] = useRenewableIdempotencyKey();
  const closed = useRef(false);

  const close = () => {
    closed.current = true;
    onClose();
  };

  const start = async () => {
    if (drawing || drawRunning()) return;
    setDrawing(true);
    try {
      const result = await runDraw(activityId, key);
      if (!result) return;
      renewKey();
      void queryClient.invalidateQueries({ queryKey: ['draw'] });
      void queryClient.invalidateQueries({ queryKey: ['user'] });
      if (closed.current) return;
      close();
      announcePrize(result);
    } catch {
      // The shared error handling showed the refusal.
    } finally {
      setDrawing(false);
    }
  };

  const askClose = () => {
    if (!drawing) return close();
    modal.confirm({
      title: '温馨提示',
      content: CLOSE_WHILE_DRAWING_TEXT,
      okText: '确定',
      cancelText: '取消',
      onOk: close,
    });
  };

  const data = activity.data;
  return (
    <section className="yc-draw-popup" role="dialog" aria-modal="false" aria-labelledby="yc-draw-popup-title">
      <header className="yc-draw-popup-head">
        <h2 id="yc-draw-popup-title">{data?.name ?? '幸运抽奖'}</h2>
        <Button type="text" size="small" onClick={askClose} aria-label="关闭抽奖弹窗">
          ×
        </Button>
      </header>
      {data ? (
        <ul className="yc-draw-popup-prizes" aria-label="奖品">
          {data.prizes.map((prize) => (
            <li key={prize.id}>{prize.name}</li>
          ))}
        </ul>
      ) : (
        <Spin />
      )}
      <Button type="primary" block loading={drawing} disabled={!data} onClick={() => void start()}>
        {drawing ? '抽奖中…' : '立即抽奖'}
      </Button>
      <Link className="yc-draw-popup-more" to={paths.luckDraw.getHref()}>
        去幸运大转盘
      </Link>
    </section>
  );
}
