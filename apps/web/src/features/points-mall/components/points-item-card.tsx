import { Button } from 'antd';
import type { PointsMallItem } from '@yaocai/domain/contracts/points-mall';
import { usePreviewMode } from '../../../lib/preview-mode';
import '../points-mall.css';

interface PointsItemCardProps {
  item: PointsMallItem;
  /** The buyer's points now. */
  points: number;
  busy: boolean;
  onExchange: (item: PointsMallItem) => void;
}

/** Why an item cannot be exchanged now, or null. */
export function exchangeBlock(item: PointsMallItem, points: number): string | null {
  if (item.left <= 0) return '已兑完';
  if (item.exchanged >= item.per_buyer_limit) return '已达限兑';
  if (points < item.points) return '积分不足';
  return null;
}

/** One item of the 积分商城: what it gives, its points price, the stock left, 兑换. */
export function PointsItemCard({ item, points, busy, onExchange }: PointsItemCardProps) {
  const previewing = usePreviewMode();
  const blocked = exchangeBlock(item, points);
  return (
    <li className="yc-points-item" aria-label={item.name}>
      <div className="yc-points-item-face" aria-hidden="true">
        {item.image ? (
          <img src={item.image} alt="" loading="lazy" />
        ) : (
          <span>{item.item_kind === 'coupon' ? '券' : '礼'}</span>
        )}
      </div>
      <h2>{item.name}</h2>
      <p className="yc-points-item-detail">
        {item.item_kind === 'coupon' ? '优惠券' : '实物'}：{item.detail}
      </p>
      <p className="yc-points-item-price">
        <strong>{item.points}</strong> 积分
      </p>
      <p className="yc-points-item-stock">
        剩余{item.left}件 · 每人限兑{item.per_buyer_limit}件
        {item.exchanged > 0 && ` · 已兑${item.exchanged}件`}
      </p>
      <Button
        type="primary"
        block
        disabled={blocked !== null || previewing}
        loading={busy}
        aria-label={`兑换${item.name}`}
        onClick={() => onExchange(item)}
      >
        {blocked ?? '兑换'}
      </Button>
    </li>
  );
}
