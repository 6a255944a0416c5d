import { Link } from 'react-router';

interface PromotionGoods {
  name: string;
  image: string | null;
  /** The promotion's price, with the goods' own struck through; null (and why, in price_tip) when hidden. */
  price: string | null;
  base_price: string | null;
  price_tip: string | null;
}

/** A goods of a promotion in a home block: its picture, the promotion's price, its name and one line. */
export function PromotionGoodsTile({ goods, to, line }: { goods: PromotionGoods; to: string; line: string }) {
  return (
    <Link to={to} className="yc-home-goods" aria-label={goods.name}>
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
      <span className="yc-home-goods-line">{line}</span>
    </Link>
  );
}
