import { ThunderboltFilled } from '@ant-design/icons';
import { Link } from 'react-router';
import type { FlashSaleGoods } from '@yaocai/domain/contracts/activity-responses';
import { paths } from '../../../config/paths';
import { countdownText, sessionPhase } from '../../../lib/flash-sale-session';
import { useServerNow } from '../../../lib/server-clock';
import { useHomeSpike } from '../api/get-home-spike';

const SHOWN = 5;
const TITLE_ID = 'floor-spike-title';

function SpikeGoods({ goods }: { goods: FlashSaleGoods }) {
  return (
    <Link to={paths.flashSale.getHref()} className="yc-home-goods" aria-label={goods.name}>
      <span className="yc-home-goods-image">
        {goods.image ? <img src={goods.image} alt={goods.name} loading="lazy" /> : <span>暂无图片</span>}
      </span>
      <span className="yc-home-goods-price">
        {goods.price === null ? (
          <span className="yc-home-goods-tip">{goods.price_tip}</span>
        ) : (
          <>
            <small>¥</small>
            {goods.price} <del className="yc-home-spike-was">¥{goods.base_price}</del>
          </>
        )}
      </span>
      <span className="yc-home-goods-name" title={goods.name}>
        {goods.name}
      </span>
      <span className="yc-home-goods-line">
        {goods.units_left === 0 ? '已抢光' : `剩余${goods.units_left}${goods.bzdw}`}
      </span>
    </Link>
  );
}

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
          <SpikeGoods key={goods.flash_sale_id} goods={goods} />
        ))}
      </div>
    </section>
  );
}
