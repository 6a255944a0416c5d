import { MedicineBoxFilled } from '@ant-design/icons';
import { Link } from 'react-router';
import { paths } from '../config/paths';

export function SiteLogo({ siteTitle }: { siteTitle: string }) {
  return (
    <Link to={paths.home.getHref()} className="yc-logo" aria-label={`${siteTitle}首页`}>
      <MedicineBoxFilled className="yc-logo-mark" />
      <span className="yc-logo-text">
        <strong>{siteTitle}</strong>
        <small>医药采购批发平台</small>
      </span>
    </Link>
  );
}
