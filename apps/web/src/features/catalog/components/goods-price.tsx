import { Tag } from 'antd';
import { Link, useLocation } from 'react-router';
import { PRICE_TIPS, type GoodsCard } from '@yaocai/domain/contracts/catalog';
import { paths } from '../../../config/paths';
import { formatYuan } from '../goods-display';

interface GoodsPriceProps {
  goods: Pick<GoodsCard, 'base_price' | 'retail_price' | 'price_tip'>;
  size?: 'default' | 'large';
}

/** The wholesale price with the struck-through retail price, or the reason it is hidden. */
export function GoodsPrice({ goods, size = 'default' }: GoodsPriceProps) {
  const location = useLocation();
  const className = `yc-price-block yc-price-block-${size}`;
  if (goods.base_price === null) {
    const tip = goods.price_tip ?? '暂无报价';
    return (
      <span className={className}>
        {tip === PRICE_TIPS.visitor ? (
          <Link className="yc-price-tip" to={paths.login.getHref(`${location.pathname}${location.search}`)}>
            {tip}
          </Link>
        ) : (
          <span className="yc-price-tip">{tip}</span>
        )}
      </span>
    );
  }
  return (
    <span className={className}>
      <span className="yc-price">{formatYuan(goods.base_price)}</span>
      {goods.retail_price !== null && (
        <del className="yc-retail-price" title="建议零售价">
          {formatYuan(goods.retail_price)}
        </del>
      )}
      {goods.price_tip && <Tag color="warning">{goods.price_tip}</Tag>}
    </span>
  );
}
