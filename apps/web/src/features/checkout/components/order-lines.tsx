import { Tag } from 'antd';
import type { CartLine } from '@yaocai/domain/contracts/cart';
import { GoodsImage } from '../../../components/goods-image';
import { MonthlyLimitNote } from '../../../components/monthly-limit-note';
import { lineImage, lineName, lineUnit } from '../../../lib/cart-line-display';
import { CheckoutSection } from './checkout-section';

function giftText(line: CartLine): string | null {
  const gift = line.gift_data;
  if (!gift) return null;
  return gift.total > 0 ? `赠${gift.name} ${gift.total}${gift.bzdw}（${gift.rule}）` : gift.rule;
}

function OrderLine({ line }: { line: CartLine }) {
  const name = lineName(line);
  const gift = giftText(line);
  return (
    <li className="yc-checkout-line" aria-label={name}>
      <div className="yc-checkout-line-goods">
        <GoodsImage className="yc-checkout-line-image" src={lineImage(line)} alt={name} />
        <div>
          <div className="yc-checkout-line-name">{name}</div>
          {line.goods && (
            <div className="yc-checkout-line-meta">
              {line.goods.sccj} {line.goods.ypgg}
            </div>
          )}
          {gift && (
            <div className="yc-checkout-line-meta">
              <Tag color="pink">赠</Tag>
              {gift}
            </div>
          )}
          {line.goods && (
            <MonthlyLimitNote
              goods={line.goods}
              bought={line.month_bought}
              className="yc-checkout-line-meta"
            />
          )}
        </div>
      </div>
      <span>{line.area}</span>
      <span>
        ¥{line.price} × {line.number}
        {lineUnit(line)}
      </span>
      <span className="yc-checkout-line-amount">¥{line.amount}</span>
    </li>
  );
}

/** 商品清单: what the order holds, priced by the server. */
export function OrderLines({ lines }: { lines: CartLine[] }) {
  return (
    <CheckoutSection title="商品清单">
      <div className="yc-checkout-line yc-checkout-lines-head" aria-hidden="true">
        <span>商品</span>
        <span>仓库</span>
        <span>单价 × 数量</span>
        <span>小计</span>
      </div>
      <ul className="yc-checkout-lines">
        {lines.map((line) => (
          <OrderLine key={line.id} line={line} />
        ))}
      </ul>
    </CheckoutSection>
  );
}
