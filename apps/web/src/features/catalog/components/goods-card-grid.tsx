import type { GoodsCard as Goods } from '@yaocai/domain/contracts/catalog';
import { GoodsCard } from './goods-card';
import '../catalog.css';

/** Goods cards as the list shows them (price, quantity, add to cart), for pages outside the list. */
export function GoodsCardGrid({ goods, label }: { goods: Goods[]; label: string }) {
  return (
    <div className="yc-goods-grid" aria-label={label} role="group">
      {goods.map((item) => (
        <GoodsCard key={item.id} goods={item} />
      ))}
    </div>
  );
}
