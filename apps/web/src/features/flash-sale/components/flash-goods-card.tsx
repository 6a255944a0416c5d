import { Button, Progress } from 'antd';
import { Link } from 'react-router';
import type { FlashSaleGoods } from '@yaocai/domain/contracts/activity-responses';
import { CART_LINE_TYPE } from '@yaocai/domain/contracts/cart';
import { paths } from '../../../config/paths';
import { useAddToCart } from '../../../lib/add-to-cart';
import { usePreviewMode } from '../../../lib/preview-mode';
import { soldPercent, type SessionPhase } from '../../../lib/flash-sale-session';

const BUTTON_TEXT: Record<SessionPhase, string> = {
  running: '立即抢购',
  upcoming: '即将开始',
  ended: '已结束',
};

function BuyButton({ goods, phase }: { goods: FlashSaleGoods; phase: SessionPhase }) {
  const addToCart = useAddToCart();
  const previewing = usePreviewMode();
  const soldOut = goods.units_left === 0;
  return (
    <Button
      type="primary"
      danger
      block
      disabled={soldOut || phase !== 'running' || previewing}
      loading={addToCart.isPending}
      aria-label={`抢购${goods.name}`}
      onClick={() =>
        addToCart.mutate({ goods_id: goods.id, number: goods.zbz || 1, type: CART_LINE_TYPE.flashSale })
      }
    >
      {soldOut ? '已抢光' : BUTTON_TEXT[phase]}
    </Button>
  );
}

/** A goods of a session: the flash price over the goods' own, the units sold so far, the buy button. */
export function FlashGoodsCard({ goods, phase }: { goods: FlashSaleGoods; phase: SessionPhase }) {
  const percent = soldPercent(goods.total_units, goods.units_left);
  return (
    <li className="yc-flash-goods" aria-label={goods.name}>
      <Link to={paths.goodsDetail.getHref(goods.id)} className="yc-flash-goods-image">
        {goods.image ? <img src={goods.image} alt={goods.name} loading="lazy" /> : <span>暂无图片</span>}
      </Link>
      <Link to={paths.goodsDetail.getHref(goods.id)} className="yc-flash-goods-name" title={goods.name}>
        {goods.name}
      </Link>
      <span className="yc-flash-goods-line">{goods.ypgg}</span>
      <span className="yc-flash-goods-line" title={goods.sccj}>
        {goods.sccj}
      </span>
      <span className="yc-flash-goods-price">
        {goods.price === null ? (
          <span className="yc-flash-goods-tip">{goods.price_tip}</span>
        ) : (
          <>
            <strong aria-label={`秒杀价${goods.price}元`}>
              <small>¥</small>
              {goods.price}
            </strong>
            <del aria-label={`原价${goods.base_price}元`}>¥{goods.base_price}</del>
          </>
        )}
      </span>
      <span className="yc-flash-goods-stock">
        <Progress
          percent={percent}
          showInfo={false}
          size="small"
          strokeColor="#c7000b"
          aria-label={`已抢${percent}%`}
        />
        <span>
          已抢{percent}% · 剩余{goods.units_left}
          {goods.bzdw} · 限购{goods.limit}
          {goods.bzdw}
        </span>
      </span>
      <BuyButton goods={goods} phase={phase} />
    </li>
  );
}
