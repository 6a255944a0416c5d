import { Empty, Skeleton } from 'antd';
import { LoadFailed } from '../../../components/load-failed';
import { useCombinations } from '../api/get-combinations';
import { PackCard } from '../components/pack-card';
import '../combinations.css';

/** /zhzq 组合专区: the 套餐 running now, each added to the cart as one pack. */
export function CombinationsPage() {
  const packs = useCombinations();
  if (packs.isPending) {
    return (
      <div className="yc-container yc-packs">
        <Skeleton active />
      </div>
    );
  }
  if (packs.isError) {
    return (
      <div className="yc-container yc-packs">
        <LoadFailed title="套餐加载失败" error={packs.error} onRetry={() => void packs.refetch()} />
      </div>
    );
  }
  const list = packs.data.packs;
  return (
    <div className="yc-container yc-packs">
      <h1 className="yc-packs-title">组合专区</h1>
      {list.length === 0 ? (
        <Empty description="暂无套餐活动，敬请期待" />
      ) : (
        <ul className="yc-pack-list">
          {list.map((pack) => (
            <PackCard key={pack.id} pack={pack} />
          ))}
        </ul>
      )}
    </div>
  );
}
