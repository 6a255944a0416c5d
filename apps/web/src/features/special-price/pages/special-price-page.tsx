import { Empty, Skeleton } from 'antd';
import { useParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { useEverydayPrice } from '../../../lib/everyday-price';
import { SpecialCard } from '../components/special-card';
import '../special-price.css';

/** The activities /tjzq/{ids} names (comma-separated ids); none that read as ids: every zone. */
export function zoneIds(ids: string | undefined): Set<number> {
  const list = (ids ?? '').split(',').flatMap((part) => (/^\d+$/.test(part) ? [Number(part)] : []));
  return new Set(list);
}

/** /tjzq/{ids}/{id?} 特价专区: the goods at a special price now, of the zones named (or of all). */
export function SpecialPricePage() {
  const { ids } = useParams();
  const everyday = useEverydayPrice();
  if (everyday.isPending) {
    return (
      <div className="yc-container yc-special">
        <Skeleton active />
      </div>
    );
  }
  if (everyday.isError) {
    return (
      <div className="yc-container yc-special">
        <LoadFailed title="特价商品加载失败" error={everyday.error} onRetry={() => void everyday.refetch()} />
      </div>
    );
  }
  const wanted = zoneIds(ids);
  const list = everyday.data.goods.filter((goods) => wanted.size === 0 || wanted.has(goods.activity_id));
  return (
    <div className="yc-container yc-special">
      <h1 className="yc-special-title">特价专区</h1>
      {list.length === 0 ? (
        <Empty description="暂无特价商品，敬请期待" />
      ) : (
        <ul className="yc-special-list">
          {list.map((goods) => (
            <SpecialCard key={`${goods.activity_id}-${goods.id}`} goods={goods} />
          ))}
        </ul>
      )}
    </div>
  );
}
