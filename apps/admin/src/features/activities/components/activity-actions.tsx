import { useState } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import { useNavigate } from 'react-router';
import { stopActivityBody, type AdminActivity } from '@yaocai/domain/contracts/admin-activities';
import { ReasonModal } from '../../../components/reason-modal';
import { paths } from '../../../config/paths';
import { useCan } from '../../../lib/operator';
import { useCopyActivity, usePublishActivity, useStopActivity } from '../api/activity-actions';

/**
 * 发布 (a draft), 停止 with a reason (published and not ended) and 复制 (any): for operators who may
 * change activities; a copy opens in the editor.
 */
export function ActivityActions({
  activity,
  size = 'small',
}: {
  activity: AdminActivity;
  size?: 'small' | 'middle';
}) {
  const mayWrite = useCan('promotions.write');
  const navigate = useNavigate();
  const [stopping, setStopping] = useState(false);
  const publish = usePublishActivity();
  const stop = useStopActivity(() => setStopping(false));
  const copy = useCopyActivity((copied) => void navigate(paths.activityEdit.getHref(copied.id)));
  if (!mayWrite) return null;
  const type = size === 'small' ? 'link' : 'default';
  return (
    <Space size="small">
      {activity.state === 'draft' && (
        <Popconfirm
          title={`发布「${activity.name}」？`}
          description="发布后买家将在活动时间内看到并购买或领取。"
          okText="发布"
          cancelText="取消"
          onConfirm={() => publish.mutate(activity.id)}
        >
          <Button type={size === 'small' ? 'link' : 'primary'} size={size} loading={publish.isPending}>
            发布
          </Button>
        </Popconfirm>
      )}
      {(activity.state === 'scheduled' || activity.state === 'running') && (
        <Button type={type} size={size} danger onClick={() => setStopping(true)}>
          停止
        </Button>
      )}
      <Button type={type} size={size} loading={copy.isPending} onClick={() => copy.mutate(activity.id)}>
        复制
      </Button>
      {stopping && (
        <ReasonModal
          title={`停止活动「${activity.name}」`}
          intro="停止后活动立即结束：买家不能再以活动价购买或领取，已下单和已领取的不受影响；此操作记入操作日志。"
          label="停止原因"
          rule={stopActivityBody.shape.reason}
          okText="确认停止"
          open
          pending={stop.isPending}
          onSubmit={(reason) => stop.mutate({ id: activity.id, reason })}
          onClose={() => setStopping(false)}
        />
      )}
    </Space>
  );
}
