import { WarningOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { licenceHold, useLicences } from '../../lib/licences';
import { useUserBase } from '../../lib/user-base';

/**
 * Under the header of every page: why an approved buyer cannot order now (a required licence expired,
 * or waiting for review), and where to put it right. Browsing goes on.
 */
export function LicenceHoldNotice() {
  const { data: user } = useUserBase();
  const licences = useLicences({ enabled: user?.is_passed === 1 });
  const reason = licences.data ? licenceHold(licences.data) : null;
  if (!reason) return null;
  return (
    <div className="yc-container yc-licence-hold" role="alert">
      <WarningOutlined aria-hidden />
      <span>{reason}</span>
      <Link to={paths.qualifications.getHref()}>去更新资质</Link>
    </div>
  );
}
