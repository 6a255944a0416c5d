import {
  CustomerServiceOutlined,
  MessageOutlined,
  QqOutlined,
  ShoppingCartOutlined,
  UpOutlined,
  UserOutlined,
  WechatOutlined,
} from '@ant-design/icons';
import { Badge, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { CART_BADGE_MAX, CART_DRAWER_WIDTH } from '@yaocai/domain/constants';
import type { UserState } from '@yaocai/domain/contracts/user';
import { HoverPopover, HoverTooltip } from '../../components/hover-popups';
import { contactService, QqContacts, WechatQr } from '../../components/service-contacts';
import { paths } from '../../config/paths';
import { loadCartDrawer } from '../../features/cart/lazy';
import { useChatStatus } from '../../features/chat';
import { useRouteMeta } from '../../lib/route-meta';
import { useSiteOrigin } from '../../lib/site';
import { useUserBase } from '../../lib/user-base';
import { useCartDrawer } from './use-cart-drawer';

const CART_PAGE_ROUTE = 'cart_step1';

// Loaded on the first opening, within the drawer's 200 ms delay: the home page's first load stays small.
const CartDrawer = lazy(loadCartDrawer);

/** Chat when the buyer may chat (spec §6), otherwise the shop's QQ numbers. */
function CustomerService({ user }: { user: UserState | null | undefined }) {
  const status = useChatStatus(!!user?.is_can_chat);
  if (user?.is_can_chat) {
    const unread = status.data?.unread ?? 0;
    return (
      <HoverTooltip title="在线客服" placement="left">
        <button
          type="button"
          className="yc-right-item"
          aria-label={unread > 0 ? `在线客服，${unread} 条未读消息` : '在线客服'}
          onClick={() => contactService(user)}
        >
          <Badge count={unread} size="small" offset={[4, -4]}>
            <CustomerServiceOutlined />
          </Badge>
        </button>
      </HoverTooltip>
    );
  }
  // The pointer sees the numbers on hover; a click (or Enter) opens them in a dialog the keyboard can enter.
  return (
    <HoverPopover placement="left" title="QQ客服" content={<QqContacts user={user} />}>
      <button
        type="button"
        className="yc-right-item"
        aria-label="QQ客服"
        onClick={() => contactService(user)}
      >
        <QqOutlined />
      </button>
    </HoverPopover>
  );
}

export function RightBar() {
  const { data: user } = useUserBase();
  const origin = useSiteOrigin();
  const onCartPage = useRouteMeta().name === CART_PAGE_ROUTE;
  const drawer = useCartDrawer(onCartPage);
  const width = drawer.open ? CART_DRAWER_WIDTH.open : CART_DRAWER_WIDTH.collapsed;
  return (
    <aside className="yc-right-bar" aria-label="侧边栏" style={{ width }}>
      {drawer.open && (
        <div className="yc-right-drawer" id="yc-cart-drawer" role="region" aria-label="购物车抽屉">
          {drawer.contentShown && (
            <Suspense fallback={<Spin className="yc-right-drawer-loading" />}>
              <CartDrawer onClose={drawer.close} />
            </Suspense>
          )}
        </div>
      )}
      <div className="yc-right-column">
        <HoverTooltip title="我的账户" placement="left">
          <Link to={paths.user.getHref()} className="yc-right-item" aria-label="我的账户">
            <UserOutlined />
          </Link>
        </HoverTooltip>
        <HoverTooltip title={onCartPage ? '已在购物车页面' : undefined} placement="left">
          <button
            type="button"
            className="yc-right-item yc-right-cart"
            aria-label="购物车"
            aria-expanded={drawer.open}
            aria-controls="yc-cart-drawer"
            onClick={drawer.toggle}
          >
            <ShoppingCartOutlined />
            <span className="yc-right-cart-label">购物车</span>
            <Badge count={user?.cart ?? 0} overflowCount={CART_BADGE_MAX} size="small" />
          </button>
        </HoverTooltip>
        <HoverTooltip title="我的消息" placement="left">
          <Link to={paths.messages.getHref()} className="yc-right-item" aria-label="我的消息">
            <Badge count={user?.message_count ?? 0} overflowCount={CART_BADGE_MAX} size="small">
              <MessageOutlined className="yc-right-icon" />
            </Badge>
          </Link>
        </HoverTooltip>
        <CustomerService user={user} />
        <HoverPopover placement="left" content={<WechatQr value={user?.wechat || `${origin}/`} />}>
          <button type="button" className="yc-right-item" aria-label="微信公众号">
            <WechatOutlined />
          </button>
        </HoverPopover>
        <div className="yc-right-spacer" />
        <HoverTooltip title="返回顶部" placement="left">
          <button
            type="button"
            className="yc-right-item"
            aria-label="返回顶部"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            <UpOutlined />
          </button>
        </HoverTooltip>
      </div>
    </aside>
  );
}
