import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminReferralReward } from '@yaocai/domain/contracts/admin-referral-rewards';
import { paths } from '../../../config/paths';
import { formatTime } from '../../../lib/dayjs';
import { useReferralRewards } from '../api/referral-rewards';
import { ActivityRecordsCard, BuyerCell, RECORDS_PAGE_SIZE } from './activity-records-card';

type Side = AdminReferralReward['referrer'];

const received = (side: Side) =>
  [side.coupon_name && `优惠券「${side.coupon_name}」`, side.points !== null && `${side.points}积分`]
    .filter(Boolean)
    .join('、') || '—';

/**
 * 推荐记录 of a 老带新 activity: who brought whom, the first paid order that earned the reward and what
 * each side received. A reward taken back (its order cancelled) is no longer listed.
 */
export function ReferralRewards({ activityId }: { activityId: number }) {
  const [page, setPage] = useState(1);
  return (
    <ActivityRecordsCard<AdminReferralReward>
      title="推荐记录"
      records={useReferralRewards(activityId, { page, page_size: RECORDS_PAGE_SIZE })}
      page={page}
      onPage={setPage}
      emptyText="暂无推荐奖励"
      columns={[
        { title: '发放时间', dataIndex: 'rewarded_at', render: (at: string) => formatTime(at), width: 170 },
        { title: '邀请人', key: 'referrer', render: (_, reward) => <BuyerCell {...reward.referrer} /> },
        { title: '邀请人奖励', key: 'referrer-reward', render: (_, reward) => received(reward.referrer) },
        { title: '新客户', key: 'referred', render: (_, reward) => <BuyerCell {...reward.referred} /> },
        { title: '新客户奖励', key: 'referred-reward', render: (_, reward) => received(reward.referred) },
        {
          title: '首单',
          key: 'order',
          render: (_, reward) => (
            <Link to={paths.orderDetail.getHref(reward.order_id)}>{reward.order_no}</Link>
          ),
        },
      ]}
    />
  );
}
