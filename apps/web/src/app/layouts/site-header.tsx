import { App, Badge } from 'antd';
import { SafetyCertificateOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { SiteLogo } from '../../components/site-logo';
import { CART_BADGE_MAX } from '@yaocai/domain/constants';
import { paths } from '../../config/paths';
import type { UserState } from '@yaocai/domain/contracts/user';
import { useUserBase } from '../../features/accounts/api/get-user-base';
import { ServiceInfo } from './service-info';
import { TopBar } from './top-bar';

function QualityInspectionLink({ user }: { user: UserState | null | undefined }) {
  const { message } = App.useApp();
  const inspection = user?.quality_inspection;
  if (!inspection) return null;
  if (inspection.quality_inspection_url) {
    return (
      <a className="yc-header-link" href={inspection.quality_inspection_url} target="_blank" rel="noreferrer">
        <SafetyCertificateOutlined /> 质检报告
      </a>
    );
  }
  return (
    <button
      type="button"
      className="yc-link-button yc-header-link"
      onClick={() => message.info(inspection.msg)}
    >
      <SafetyCertificateOutlined /> 质检报告
    </button>
  );
}

export function SiteHeader({ siteTitle }: { siteTitle: string }) {
  const { data: user } = useUserBase();
  return (
    <header className="yc-header">
      <TopBar siteTitle={siteTitle} user={user} />
      <div className="yc-container yc-header-main">
        <SiteLogo siteTitle={siteTitle} />
        <div className="yc-header-slot" />
        <div className="yc-header-aside">
          <ServiceInfo user={user} />
          <QualityInspectionLink user={user} />
          <Link to={paths.cart.getHref()} className="yc-cart-link">
            <Badge count={user?.cart ?? 0} overflowCount={CART_BADGE_MAX} size="small" offset={[-6, 0]}>
              <span className="yc-cart-button">
                <ShoppingCartOutlined /> 我的购物车
              </span>
            </Badge>
          </Link>
        </div>
      </div>
    </header>
  );
}
