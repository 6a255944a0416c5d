import type { CartLine } from '@yaocai/domain/contracts/cart';
import { yuanToFen } from '@yaocai/domain/money';
import { lineUnit } from '../../../lib/cart-line-display';
import { hasLadder } from '../cart-lines';

/** The price before ladder, sale or pack, struck through when the line price is lower. */
function listPrice(line: CartLine, price: string): string | null {
  const before = line.combination?.original_price ?? line.goods?.base_price;
  if (before === undefined) return null;
  return (yuanToFen(before) ?? 0) > (yuanToFen(price) ?? 0) ? before : null;
}

export function LinePrice({ line, price, quantity }: { line: CartLine; price: string; quantity: number }) {
  const before = listPrice(line, price);
  return (
    <div className="yc-cart-line-price">
      <span className="yc-cart-price" data-testid={`unit-price-${line.id}`}>
        ¥{price}
      </span>
      {before !== null && <del className="yc-cart-list-price">¥{before}</del>}
      {hasLadder(line) && (
        <ul className="yc-cart-ladder" aria-label="阶梯价">
          {[...line.goods.ladder_price]
            .sort((a, b) => a.number - b.number)
            .map((step) => (
              <li
                key={step.number}
                className={quantity >= step.number ? 'yc-cart-ladder-reached' : undefined}
              >
                满{step.number}
                {lineUnit(line)}¥{step.price}
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}
