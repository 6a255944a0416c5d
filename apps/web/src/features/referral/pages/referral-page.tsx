import { Button, Result, Skeleton } from 'antd';
import { Link } from 'react-router';
import type { ReferralPage as Referral } from '@yaocai/domain/contracts/activity-referral-reward';
import { LoadFailed } from '../../../components/load-failed';
import { paths } from '../../../config/paths';
import { dayjs } from '../../../lib/dayjs';
import { useUserBase } from '../../../lib/user-base';
import { useReferral } from '../api/get-referral';
import { ReferralLink } from '../components/referral-link';
import { ReferredBuyers } from '../components/referred-buyers';
import '../referral.css';

type Activity = NonNullable<Referral['activity']>;
type Reward = Activity['referrer_reward'];

const at = (instant: string) => dayjs(instant).format('YYYY-MM-DD HH:mm');

const rewardText = (reward: Reward) =>
  [reward.coupon && `优惠券 ${reward.coupon}`, reward.points && `${reward.points} 积分`]
    .filter(Boolean)
    .join(' + ');

/** The activity's rewards and rules, or why none are given now (未开始, 已结束). */
function ActivityTerms({ activity }: { activity: Referral['activity'] }) {
  if (!activity) return <Result status="info" title="活动未开始" subTitle="老带新活动敬请期待" />;
  if (activity.state === 'scheduled') {
    return (
      <Result
        status="info"
        title="活动未开始"
        subTitle={`${activity.name}将于${at(activity.starts_at)}开始`}
      />
    );
  }
  if (activity.state === 'ended') {
    return (
      <Result status="info" title="活动已结束" subTitle={`${activity.name}已于${at(activity.ends_at)}结束`} />
    );
  }
  const forReferred = rewardText(activity.referred_reward);
  return (
    <section className="yc-referral-section" aria-labelledby="referral-terms-title">
      <h2 id="referral-terms-title">{activity.name}</h2>
      <p className="yc-referral-window">
        活动时间：{at(activity.starts_at)} 至 {at(activity.ends_at)}
      </p>
      <ul className="yc-referral-rewards">
        <li>
          <span>每邀请一位好友完成首单支付，您可获得</span>
          <strong>{rewardText(activity.referrer_reward)}</strong>
        </li>
        {forReferred && (
          <li>
            <span>好友首单支付后可获得</span>
            <strong>{forReferred}</strong>
          </li>
        )}
        <li>
          <span>每人最多可获得奖励</span>
          <strong>{activity.cap_per_referrer} 次</strong>
        </li>
      </ul>
      {activity.rules_text && (
        <div className="yc-referral-rules">
          <h3>活动规则</h3>
          <p>{activity.rules_text}</p>
        </div>
      )}
    </section>
  );
}

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
