import { Tag } from 'antd';
import type { AdminActivity } from '@yaocai/domain/contracts/admin-activities';

const COLOR: Record<AdminActivity['state'], string> = {
  draft: 'default',
  scheduled: 'blue',
  running: 'green',
  ended: 'default',
};

export const ActivityStateTag = ({
  activity,
}: {
  activity: Pick<AdminActivity, 'state' | 'state_label'>;
}) => (
  <Tag color={COLOR[activity.state]} variant="filled">
    {activity.state_label}
  </Tag>
);
