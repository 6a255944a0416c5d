import { ThunderboltFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { usePreviewMode } from '../lib/preview-mode';
import { CART_LINE_TYPE } from '@yaocai/domain/contracts/cart';
import { useAddToCart } from '../lib/add-to-cart';
import { countdownText } from '../lib/flash-sale-session';
import { useFlashOffer, type FlashOffer as Offer } from '../lib/spike-sessions';
import './flash-offer.css';

type Size = 'small' | 'large';

/** 限时秒杀 on a goods card, row or page while the goods is in a running session; nothing otherwise. */
export function FlashOffer({ goodsId, size = 'small' }: { goodsId: number; size?: Size }) {
  const offer = useFlashOffer(goodsId);
  return offer ? <RunningOffer offer={offer} size={size} /> : null;
}

/**
 * The offer: the flash price over the goods' own, the units left, the limit, the
 * time to the end on the server's clock, and 立即抢购, which puts a flash-sale line (type 1) in the cart.
 */
function RunningOffer({ offer, size }: { offer: Offer; size: Size }) {
  const { goods, session, now } = offer;
  const addToCart = useAddToCart();
  const soldOut = goods.units_left === 0;
  const previewing = usePreviewMode();
  const canBuy = goods.price !== null && goods.price_tip === null && !soldOut;
  return (
    <div className={`yc-flash-offer yc-flash-offer-${size}`} role="group" aria-label="限时秒杀">
      <div className="yc-flash-offer-head">
        <span className="yc-flash-offer-tag">
          <ThunderboltFilled aria-hidden /> 限时秒杀
        </span>
        <span role="timer" aria-live="off">
          距结束 <strong>{countdownText((Date.parse(session.ends_at) - now) / 1000)}</strong>
        </span>
      </div>
      <div className="yc-flash-offer-body">
        {goods.price === null ? (
          <span className="yc-flash-offer-tip">{goods.price_tip}</span>
        ) : (
          <span className="yc-flash-offer-price">
            <strong aria-label={`秒杀价${goods.price}元`}>¥{goods.price}</strong>
            <del aria-label={`原价${goods.base_price}元`}>¥{goods.base_price}</del>
          </span>
        )}
        <span className="yc-flash-offer-units">
          {soldOut ? '已抢光' : `剩余${goods.units_left}${goods.bzdw}`} · 每人限购{goods.limit}
          {goods.bzdw}
        </span>
        <Button
          type="primary"
          danger
          size={size === 'large' ? 'large' : 'small'}
          disabled={!canBuy || previewing}
          title={goods.price_tip ?? undefined}
          loading={addToCart.isPending}
          aria-label={`立即抢购${goods.name}`}
          onClick={() =>
            addToCart.mutate({ goods_id: goods.id, number: goods.zbz || 1, type: CART_LINE_TYPE.flashSale })
          }
        >
          {soldOut ? '已抢光' : '立即抢购'}
        </Button>
      </div>
    </div>
  );
}
