import { Button } from 'antd';
import { Link } from 'react-router';
import type { CombinationZonePack } from '@yaocai/domain/contracts/activity-combination-responses';
import { CART_LINE_TYPE } from '@yaocai/domain/contracts/cart';
import { paths } from '../../../config/paths';
import { useAddToCart } from '../../../lib/add-to-cart';
import { usePreviewMode } from '../../../lib/preview-mode';
import '../combinations.css';

/** A 套餐: its goods and pieces, the pack price beside the goods' prices added up, one click adds one pack. */
export function PackCard({ pack }: { pack: CombinationZonePack }) {
  const addToCart = useAddToCart();
  const previewing = usePreviewMode();
  const soldOut = pack.units_left === 0;
  return (
    <li className="yc-pack" aria-label={pack.name}>
      <h2 className="yc-pack-name">{pack.name}</h2>
      <ul className="yc-pack-items">
        {pack.items.map((item) => (
          <li key={item.id} className="yc-pack-item">
            <Link to={paths.goodsDetail.getHref(item.id)} className="yc-pack-item-image">
              {item.image ? <img src={item.image} alt={item.name} loading="lazy" /> : <span>暂无图片</span>}
            </Link>
            <span className="yc-pack-item-text">
              <Link to={paths.goodsDetail.getHref(item.id)} title={item.name}>
                {item.name}
              </Link>
              <span>{item.ypgg}</span>
              <span title={item.sccj}>{item.sccj}</span>
            </span>
            <span className="yc-pack-item-number">
              ×{item.number}
              {item.bzdw}
              {item.base_price !== null && <small>¥{item.base_price}</small>}
            </span>
          </li>
        ))}
      </ul>
      <div className="yc-pack-foot">
        {pack.price === null ? (
          <span className="yc-pack-tip">{pack.price_tip}</span>
        ) : (
          <span className="yc-pack-price">
            <strong aria-label={`套餐价${pack.price}元`}>
              <small>¥</small>
              {pack.price}
            </strong>
            <del aria-label={`原价合计${pack.list_price}元`}>¥{pack.list_price}</del>
            <span className="yc-pack-saving">立省¥{pack.saving}</span>
            {pack.price_tip && <span className="yc-pack-tip">{pack.price_tip}</span>}
          </span>
        )}
        {pack.units_left !== null && <span className="yc-pack-left">剩余{pack.units_left}套</span>}
        <Button
          type="primary"
          disabled={soldOut || pack.price === null || previewing}
          loading={addToCart.isPending}
          aria-label={`购买套餐${pack.name}`}
          onClick={() =>
            addToCart.mutate({ type: CART_LINE_TYPE.combination, combination_id: pack.id, number: 1 })
          }
        >
          {soldOut ? '已售罄' : '加入购物车'}
        </Button>
      </div>
    </li>
  );
}
