import { useState } from 'react';
import { Link } from 'react-router';
import type { GoodsCard as Goods } from '@yaocai/domain/contracts/catalog';
import { paths } from '../../../config/paths';
import { ladderHint, maxQuantity, normalizeQuantity, quantityAdjustment } from '../goods-display';
import { BuyActions } from './buy-actions';
import { GoodsImage } from '../../../components/goods-image';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { GoodsPrice } from './goods-price';
import { FlashOffer } from '../../../components/flash-offer';
import { ShownGoodsTags } from '../../../components/goods-tags';
import { StockHint } from './stock-hint';

export function GoodsCard({ goods, firstInView = false }: { goods: Goods; firstInView?: boolean }) {
  const [quantity, setQuantity] = useState(() => normalizeQuantity(goods.zbz, goods.zbz, goods.number));
  const href = paths.goodsDetail.getHref(goods.id);
  const [adjustment, setAdjustment] = useState<string | null>(null);
  const hint = ladderHint(goods, quantity);
  const changeQuantity = (wanted: number) => {
    const taken = normalizeQuantity(wanted, goods.zbz, goods.number);
    setQuantity(taken);
    setAdjustment(quantityAdjustment(wanted, taken, goods));
  };

  return (
    <article className="yc-goods-card" aria-label={goods.name}>
      <Link to={href} className="yc-goods-card-image" tabIndex={-1} aria-hidden>
        <GoodsImage src={goods.goods_image[0]} alt={goods.name} firstInView={firstInView} />
      </Link>
      <div className="yc-goods-card-price">
        <GoodsPrice goods={goods} />
      </div>
      {/* A typed quantity rounded to the middle pack or the stock says so here, in place of the ladder hint. */}
      <div className={adjustment ? 'yc-ladder-hint yc-purchase-adjusted' : 'yc-ladder-hint'} role="status">
        {adjustment ?? hint ?? ' '}
      </div>
      <Link to={href} className="yc-goods-card-name" title={goods.name}>
        <ShownGoodsTags goods={goods} />
        {goods.name}
      </Link>
      <div className="yc-goods-card-line" title={goods.ypgg}>
        {goods.ypgg}
      </div>
      <div className="yc-goods-card-line" title={goods.sccj}>
        {goods.sccj}
      </div>
      <div className="yc-goods-card-line yc-goods-card-meta">
        <span>效期：{goods.expires_on ?? '—'}</span>
        <StockHint stock={goods.number} zbz={goods.zbz} />
      </div>
      <div className="yc-goods-card-line yc-goods-card-meta">
        <span>
          中包装：{goods.zbz}
          {goods.bzdw}
        </span>
        <QuantityStepper
          value={quantity}
          onChange={changeQuantity}
          step={goods.zbz}
          max={maxQuantity(goods.number, goods.zbz)}
          disabled={goods.number < goods.zbz}
        />
      </div>
      <BuyActions goods={goods} quantity={quantity} />
      <FlashOffer goodsId={goods.id} />
    </article>
  );
}
