import { CustomerServiceOutlined, PhoneOutlined } from '@ant-design/icons';
import type { UserState } from '@yaocai/domain/contracts/user';

/** Account manager and complaint hotline; both come with the logged-in user's state. */
export function ServiceInfo({ user }: { user: UserState | null | undefined }) {
  const admin = user?.admin;
  const hotLine = user?.common_config?.hot_line;
  if (!admin && !hotLine) return null;
  return (
    <div className="yc-service">
      {admin && (
        <div className="yc-service-row">
          <CustomerServiceOutlined />
          <span>
            {admin.is_default === 0 && '专属客服：'}
            {admin.name} {admin.phone}
          </span>
        </div>
      )}
      {hotLine && (
        <div className="yc-service-row">
          <PhoneOutlined />
          <span>投诉热线：{hotLine}</span>
        </div>
      )}
    </div>
  );
}
