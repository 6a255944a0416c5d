import { Button, Result, Skeleton } from 'antd';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { paths } from '../../../config/paths';
import { useUserBase } from '../../../lib/user-base';
import { useReferral } from '../api/get-referral';
import { ActivityTerms } from '../components/activity-terms';
import { ReferralLink } from '../components/referral-link';
import { ReferredBuyers } from '../components/referred-buyers';
import '../referral.css';

function ReferralView() {
  const user = useUserBase();
  const signedIn = Boolean(user.data);
  const referral = useReferral(signedIn);
  if (user.isPending) return <Skeleton active />;
  if (!signedIn) {
    return (
      <Result
        status="info"
        title="登录后邀请"
        subTitle="登录后获取您的专属邀请链接，好友注册并完成首单即可获得奖励"
        extra={
          <Link to={paths.login.getHref(paths.referral.getHref())}>
            <Button type="primary">登录后邀请</Button>
          </Link>
        }
      />
    );
  }
  if (referral.isPending) return <Skeleton active />;
  if (referral.isError) {
    return (
      <LoadFailed title="邀请信息加载失败" error={referral.error} onRetry={() => void referral.refetch()} />
    );
  }
  const { activity, code, link, referred, rewarded_count: rewarded } = referral.data;
  return (
    <>
      <ActivityTerms activity={activity} />
      <ReferralLink code={code} link={link} />
      <ReferredBuyers referred={referred} rewarded={rewarded} />
    </>
  );
}

/** /ldx 老带新有礼: the activity's rewards and rules, the buyer's link to share, and whom they brought in. */
export function ReferralPage() {
  return (
    <div className="yc-container yc-referral">
      <header className="yc-referral-banner">
        <h1>老带新有礼</h1>
        <p>邀请好友注册采购，好友首单支付后双方得好礼</p>
      </header>
      <ReferralView />
    </div>
  );
}
