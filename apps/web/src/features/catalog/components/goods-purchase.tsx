import { Radio } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PRICE_TIPS, type GoodsDetail } from '@yaocai/domain/contracts/catalog';
import { paths } from '../../../config/paths';
import { FlashOffer } from '../../../components/flash-offer';
import { MonthlyLimitNote } from '../../../components/monthly-limit-note';
import { QuantityStepper } from '../../../components/quantity-stepper';
import {
  formatYuan,
  freeShippingNote,
  maxQuantity,
  normalizeQuantity,
  quantityAdjustment,
  quantityPrice,
} from '../goods-display';
import { BuyActions } from './buy-actions';
import { GoodsPrice } from './goods-price';
import { LadderTable } from './ladder-table';
import { StockHint } from './stock-hint';

const firstWarehouseWithStock = (goods: GoodsDetail) =>
  (goods.stocks.find((stock) => stock.number >= goods.zbz) ?? goods.stocks[0])?.ck_id;

/** Price, ladder, warehouse, quantity and the buy buttons of the detail page. */
export function GoodsPurchase({ goods }: { goods: GoodsDetail }) {
  const [warehouseId, setWarehouseId] = useState(() => firstWarehouseWithStock(goods));
  const warehouse = goods.stocks.find((stock) => stock.ck_id === warehouseId);
  const stock = warehouse?.number ?? goods.number;
  const [quantity, setQuantity] = useState(() => normalizeQuantity(goods.zbz, goods.zbz, stock));
  const [adjustment, setAdjustment] = useState<string | null>(null);
  const priced = quantityPrice(goods, quantity);
  const shipping = freeShippingNote(goods);

  const changeQuantity = (wanted: number, inStock: number) => {
    const taken = normalizeQuantity(wanted, goods.zbz, inStock);
    setQuantity(taken);
    setAdjustment(quantityAdjustment(wanted, taken, goods));
  };

  const chooseWarehouse = (ckId: number) => {
    setWarehouseId(ckId);
    changeQuantity(quantity, goods.stocks.find((item) => item.ck_id === ckId)?.number ?? 0);
  };

  return (
    <div className="yc-purchase">
      <div className="yc-purchase-price">
        <span className="yc-purchase-label">批发价</span>
        <GoodsPrice goods={goods} size="large" />
      </div>
      <FlashOffer goodsId={goods.id} size="large" />
      <LadderTable ladder={goods.ladder_price} unit={goods.bzdw} current={priced?.step ?? null} />
      {shipping && <div className="yc-free-shipping">{shipping}</div>}
      <MonthlyLimitNote goods={goods} className="yc-purchase-row" />
      {goods.stocks.length > 0 && (
        <div className="yc-purchase-row">
          <span className="yc-purchase-label" id="yc-warehouse-label">
            仓库
          </span>
          <Radio.Group
            aria-labelledby="yc-warehouse-label"
            value={warehouseId}
            onChange={(event) => chooseWarehouse(event.target.value as number)}
            options={goods.stocks.map((item) => ({
              value: item.ck_id,
              label: `${item.name}（库存${item.number}${goods.bzdw}）`,
            }))}
          />
        </div>
      )}
      <div className="yc-purchase-row">
        <span className="yc-purchase-label">库存</span>
        <span className="yc-purchase-stock">
          {stock}
          {goods.bzdw}
        </span>
        <StockHint stock={stock} zbz={goods.zbz} />
      </div>
      {/* On a phone, a bar kept at the foot of the screen (catalog.css). */}
      <div className="yc-purchase-buy">
        <div className="yc-purchase-row yc-purchase-quantity">
          <span className="yc-purchase-label">数量</span>
          <QuantityStepper
            value={quantity}
            onChange={(wanted) => changeQuantity(wanted, stock)}
            step={goods.zbz}
            max={maxQuantity(stock, goods.zbz)}
            disabled={stock < goods.zbz}
            size="middle"
          />
          {/* Announced when it appears: the buyer typed one number and now sees another. */}
          <span
            className={adjustment ? 'yc-purchase-note yc-purchase-adjusted' : 'yc-purchase-note'}
            role="status"
          >
            {adjustment ?? `按中包装${goods.zbz}${goods.bzdw}的倍数购买`}
          </span>
        </div>
        {priced && (
          <div className="yc-purchase-row yc-purchase-total" aria-label="小计" role="group">
            <span className="yc-purchase-label">小计</span>
            <span className="yc-purchase-subtotal">{formatYuan(priced.subtotal)}</span>
            <span className="yc-purchase-note">
              单价{formatYuan(priced.unit)} × {quantity}
              {goods.bzdw}
            </span>
            {priced.next && (
              <span className="yc-ladder-hint">
                再买{priced.next.more}
                {goods.bzdw}，单价降至{formatYuan(priced.next.price)}
              </span>
            )}
          </div>
        )}
        <div className="yc-purchase-actions">
          <BuyActions goods={goods} quantity={quantity} warehouseId={warehouseId} size="large" />
        </div>
      </div>
      {goods.price_tip === PRICE_TIPS.outOfScope && (
        <p className="yc-purchase-scope" role="note">
          该商品属于「{goods.business_scope}
          」，不在您的经营范围内，暂不能采购。如需采购，请上传相应资质并联系专属客服。
          <Link to={paths.qualifications.getHref()}>查看经营范围</Link>
        </p>
      )}
    </div>
  );
}
