import { GiftFilled } from '@ant-design/icons';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useNewBuyerHighlights } from '../api/get-new-buyer-highlights';
import { PromotionGoodsTile } from './promotion-goods-tile';

const SHOWN = 5;
const TITLE_ID = 'floor-newcomer-title';

/** 新人特价 on the home page: a few goods of the running 新人专区 at their 新人价; nothing when none runs. */
export function NewBuyerFloor() {
  const { data } = useNewBuyerHighlights();
  const goods = data?.goods ?? [];
  if (goods.length === 0) return null;
  return (
    <section className="yc-floor yc-floor-newcomer" aria-labelledby={TITLE_ID}>
      <header className="yc-floor-head">
        <h2 id={TITLE_ID}>
          <GiftFilled className="yc-floor-hot-icon" aria-hidden />
          新人特价
        </h2>
        <span className="yc-floor-sub">首单专享，资质审核通过后可买</span>
        <Link to={paths.newcomer.getHref(goods[0]!.activity_id)} className="yc-floor-more">
          进入新人专区
        </Link>
      </header>
      <div className="yc-home-grid">
        {goods.slice(0, SHOWN).map((item) => (
          <PromotionGoodsTile
            key={`${item.activity_id}-${item.id}`}
            goods={item}
            to={paths.newcomer.getHref(item.activity_id)}
            line={item.per_buyer_limit === null ? '新人专享' : `新人限购${item.per_buyer_limit}${item.bzdw}`}
          />
        ))}
      </div>
    </section>
  );
}
