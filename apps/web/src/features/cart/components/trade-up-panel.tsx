import { Button, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { TradeUpActivity, TradeUpGoods } from '@yaocai/domain/contracts/activity-trade-up-responses';
import { CART_LINE_TYPE } from '@yaocai/domain/contracts/cart';
import { GoodsImage } from '../../../components/goods-image';
import { paths } from '../../../config/paths';
import { useAddToCart } from '../../../lib/add-to-cart';
import { dayjs } from '../../../lib/dayjs';
import { usePreviewMode } from '../../../lib/preview-mode';
import { cartKeys } from '../api/cart-cache';
import './trade-up.css';

/** What the 换购 button says, or why it is off. */
function offerState(activity: TradeUpActivity, goods: TradeUpGoods, previewing: boolean) {
  if (goods.price === null) return { label: '换购', disabled: true };
  if (goods.in_cart >= goods.limit) return { label: '已换购', disabled: true };
  return { label: '换购', disabled: previewing || !activity.reached };
}

function TradeUpCard({ activity, goods }: { activity: TradeUpActivity; goods: TradeUpGoods }) {
  const queryClient = useQueryClient();
  const addToCart = useAddToCart();
  const previewing = usePreviewMode();
  const { label, disabled } = offerState(activity, goods, previewing);
  const add = () =>
    addToCart.mutate(
      {
        goods_id: goods.goods_id,
        number: Math.min(goods.zbz || 1, goods.limit),
        type: CART_LINE_TYPE.tradeUp,
      },
      {
        onSuccess: () => {
          for (const queryKey of [cartKeys.lists, cartKeys.hints, cartKeys.tradeUps])
            void queryClient.invalidateQueries({ queryKey });
        },
      },
    );
  return (
    <li className="yc-trade-up-goods" aria-label={goods.name}>
      <Link to={paths.goodsDetail.getHref(goods.goods_id)} className="yc-trade-up-image" tabIndex={-1}>
        <GoodsImage src={goods.image ?? undefined} alt={goods.name} />
      </Link>
      <div className="yc-trade-up-info">
        <Link to={paths.goodsDetail.getHref(goods.goods_id)} className="yc-trade-up-name" title={goods.name}>
          {goods.name}
        </Link>
        <span className="yc-trade-up-meta">
          {goods.ypgg} · 每单限换{goods.limit}
          {goods.bzdw}
        </span>
        {goods.price === null ? (
          <span className="yc-trade-up-meta">{goods.price_tip}</span>
        ) : (
          <span className="yc-trade-up-price">
            <strong aria-label={`换购价${goods.price}元`}>¥{goods.price}</strong>
            <del aria-label={`原价${goods.base_price}元`}>¥{goods.base_price}</del>
          </span>
        )}
      </div>
      <Button
        size="small"
        type="primary"
        ghost
        disabled={disabled}
        loading={addToCart.isPending}
        aria-label={`换购${goods.name}`}
        onClick={add}
      >
        {label}
      </Button>
    </li>
  );
}

/** One 换购: its threshold against the selected goods (已满足 or 还差), and the goods it offers. */
export function TradeUpPanel({ activity }: { activity: TradeUpActivity }) {
  return (
    <section className="yc-trade-up" aria-label={`加价换购：${activity.name}`}>
      <header className="yc-trade-up-head">
        <Tag color="blue">换购</Tag>
        <strong>{activity.name}</strong>
        <span>
          满¥{activity.threshold}可加价换购
          {activity.reached ? '，已满足条件' : `，还差¥${activity.more}`}
        </span>
        <span className="yc-trade-up-ends">{dayjs(activity.ends_at).format('MM-DD HH:mm')}结束</span>
      </header>
      <ul className="yc-trade-up-list">
        {activity.goods.map((goods) => (
          <TradeUpCard key={goods.offer_id ?? goods.goods_id} activity={activity} goods={goods} />
        ))}
      </ul>
    </section>
  );
}
