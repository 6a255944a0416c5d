import { FireFilled } from '@ant-design/icons';
import { useHotGoods } from '../api/get-hot-goods';
import { GoodsGrid } from './goods-grid';

export const HOT_FLOOR_ANCHOR = 'floor-hot';

export function HotGoodsFloor({ title = '热销榜单' }: { title?: string }) {
  const { data, isLoading } = useHotGoods();
  return (
    <section
      id={HOT_FLOOR_ANCHOR}
      className="yc-floor yc-floor-hot"
      aria-labelledby={`${HOT_FLOOR_ANCHOR}-title`}
    >
      <header className="yc-floor-head">
        <h2 id={`${HOT_FLOOR_ANCHOR}-title`}>
          <FireFilled className="yc-floor-hot-icon" aria-hidden />
          {title}
        </h2>
        <span className="yc-floor-sub">采购商都在买</span>
      </header>
      <GoodsGrid goods={data?.slice(0, 10)} loading={isLoading} />
    </section>
  );
}
