import { Tag } from 'antd';
import { LICENCE_STATE_LABEL, type Licence } from '@yaocai/domain/contracts/licences';

const EXPIRY: Record<Licence['expiry'], { label: string; color: string } | null> = {
  valid: null,
  none: { label: '长期有效', color: 'default' },
  expiring: { label: '即将到期', color: 'orange' },
  expired: { label: '已过期', color: 'red' },
};

/** The licence that expires first, of those with an end date. */
export function nearestExpiry(licences: Licence[]): Licence | null {
  return (
    licences
      .filter((licence) => licence.valid_until !== null)
      .sort((a, b) => a.valid_until!.localeCompare(b.valid_until!))[0] ?? null
  );
}

/** The buyer's licences with their review state and expiry, the nearest expiry first in words. */
export function LicenceSummary({ licences }: { licences: Licence[] }) {
  if (licences.length === 0) return <p className="yc-member-muted">尚未上传资质，请在资质管理中上传</p>;
  const nearest = nearestExpiry(licences);
  return (
    <>
      {nearest && (
        <p className={nearest.expiry === 'valid' ? 'yc-member-muted' : 'yc-member-warning'} role="status">
          最近到期：{nearest.type_name} {nearest.valid_until}
          {nearest.expiry === 'expired'
            ? '（已过期，请尽快更新）'
            : nearest.expiry === 'expiring'
              ? '（即将到期）'
              : ''}
        </p>
      )}
      <ul className="yc-member-licences">
        {licences.map((licence) => {
          const expiry = EXPIRY[licence.expiry];
          return (
            <li key={licence.type}>
              <span className="yc-member-licence-name">{licence.type_name}</span>
              <span>{licence.valid_until ?? '长期'}</span>
              <Tag
                color={licence.state === 'approved' ? 'green' : licence.state === 'pending' ? 'blue' : 'red'}
              >
                {LICENCE_STATE_LABEL[licence.state]}
              </Tag>
              {expiry && <Tag color={expiry.color}>{expiry.label}</Tag>}
            </li>
          );
        })}
      </ul>
    </>
  );
}
