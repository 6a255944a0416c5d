import { SafetyCertificateOutlined } from '@ant-design/icons';
import { SiteLogo } from '../../components/site-logo';
import type { UserState } from '@yaocai/domain/contracts/user';
import { useUserBase } from '../../lib/user-base';
import { NoticeBar } from '../../features/content';
import { SearchBox } from '../../features/search';
import { CartButton } from './cart-button';
import { HotSearch } from './hot-search';
import { ServiceInfo } from './service-info';
import { TopBar } from './top-bar';
import { message } from '../../lib/feedback';

function QualityInspectionLink({ user }: { user: UserState | null | undefined }) {
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
    <header className="yc-header yc-site-header">
      <TopBar siteTitle={siteTitle} user={user} />
      <div className="yc-container">
        <NoticeBar />
      </div>
      <div className="yc-container yc-header-main">
        <SiteLogo siteTitle={siteTitle} />
        <div className="yc-header-search">
          <SearchBox />
          <HotSearch />
        </div>
        <div className="yc-header-aside">
          <div className="yc-header-aside-row">
            <QualityInspectionLink user={user} />
            <CartButton count={user?.cart ?? 0} />
          </div>
          <ServiceInfo user={user} />
        </div>
      </div>
    </header>
  );
}
