import { Form, Input, InputNumber, Select, Typography } from 'antd';
import { useActivities } from '../api/get-activities';
import { required, type KindFieldsProps } from './kind-form';

/** The published 优惠券 activities a reward may give the coupon of. */
function CouponCampaignSelect(props: {
  id?: string;
  disabled: boolean;
  value?: number | null;
  onChange?: (value: number | null) => void;
}) {
  const campaigns = useActivities({ kind: 'coupon_campaign', page_size: 100 });
  const options = (campaigns.data?.list ?? [])
    .filter((activity) => activity.state === 'running' || activity.state === 'scheduled')
    .map((activity) => ({ value: activity.id, label: `${activity.name}（编号${activity.id}）` }));
  return (
    <Select<number | null>
      {...props}
      allowClear
      loading={campaigns.isPending}
      options={options}
      placeholder="不送优惠券"
      notFoundContent="暂无已发布的优惠券活动"
    />
  );
}

function RewardFields({ side, label, locked }: { side: string; label: string; locked: boolean }) {
  return (
    <>
      <Typography.Title level={5}>{label}</Typography.Title>
      <Form.Item name={`${side}_coupon_activity_id`} label="奖励优惠券（优惠券活动）">
        <CouponCampaignSelect disabled={locked} />
      </Form.Item>
      <Form.Item name={`${side}_points`} label="奖励积分">
        <InputNumber min={1} max={1_000_000} precision={0} disabled={locked} placeholder="不送积分" />
      </Form.Item>
    </>
  );
}

/** 老带新有礼: what the referrer earns per referred buyer's first paid order, the cap, the new buyer's gift. */
export function ReferralRewardFields({ locked, activity }: KindFieldsProps) {
  const rewarded = activity?.kind === 'referral_reward' ? activity.definition.rewarded : null;
  return (
    <>
      <RewardFields side="referrer" label="邀请人奖励（每位好友首单支付后发放）" locked={locked} />
      <Form.Item name="cap_per_referrer" label="每人奖励上限" rules={[required('请填写每人奖励上限')]}>
        <InputNumber min={1} max={1_000} precision={0} addonAfter="次" />
      </Form.Item>
      <RewardFields side="referred" label="新用户奖励（选填）" locked={locked} />
      <Form.Item name="rules_text" label="活动规则">
        <Input.TextArea rows={4} maxLength={500} />
      </Form.Item>
      {rewarded !== null && <Typography.Text>已发放奖励 {rewarded} 次</Typography.Text>}
    </>
  );
}
