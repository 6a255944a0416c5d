import { Tag } from 'antd';
import {
  SHEET_JOB_STATE_LABEL,
  type SheetJob,
  type SheetJobState,
} from '@yaocai/domain/contracts/admin-jobs';

const COLOR: Record<SheetJobState, string> = {
  previewed: 'warning',
  queued: 'default',
  running: 'processing',
  succeeded: 'success',
  failed: 'error',
  cancelled: 'default',
};

export function JobStateTag({ job }: { job: Pick<SheetJob, 'state' | 'cancel_requested'> }) {
  if (job.state === 'running' && job.cancel_requested) return <Tag color="warning">取消中</Tag>;
  return <Tag color={COLOR[job.state]}>{SHEET_JOB_STATE_LABEL[job.state]}</Tag>;
}
