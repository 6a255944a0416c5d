import { UnorderedListOutlined } from '@ant-design/icons';
import { NavLink } from 'react-router';
import { paths } from '../../config/paths';

// Until the server's navigation (focus/common) is wired in by the catalogue work, the strip links
// the sections this app already routes.
const NAV_ITEMS = [
  { label: '首页', to: paths.home.getHref() },
  { label: '优选专区', to: paths.listYx.getHref() },
  { label: '中药饮片', to: paths.listZyyp.getHref() },
  { label: '限时秒杀', to: paths.flashSale.getHref() },
  { label: '新人专区', to: paths.newcomer.getHref() },
  { label: '领券中心', to: paths.coupons.getHref() },
  { label: '组合专区', to: paths.combinations.getHref() },
];

export function NavStrip({ activePath }: { activePath: string }) {
  return (
    <nav className="yc-nav" aria-label="主导航">
      <div className="yc-container yc-nav-inner">
        <span className="yc-nav-category">
          <UnorderedListOutlined /> 全部商品分类
        </span>
        {NAV_ITEMS.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            className={({ isActive }) =>
              isActive || activePath === item.to ? 'yc-nav-item yc-nav-item-active' : 'yc-nav-item'
            }
          >
            {item.label}
          </NavLink>
        ))}
      </div>
    </nav>
  );
}
