import { Link } from 'react-router';
import type { GoodsCard as GoodsCardData } from '@yaocai/domain/contracts/catalog';
import { paths } from '../../../config/paths';

export function GoodsCard({ goods }: { goods: GoodsCardData }) {
  const image = goods.goods_image[0];
  return (
    <Link to={paths.goodsDetail.getHref(goods.id)} className="yc-home-goods">
      <span className="yc-home-goods-image">
        {image ? <img src={image} alt={goods.name} loading="lazy" /> : <span>暂无图片</span>}
      </span>
      <span className="yc-home-goods-price">
        {goods.price_tip ? (
          <span className="yc-home-goods-tip">{goods.price_tip}</span>
        ) : goods.base_price ? (
          <>
            <small>¥</small>
            {goods.base_price}
          </>
        ) : (
          <span className="yc-home-goods-tip">暂无报价</span>
        )}
      </span>
      <span className="yc-home-goods-name" title={goods.name}>
        {goods.name}
      </span>
      <span className="yc-home-goods-line">{goods.ypgg}</span>
      <span className="yc-home-goods-line" title={goods.sccj}>
        {goods.sccj}
      </span>
    </Link>
  );
}
