import { Tag } from 'antd';
import type { ActivityPreview } from '@yaocai/domain/contracts/activity-preview-responses';
import { GoodsImage } from '../../../components/goods-image';
import { GoodsCardGrid } from '../../catalog';

type Reduction = Extract<ActivityPreview, { kind: 'full_reduction' }>['reduction'];
type Gifts = Extract<ActivityPreview, { kind: 'gift' }>['gifts'];

/** A 满减满折's tiers as the cart words them, and the goods it counts (every goods when none are named). */
export function ReductionTerms({ name, reduction }: { name: string; reduction: Reduction }) {
  return (
    <>
      <section className="yc-preview-terms" aria-label="优惠档位">
        <Tag color="red">满减</Tag>
        <strong>{name}</strong>：{reduction.tiers.map((tier) => tier.label).join('，')}
      </section>
      {reduction.goods === null ? (
        <p className="yc-preview-scope">全场商品参加（特价、秒杀、套餐等已享优惠的商品除外）</p>
      ) : (
        <GoodsCardGrid goods={reduction.goods} label="参加活动的商品" />
      )}
    </>
  );
}

/** A 满赠's goods, each with the gift it earns as the cart words it. */
export function GiftTerms({ gifts }: { gifts: Gifts }) {
  return (
    <ul className="yc-preview-gifts">
      {gifts.map(({ goods, rule }) => (
        <li key={goods.id} aria-label={goods.name}>
          <GoodsImage src={goods.goods_image[0]} alt={goods.name} />
          <div>
            <strong>{goods.name}</strong>
            <span>
              {goods.ypgg} · {goods.sccj}
            </span>
            <span>
              <Tag color="pink">赠</Tag>
              {rule}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
