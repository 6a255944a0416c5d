import { DownOutlined } from '@ant-design/icons';
import { NAV_STRIP_ITEMS } from '@yaocai/domain/constants';
import type { NavItem } from '@yaocai/domain/contracts/content';
import { useCommonConfig } from '../../lib/common-config';
import { ActivityLink } from '../../components/activity-link';
import { CategoryMenu } from '../../features/content';
import { useLocation } from 'react-router';
import { isNavItemActive, menuVariantOf } from '../../lib/nav-section';
import type { RouteMeta } from '../../lib/route-meta';

function NavEntry({ item, active }: { item: NavItem; active: boolean }) {
  const className = active ? 'yc-nav-item yc-nav-item-active' : 'yc-nav-item';
  const label = (
    <>
      {item.name}
      {item.image && <img className="yc-nav-badge" src={item.image} alt="" loading="lazy" />}
      {item.children.length > 0 && <DownOutlined className="yc-nav-caret" aria-hidden />}
    </>
  );
  const link = (
    <ActivityLink url={item.url} className={className} newTab={item.is_open} current={active}>
      {label}
    </ActivityLink>
  );
  if (item.children.length === 0) return link;
  // Shown on hover and while focus is inside, so the keyboard reaches the children right after their
  // parent, in the order they appear.
  return (
    <span className="yc-nav-entry yc-nav-dropdown">
      {link}
      <ul className="yc-nav-children" aria-label={`${item.name}分类`}>
        {item.children.map((child) => (
          <li key={child.id}>
            <ActivityLink url={child.url}>{child.name}</ActivityLink>
          </li>
        ))}
      </ul>
    </span>
  );
}

interface NavStripProps {
  meta: RouteMeta;
  menuOpen: boolean;
}

export function NavStrip({ meta, menuOpen }: NavStripProps) {
  const { data } = useCommonConfig();
  const location = useLocation();
  const items = (data?.nav ?? []).slice(0, NAV_STRIP_ITEMS);
  const menu = menuVariantOf(meta, location);
  return (
    <nav className="yc-nav" aria-label="主导航">
      <div className="yc-container yc-nav-inner">
        <CategoryMenu variant={menu} open={menuOpen} />
        {items.map((item) => (
          <NavEntry key={item.id} item={item} active={isNavItemActive(item.url, location, meta)} />
        ))}
      </div>
    </nav>
  );
}
