import { Button } from 'antd';
import { Link } from 'react-router';
import type { NewBuyerGoods } from '@yaocai/domain/contracts/activity-new-buyer-responses';
import { GoodsImage } from '../../../components/goods-image';
import { paths } from '../../../config/paths';
import { useAddToCart } from '../../../lib/add-to-cart';
import { usePreviewMode } from '../../../lib/preview-mode';
import '../new-buyer.css';

/** A goods at its 新人价 as /xr shows it; 加入购物车 only for a buyer who qualifies. */
export function NewBuyerCard({ goods, qualifies }: { goods: NewBuyerGoods; qualifies: boolean }) {
  const addToCart = useAddToCart();
  const previewing = usePreviewMode();
  const href = paths.goodsDetail.getHref(goods.id);
  return (
    <li className="yc-newbuyer-goods" aria-label={goods.name}>
      <Link to={href} className="yc-newbuyer-goods-image" tabIndex={-1} aria-hidden>
        <GoodsImage src={goods.image ?? undefined} alt="" />
      </Link>
      <Link to={href} className="yc-newbuyer-goods-name" title={goods.name}>
        {goods.name}
      </Link>
      <span>{goods.ypgg}</span>
      <span className="yc-newbuyer-goods-maker" title={goods.sccj}>
        {goods.sccj}
      </span>
      {goods.price === null ? (
        <span className="yc-newbuyer-goods-tip">{goods.price_tip}</span>
      ) : (
        <span className="yc-newbuyer-goods-price">
          <span className="yc-newbuyer-goods-label">新人价</span>
          <strong aria-label={`新人价${goods.price}元`}>
            <small>¥</small>
            {goods.price}
          </strong>
          <del aria-label={`原价${goods.base_price}元`}>¥{goods.base_price}</del>
        </span>
      )}
      <span className="yc-newbuyer-goods-limit">
        {goods.per_buyer_limit === null ? '不限购' : `每人限购${goods.per_buyer_limit}${goods.bzdw}`}
      </span>
      {qualifies && goods.price !== null ? (
        <Button
          type="primary"
          block
          loading={addToCart.isPending}
          disabled={previewing}
          aria-label={`购买${goods.name}`}
          onClick={() => addToCart.mutate({ goods_id: goods.id, number: goods.zbz || 1 })}
        >
          加入购物车
        </Button>
      ) : (
        <Link to={href} className="yc-newbuyer-goods-more">
          查看商品
        </Link>
      )}
    </li>
  );
}
