import { Empty, Skeleton } from 'antd';
import type { GoodsCard as GoodsCardData } from '@yaocai/domain/contracts/catalog';
import { GoodsCard } from './goods-card';

interface GoodsGridProps {
  goods: GoodsCardData[] | undefined;
  loading: boolean;
  placeholders?: number;
}

export function GoodsGrid({ goods, loading, placeholders = 5 }: GoodsGridProps) {
  if (loading) {
    return (
      <div className="yc-home-grid">
        {Array.from({ length: placeholders }, (_, index) => (
          <div key={index} className="yc-home-goods yc-home-goods-skeleton">
            <Skeleton.Image active />
            <Skeleton active title={false} paragraph={{ rows: 3 }} />
          </div>
        ))}
      </div>
    );
  }
  if (!goods || goods.length === 0) return <Empty className="yc-floor-empty" description="暂无商品" />;
  return (
    <div className="yc-home-grid">
      {goods.map((item) => (
        <GoodsCard key={item.id} goods={item} />
      ))}
    </div>
  );
}
