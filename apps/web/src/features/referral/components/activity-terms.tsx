import { Result } from 'antd';
import type { ReferralPage as Referral } from '@yaocai/domain/contracts/activity-referral-reward';
import { dayjs } from '../../../lib/dayjs';
import '../referral.css';

type Activity = NonNullable<Referral['activity']>;
type Reward = Activity['referrer_reward'];

const at = (instant: string) => dayjs(instant).format('YYYY-MM-DD HH:mm');

const rewardText = (reward: Reward) =>
  [reward.coupon && `优惠券 ${reward.coupon}`, reward.points && `${reward.points} 积分`]
    .filter(Boolean)
    .join(' + ');

/** The activity's rewards and rules, or why none are given now (未开始, 已结束). */
export function ActivityTerms({ activity }: { activity: Referral['activity'] }) {
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
