import { Skeleton } from 'antd';
import { useCommonConfig } from '../../../lib/common-config';
import { BRAND_ANCHOR, BrandStrip } from './brand-strip';
import { BrandZoneFloor } from './brand-zone-floor';
import { CategoryEntrances } from './category-entrances';
import { FloatingNav } from './floating-nav';
import { floorAnchor, GoodsFloor } from './goods-floor';
import { HOT_FLOOR_ANCHOR, HotGoodsFloor } from './hot-goods-floor';
import { NewBuyerFloor } from './new-buyer-floor';
import { SpikeFloor } from './spike-floor';

const FLOOR_COUNT = 5;

/** Everything below the banner, shared by the home page and the anniversary landing. */
export function HomeSections({ hotTitle }: { hotTitle?: string }) {
  const { data: config, isLoading } = useCommonConfig();
  if (isLoading) {
    return (
      <div className="yc-container">
        <Skeleton active paragraph={{ rows: 12 }} />
      </div>
    );
  }
  const categories = config?.category ?? [];
  const floors = categories.slice(0, FLOOR_COUNT);
  const brands = config?.brand ?? [];
  const floorLinks = [
    { anchor: HOT_FLOOR_ANCHOR, label: '热销' },
    ...floors.map((category) => ({ anchor: floorAnchor(category.id), label: category.name.slice(0, 4) })),
    ...(brands.length > 0 ? [{ anchor: BRAND_ANCHOR, label: '品牌' }] : []),
  ];

  return (
    <div className="yc-container yc-home-sections">
      <CategoryEntrances categories={categories} />
      <SpikeFloor />
      <NewBuyerFloor />
      <HotGoodsFloor title={hotTitle} />
      {floors.map((category, index) => (
        <GoodsFloor key={category.id} category={category} number={index + 1} />
      ))}
      <BrandZoneFloor />
      <BrandStrip brands={brands} />
      <FloatingNav floors={floorLinks} />
    </div>
  );
}
