import { AppstoreOutlined, HomeOutlined, ShoppingCartOutlined, UserOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { CART_BADGE_MAX } from '@yaocai/domain/constants';
import { paths } from '../../config/paths';
import { useUserBase } from '../../lib/user-base';

interface Tab {
  to: string;
  label: string;
  icon: ReactNode;
  /** Also current on these paths' pages (我的 covers the member centre's pages). */
  section?: readonly string[];
}

const TABS: readonly Tab[] = [
  { to: paths.home.getHref(), label: '首页', icon: <HomeOutlined /> },
  { to: paths.category.getHref(), label: '分类', icon: <AppstoreOutlined /> },
  { to: paths.cart.getHref(), label: '购物车', icon: <ShoppingCartOutlined /> },
  {
    to: paths.user.getHref(),
    label: '我的',
    icon: <UserOutlined />,
    section: [paths.orders.path, paths.favourites.path, paths.messages.path, paths.invoices.path],
  },
];

/** A phone's bottom tab bar, in place of the desktop's navigation strip and right bar. */
export function PhoneTabBar({ pathname }: { pathname: string }) {
  const { data: user } = useUserBase();
  const cartCount = user?.cart ?? 0;
  const inSection = (tab: Tab) =>
    tab.section?.some((path) => pathname === path || pathname.startsWith(`${path}/`)) ?? false;
  return (
    <nav className="yc-phone-tabs" aria-label="底部导航">
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          className={({ isActive }) =>
            isActive || inSection(tab) ? 'yc-phone-tab yc-phone-tab-active' : 'yc-phone-tab'
          }
        >
          {tab.to === paths.cart.getHref() ? (
            <Badge count={cartCount} overflowCount={CART_BADGE_MAX} size="small" offset={[4, 0]}>
              <span className="yc-phone-tab-icon">{tab.icon}</span>
            </Badge>
          ) : (
            <span className="yc-phone-tab-icon">{tab.icon}</span>
          )}
          <span>{tab.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
