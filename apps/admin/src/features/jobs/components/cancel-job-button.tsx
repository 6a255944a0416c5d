import { Button, Popconfirm } from 'antd';
import { SHEET_JOB_KIND_LABEL, type SheetJob } from '@yaocai/domain/contracts/admin-jobs';
import { useCancelJob } from '../api/cancel-job';

interface CancelJobButtonProps {
  job: SheetJob;
  /** The button's text, e.g. 取消导入. */
  label?: string;
  size?: 'small';
}

/** Cancels a job after a confirmation; what was already applied stays applied. */
export function CancelJobButton({ job, label = '取消', size }: CancelJobButtonProps) {
  const cancel = useCancelJob();
  const stopsMidway = job.kind === 'goods_import' && job.state === 'running';
  return (
    <Popconfirm
      title={`取消${SHEET_JOB_KIND_LABEL[job.kind]}`}
      description={
        stopsMidway ? '当前批次完成后停止，已导入的行保持不变。确定取消吗？' : '确定取消此任务吗？'
      }
      okText="确定取消"
      okButtonProps={{ danger: true }}
      cancelText="不取消"
      onConfirm={() => cancel.mutateAsync(job.id).catch(() => undefined)}
    >
      <Button danger type={size ? 'link' : 'default'} size={size} loading={cancel.isPending}>
        {label}
      </Button>
    </Popconfirm>
  );
}
