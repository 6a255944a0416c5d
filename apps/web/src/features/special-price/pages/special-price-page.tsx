import { Button, Empty, Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import type { SpecialPriceGoods } from '@yaocai/domain/contracts/activity-special-price-responses';
import { GoodsTags } from '../../../components/goods-tags';
import { LoadFailed } from '../../../components/load-failed';
import { paths } from '../../../config/paths';
import { useAddToCart } from '../../../lib/add-to-cart';
import { useEverydayPrice } from '../../../lib/everyday-price';
import '../special-price.css';

/** The activities /tjzq/{ids} names (comma-separated ids); none that read as ids: every zone. */
export function zoneIds(ids: string | undefined): Set<number> {
  const list = (ids ?? '').split(',').flatMap((part) => (/^\d+$/.test(part) ? [Number(part)] : []));
  return new Set(list);
}

function SpecialCard({ goods }: { goods: SpecialPriceGoods }) {
  const addToCart = useAddToCart();
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
        disabled={goods.price === null}
        loading={addToCart.isPending}
        aria-label={`购买${goods.name}`}
        onClick={() => addToCart.mutate({ goods_id: goods.id, number: goods.zbz || 1 })}
      >
        加入购物车
      </Button>
    </li>
  );
}

/** /tjzq/{ids}/{id?} 特价专区: the goods at a special price now, of the zones named (or of all). */
export function SpecialPricePage() {
  const { ids } = useParams();
  const everyday = useEverydayPrice();
  if (everyday.isPending) {
    return (
      <div className="yc-container yc-special">
        <Skeleton active />
      </div>
    );
  }
  if (everyday.isError) {
    return (
      <div className="yc-container yc-special">
        <LoadFailed title="特价商品加载失败" error={everyday.error} onRetry={() => void everyday.refetch()} />
      </div>
    );
  }
  const wanted = zoneIds(ids);
  const list = everyday.data.goods.filter((goods) => wanted.size === 0 || wanted.has(goods.activity_id));
  return (
    <div className="yc-container yc-special">
      <h1 className="yc-special-title">特价专区</h1>
      {list.length === 0 ? (
        <Empty description="暂无特价商品，敬请期待" />
      ) : (
        <ul className="yc-special-list">
          {list.map((goods) => (
            <SpecialCard key={`${goods.activity_id}-${goods.id}`} goods={goods} />
          ))}
        </ul>
      )}
    </div>
  );
}
