import { useRef, useState } from 'react';
import { Checkbox } from 'antd';
import { LongPressEventType, useLongPress } from 'use-long-press';
import type { CartLine } from '@yaocai/domain/contracts/cart';
import { lineName } from '../../../lib/cart-line-display';
import { useSelectCartLines } from '../api/select-cart-lines';
import { estimate, isSelectable } from '../cart-lines';
import { useLineQuantity } from '../hooks/use-line-quantity';
import { DeleteLineButton } from './delete-line-button';
import { LineGoods } from './line-goods';
import { LinePrice } from './line-price';
import { LineQuantity } from './line-quantity';

const LONG_PRESS_MS = 600;

export function CartLineRow({ line }: { line: CartLine }) {
  const select = useSelectCartLines();
  const { quantity, changing, problem, max, change } = useLineQuantity(line);
  const name = lineName(line);
  const shown = changing ? estimate(line, quantity) : { price: line.price, amount: line.amount };
  const manjian = line.goods_manjian_amount !== '0.00' && !changing;
  const [asking, setAsking] = useState(false);
  const heldLong = useRef(false);
  // A finger held on the line asks to delete it, as phone lists do; not on its controls.
  const longPress = useLongPress(
    () => {
      heldLong.current = true;
      setAsking(true);
    },
    {
      threshold: LONG_PRESS_MS,
      detect: LongPressEventType.Pointer,
      cancelOnMovement: true,
      filterEvents: (event) =>
        'pointerType' in event &&
        event.pointerType === 'touch' &&
        !(event.target instanceof Element && event.target.closest('input, button, label')),
    },
  );

  return (
    <li
      className="yc-cart-row"
      aria-label={name}
      {...longPress()}
      onPointerDownCapture={() => {
        heldLong.current = false;
      }}
      // Lifting the held finger is no tap: no mouse events to close the confirmation just opened,
      // no click to open the goods it rested on.
      onTouchEnd={(event) => {
        if (heldLong.current) event.preventDefault();
      }}
      onClickCapture={(event) => {
        if (!heldLong.current) return;
        heldLong.current = false;
        event.preventDefault();
        event.stopPropagation();
      }}
      // A held finger means delete here: not the browser's own menu for the line's links.
      onContextMenu={(event) => {
        if ((event.nativeEvent as Partial<PointerEvent>).pointerType === 'touch') event.preventDefault();
      }}
    >
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
        <DeleteLineButton lineId={line.id} name={name} asking={asking} onAskingChange={setAsking} />
      </div>
    </li>
  );
}
