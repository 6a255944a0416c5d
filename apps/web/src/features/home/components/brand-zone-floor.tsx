import { CrownFilled } from '@ant-design/icons';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { brandAnchor, useBrandZones } from '../../brand-zone';

const SHOWN = 4;
const TITLE_ID = 'floor-brand-zone-title';

/** 品牌专区 on the home page: the banners of the running brand zones, each leading to its brand on /pp. */
export function BrandZoneFloor() {
  const { data } = useBrandZones();
  const zones = data ?? [];
  if (zones.length === 0) return null;
  return (
    <section className="yc-floor yc-floor-brand-zone" aria-labelledby={TITLE_ID}>
      <header className="yc-floor-head">
        <h2 id={TITLE_ID}>
          <CrownFilled className="yc-floor-hot-icon" aria-hidden />
          品牌专区
        </h2>
        <span className="yc-floor-sub">品牌直供，正品保障</span>
        <Link to={paths.brandActivity.getHref()} className="yc-floor-more">
          更多品牌
        </Link>
      </header>
      <div className="yc-home-brand-zones">
        {zones.slice(0, SHOWN).map((zone) => (
          <Link
            key={zone.brand_id}
            to={`${paths.brandActivity.getHref()}#${brandAnchor(zone.brand_id)}`}
            className="yc-home-brand-zone"
          >
            <img src={zone.banner} alt="" loading="lazy" />
            <span className="yc-home-brand-zone-name">{zone.name}</span>
            <span className="yc-home-brand-zone-blurb" title={zone.blurb}>
              {zone.blurb}
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}
