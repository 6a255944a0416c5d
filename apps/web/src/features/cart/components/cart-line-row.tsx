import { Checkbox } from 'antd';
import type { CartLine } from '@yaocai/domain/contracts/cart';
import { lineName } from '../../../lib/cart-line-display';
import { useSelectCartLines } from '../api/select-cart-lines';
import { estimate, isSelectable } from '../cart-lines';
import { useLineQuantity } from '../hooks/use-line-quantity';
import { DeleteLineButton } from './delete-line-button';
import { LineGoods } from './line-goods';
import { LinePrice } from './line-price';
import { LineQuantity } from './line-quantity';

export function CartLineRow({ line }: { line: CartLine }) {
  const select = useSelectCartLines();
  const { quantity, changing, problem, max, change } = useLineQuantity(line);
  const name = lineName(line);
  const shown = changing ? estimate(line, quantity) : { price: line.price, amount: line.amount };
  const manjian = line.goods_manjian_amount !== '0.00' && !changing;

  return (
    <li className="yc-cart-row" aria-label={name}>
      <div className="yc-cart-cell-check">
        <Checkbox
          aria-label={`选择${name}`}
          checked={line.is_selected === 1}
          disabled={!isSelectable(line)}
          onChange={(event) => select.mutate({ ids: [line.id], selected: event.target.checked })}
        />
      </div>
      <LineGoods line={line} />
      <LinePrice line={line} price={shown.price} quantity={quantity} />
      <LineQuantity quantity={quantity} step={line.step} max={max} problem={problem} onChange={change} />
      <div className="yc-cart-line-amount">
        <span className="yc-cart-price">¥{shown.amount}</span>
        {manjian && <span className="yc-cart-manjian">满减 -¥{line.goods_manjian_amount}</span>}
      </div>
      <div className="yc-cart-cell-action">
        <DeleteLineButton lineId={line.id} name={name} />
      </div>
    </li>
  );
}
