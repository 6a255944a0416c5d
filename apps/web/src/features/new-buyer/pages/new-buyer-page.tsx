import { Alert, Empty, Skeleton } from 'antd';
import { Link, useLocation, useParams } from 'react-router';
import type {
  NewBuyerQualification,
  NewBuyerZone,
} from '@yaocai/domain/contracts/activity-new-buyer-responses';
import { LoadFailed } from '../../../components/load-failed';
import { paths } from '../../../config/paths';
import { useNewBuyerZone } from '../api/get-new-buyer-zone';
import { NewBuyerCard } from '../components/new-buyer-card';
import '../new-buyer.css';

/** /xr/{id}: the zone of that activity; anything that does not read as an id: the running zone. */
export const zoneId = (id: string | undefined): number | undefined =>
  id !== undefined && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : undefined;

const day = (at: string) => new Date(at).toLocaleDateString('zh-CN', { timeZone: 'Asia/Shanghai' });

/** Whether the buyer gets the 新人价, and if not why; a signed-out visitor is led to sign in. */
function QualificationNote({ qualification }: { qualification: NewBuyerQualification }) {
  const location = useLocation();
  if (qualification.qualifies) {
    return <Alert type="success" showIcon title="您是新客户，可按新人价购买以下商品" />;
  }
  const signIn =
    qualification.reason === 'signed_out' ? (
      <Link to={paths.login.getHref(location.pathname)}>立即登录</Link>
    ) : undefined;
  return <Alert type="warning" showIcon title={qualification.message} action={signIn} />;
}

function Zone({ zone }: { zone: NewBuyerZone }) {
  if (zone.activity === null) {
    return (
      <>
        <h1 className="yc-newbuyer-title">新人专区</h1>
        <Empty description="没有进行中的新人活动" />
      </>
    );
  }
  const { qualification } = zone;
  return (
    <>
      <header className="yc-newbuyer-banner">
        <h1 className="yc-newbuyer-title">新人专区</h1>
        <p className="yc-newbuyer-name">{zone.activity.name}</p>
        <p>
          首次下单专享 · 活动时间 {day(zone.activity.starts_at)} 至 {day(zone.activity.ends_at)}
        </p>
      </header>
      <QualificationNote qualification={qualification} />
      {zone.goods.length === 0 ? (
        <Empty description="没有进行中的新人活动" />
      ) : (
        <ul className="yc-newbuyer-list">
          {zone.goods.map((goods) => (
            <NewBuyerCard key={goods.id} goods={goods} qualifies={qualification.qualifies} />
          ))}
        </ul>
      )}
    </>
  );
}

/** /xr/{id?} 新人专区: goods at their 新人价 for buyers who have not paid an order yet. */
export function NewBuyerPage() {
  const { id } = useParams();
  const zone = useNewBuyerZone(zoneId(id));
  return (
    <div className="yc-container yc-newbuyer">
      {zone.isPending ? (
        <Skeleton active />
      ) : zone.isError ? (
        <LoadFailed title="新人专区加载失败" error={zone.error} onRetry={() => void zone.refetch()} />
      ) : (
        <Zone zone={zone.data} />
      )}
    </div>
  );
}
