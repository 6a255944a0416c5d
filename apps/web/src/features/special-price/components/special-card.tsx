import { Button } from 'antd';
import { Link } from 'react-router';
import type { SpecialPriceGoods } from '@yaocai/domain/contracts/activity-special-price-responses';
import { GoodsTags } from '../../../components/goods-tags';
import { paths } from '../../../config/paths';
import { useAddToCart } from '../../../lib/add-to-cart';
import { usePreviewMode } from '../../../lib/preview-mode';
import '../special-price.css';

/** A goods at its special price as /tjzq shows it, with 加入购物车. */
export function SpecialCard({ goods }: { goods: SpecialPriceGoods }) {
  const addToCart = useAddToCart();
  const previewing = usePreviewMode();
  return (
    <li className="yc-special-goods" aria-label={goods.name}>
      <Link to={paths.goodsDetail.getHref(goods.id)} className="yc-special-goods-image">
        {goods.image ? <img src={goods.image} alt={goods.name} loading="lazy" /> : <span>暂无图片</span>}
      </Link>
      <GoodsTags tags={goods.tags} />
      <Link to={paths.goodsDetail.getHref(goods.id)} className="yc-special-goods-name" title={goods.name}>
        {goods.name}
      </Link>
      <span>{goods.ypgg}</span>
      <span title={goods.sccj}>{goods.sccj}</span>
      <span className="yc-special-goods-price">
        {goods.price === null ? (
          <span>{goods.price_tip}</span>
        ) : (
          <>
            <strong aria-label={`特价${goods.price}元`}>
              <small>¥</small>
              {goods.price}
            </strong>
            <del aria-label={`原价${goods.base_price}元`}>¥{goods.base_price}</del>
          </>
        )}
      </span>
      <Button
        type="primary"
        block
        disabled={goods.price === null || previewing}
        loading={addToCart.isPending}
        aria-label={`购买${goods.name}`}
        onClick={() => addToCart.mutate({ goods_id: goods.id, number: goods.zbz || 1 })}
      >
        加入购物车
      </Button>
    </li>
  );
}
