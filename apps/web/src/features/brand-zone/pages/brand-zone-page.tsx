import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Empty, Skeleton } from 'antd';
import { LoadFailed } from '../../../components/load-failed';
import { useBrandZones } from '../api/get-brand-zones';
import { BrandSection, brandAnchor } from '../components/brand-section';
import '../brand-zone.css';

/** /pp 品牌专区: the brands of the running brand zones, a switcher to jump between them, each brand's goods. */
export function BrandZonePage() {
  const zones = useBrandZones();
  const { hash } = useLocation();
  const loaded = zones.isSuccess;
  // A link to one brand (the home page's 品牌专区) scrolls to it once the brands are on the page.
  useEffect(() => {
    if (loaded && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [loaded, hash]);
  let body;
  if (zones.isPending) body = <Skeleton active />;
  else if (zones.isError) {
    body = <LoadFailed title="品牌活动加载失败" error={zones.error} onRetry={() => void zones.refetch()} />;
  } else if (zones.data.length === 0) body = <Empty description="暂无品牌活动" />;
  else {
    body = (
      <>
        <nav className="yc-pp-switcher" aria-label="品牌导航">
          {zones.data.map((zone) => (
            <a key={zone.brand_id} href={`#${brandAnchor(zone.brand_id)}`}>
              {zone.logo && <img src={zone.logo} alt="" />}
              {zone.name}
            </a>
          ))}
        </nav>
        {zones.data.map((zone, position) => (
          <BrandSection key={zone.brand_id} zone={zone} first={position === 0} />
        ))}
      </>
    );
  }
  return (
    <div className="yc-container yc-pp">
      <h1 className="yc-pp-title">品牌专区</h1>
      {body}
    </div>
  );
}
