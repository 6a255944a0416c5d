import { Button, Spin } from 'antd';
import { Link } from 'react-router';
import { AddToDesktopLink } from '../../components/add-to-desktop-link';
import { AppQrPopover } from '../../components/app-qr-popover';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/accounts';
import type { UserState } from '@yaocai/domain/contracts/user';
import { clearLoginMarker } from '../../lib/login-marker';

function AccountLinks({ user }: { user: UserState | null | undefined }) {
  const logout = useLogout({
    onSuccess: () => {
      clearLoginMarker();
      window.location.reload();
    },
  });

  if (!user) {
    return (
      <span className="yc-topbar-account">
        <Link to={paths.login.getHref()} className="yc-topbar-strong">
          登录
        </Link>
        <span className="yc-topbar-sep">/</span>
        <Link to={paths.register.getHref()}>注册</Link>
      </span>
    );
  }
  return (
    <span className="yc-topbar-account">
      <span className="yc-topbar-company">{user.company || user.name || user.username}</span>
      <Button
        type="link"
        size="small"
        className="yc-topbar-logout"
        loading={logout.isPending}
        onClick={() => logout.mutate()}
      >
        安全退出
      </Button>
      <Spin fullscreen spinning={logout.isPending} />
    </span>
  );
}

interface TopBarProps {
  siteTitle: string;
  user: UserState | null | undefined;
  /** Login-style pages show only the site links, not the account ones. */
  compact?: boolean;
}

export function TopBar({ siteTitle, user, compact = false }: TopBarProps) {
  return (
    <div className="yc-topbar">
      <div className="yc-container yc-topbar-inner">
        <div className="yc-topbar-left">
          <span>欢迎来到{siteTitle}</span>
          {!compact && <AccountLinks user={user} />}
        </div>
        <nav className="yc-topbar-right" aria-label="顶部导航">
          <Link to={paths.home.getHref()}>返回首页</Link>
          <AddToDesktopLink siteTitle={siteTitle} />
          <AppQrPopover />
          {!compact && (
            <>
              <Link to={paths.user.getHref()}>会员中心</Link>
              <Link to={paths.orders.getHref()}>我的订单</Link>
              <Link to={paths.invoices.getHref()}>电子发票查询</Link>
            </>
          )}
        </nav>
      </div>
    </div>
  );
}
