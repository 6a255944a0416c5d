import { Link } from 'react-router';
import type { CommonConfig } from '@yaocai/domain/contracts/content';
import { paths } from '../../../config/paths';

export const BRAND_ANCHOR = 'floor-brand';

export function BrandStrip({ brands }: { brands: CommonConfig['brand'] }) {
  if (brands.length === 0) return null;
  return (
    <section id={BRAND_ANCHOR} className="yc-floor yc-brands" aria-labelledby={`${BRAND_ANCHOR}-title`}>
      <header className="yc-floor-head">
        <h2 id={`${BRAND_ANCHOR}-title`}>品牌馆</h2>
        <span className="yc-floor-sub">知名药企 品质保障</span>
      </header>
      <ul className="yc-brand-list">
        {brands.map((brand) => (
          <li key={brand.id}>
            <Link to={`${paths.list.getHref()}?brand=${brand.id}`} className="yc-brand">
              {brand.logo ? (
                <img src={brand.logo} alt="" loading="lazy" />
              ) : (
                <span className="yc-entrance-mark">{brand.name.slice(0, 1)}</span>
              )}
              <span>{brand.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
