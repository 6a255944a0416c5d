import { Button } from 'antd';
import { useState } from 'react';
import type { FastBuyEntry } from '@yaocai/domain/contracts/order-responses';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { useAddToCart } from '../../../lib/add-to-cart';
import { maxQuantity, normalizeQuantity } from '../../../lib/quantity';

/** A quantity in whole middle packs within the stock, and 加入购物车, or why it cannot be bought now. */
export function OftenBoughtRowActions({ entry }: { entry: FastBuyEntry }) {
  const goods = entry.goods;
  const add = useAddToCart();
  const [quantity, setQuantity] = useState(() =>
    normalizeQuantity(goods?.zbz, goods?.zbz ?? 1, goods?.number),
  );
  if (!goods) return <span className="yc-member-muted">商品已删除</span>;
  const reason = !goods.is_buy
    ? (goods.price_tip ?? '暂不可购买')
    : maxQuantity(goods.number, goods.zbz) < goods.zbz
      ? '暂时缺货'
      : null;
  if (reason) return <span className="yc-member-muted">{reason}</span>;
  return (
    <span className="yc-often-actions">
      <QuantityStepper
        value={quantity}
        step={goods.zbz}
        max={maxQuantity(goods.number, goods.zbz)}
        onChange={(wanted) => setQuantity(normalizeQuantity(wanted, goods.zbz, goods.number))}
      />
      <Button
        type="primary"
        size="small"
        loading={add.isPending}
        aria-label={`${entry.name}加入购物车`}
        onClick={() => add.mutate({ goods_id: goods.id, number: quantity })}
      >
        加入购物车
      </Button>
    </span>
  );
}
