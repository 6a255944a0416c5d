import { ThunderboltFilled } from '@ant-design/icons';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { countdownText, sessionPhase } from '../../../lib/flash-sale-session';
import { useServerNow } from '../../../lib/server-clock';
import { useHomeSpike } from '../api/get-home-spike';
import { PromotionGoodsTile } from './promotion-goods-tile';

const SHOWN = 5;
const TITLE_ID = 'floor-spike-title';

/** 限时秒杀 on the home page: the running session (or the next), counted down; nothing when there is none. */
export function SpikeFloor() {
  const { data } = useHomeSpike();
  const now = useServerNow(Boolean(data?.session));
  const session = data?.session;
  if (!session) return null;
  const phase = sessionPhase(session, now);
  if (phase === 'ended') return null;
  const until = phase === 'upcoming' ? session.starts_at : session.ends_at;
  return (
    <section className="yc-floor yc-floor-spike" aria-labelledby={TITLE_ID}>
      <header className="yc-floor-head">
        <h2 id={TITLE_ID}>
          <ThunderboltFilled className="yc-floor-hot-icon" aria-hidden />
          限时秒杀
        </h2>
        <span className="yc-floor-sub" role="timer">
          {phase === 'upcoming' ? '距开始' : '距结束'} {countdownText((Date.parse(until) - now) / 1000)}
        </span>
        <Link to={paths.flashSale.getHref()} className="yc-floor-more">
          更多秒杀
        </Link>
      </header>
      <div className="yc-home-grid">
        {session.goods.slice(0, SHOWN).map((goods) => (
          <PromotionGoodsTile
            key={goods.flash_sale_id}
            goods={goods}
            to={paths.flashSale.getHref()}
            line={goods.units_left === 0 ? '已抢光' : `剩余${goods.units_left}${goods.bzdw}`}
          />
        ))}
      </div>
    </section>
  );
}
