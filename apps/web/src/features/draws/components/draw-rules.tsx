import { Typography } from 'antd';
import type { DrawActivity } from '@yaocai/domain/contracts/draws-responses';
import { dayjs } from '../../../lib/dayjs';

/** A draw's 活动规则: its window, then the operator's rules text. */
export function DrawRules({ activity }: { activity: DrawActivity }) {
  return (
    <>
      <h2>活动规则</h2>
      <Typography.Paragraph className="yc-draw-rules">
        活动时间：{dayjs(activity.starts_at).format('YYYY-MM-DD HH:mm')} 至{' '}
        {dayjs(activity.ends_at).format('YYYY-MM-DD HH:mm')}
        <br />
        {activity.rules_text}
      </Typography.Paragraph>
    </>
  );
}
